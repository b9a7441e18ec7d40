import { useEffect, type Dispatch } from 'react';
import type { AgentAction } from './agentState';
import type { Session } from './sessions';
import type { AgentFrame } from './frames';

/** Sends the `sync` each session has due (after a reconnect, or for a hole) while the console is online. */
export function useCatchUp(
  sessions: readonly Session[],
  online: boolean,
  send: (frame: AgentFrame) => boolean,
  dispatch: Dispatch<AgentAction>,
): void {
  useEffect(() => {
    if (!online) return;
    for (const { receptionId, catchUp } of sessions) {
      if (catchUp?.state !== 'due') continue;
      if (send({ type: 'sync', reception_id: receptionId, after_seq: catchUp.afterSeq }))
        dispatch({ type: 'catchUp/sent', receptionId });
    }
  }, [sessions, online, send, dispatch]);
}
