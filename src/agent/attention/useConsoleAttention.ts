import { useCallback, useMemo, useState } from 'react';
import type { AgentState } from '../agentState';
import { customerName } from '../names';
import type { Session } from '../sessions';
import { loadAttention, saveAttention, type AttentionPreferences, type AttentionSources } from './attention';
import { useAttention } from './useAttention';

const nameOf = (session: Session) => (session.customer ? customerName(session.customer) : 'A customer');

/** What the console's state holds that calls for the agent (useAttention): offers to them, customer messages. */
export function attentionSources(state: Pick<AgentState, 'agentId' | 'waiting' | 'sessions'>): AttentionSources {
  const offered = new Map(
    state.waiting
      .filter((reception) => reception.offered_to?.id === state.agentId)
      .map((reception) => [reception.reception_id, customerName(reception.customer)]),
  );
  const messages = new Map(
    state.sessions.flatMap((session) =>
      session.entries
        .filter((entry) => !entry.pending && entry.senderId !== state.agentId)
        .map((entry) => [entry.key, { receptionId: session.receptionId, customer: nameOf(session) }] as const),
    ),
  );
  return { offered, messages, chats: new Set(state.sessions.map((session) => session.receptionId)) };
}

/** The agent's attention preferences (kept in localStorage) and the alerts they allow. */
export function useConsoleAttention(
  state: Pick<AgentState, 'agentId' | 'waiting' | 'sessions'>,
): [AttentionPreferences, (preferences: AttentionPreferences) => void] {
  const [preferences, setPreferences] = useState(() => loadAttention(window.localStorage));
  const change = useCallback((next: AttentionPreferences) => {
    saveAttention(window.localStorage, next);
    setPreferences(next);
  }, []);
  const { agentId, waiting, sessions } = state;
  const sources = useMemo(() => attentionSources({ agentId, waiting, sessions }), [agentId, waiting, sessions]);
  useAttention(sources, preferences);
  return [preferences, change];
}
