import { useCallback, useRef } from 'react';
import { TYPING_REPEAT_MS } from '../protocol/typing';
import type { AgentFrame } from './frames';

/**
 * Tells the customer of a reception that the agent is typing, at most once every TYPING_REPEAT_MS per
 * reception (src/protocol/typing.ts); an empty draft is not typing.
 */
export function useTypingSignal(send: (frame: AgentFrame) => boolean): (receptionId: string, draft: string) => void {
  const lastSent = useRef(new Map<string, number>());
  return useCallback(
    (receptionId, draft) => {
      if (draft.trim() === '') return;
      const at = Date.now();
      const last = lastSent.current.get(receptionId);
      if (last !== undefined && at - last < TYPING_REPEAT_MS) return;
      if (send({ type: 'typing', reception_id: receptionId })) lastSent.current.set(receptionId, at);
    },
    [send],
  );
}
