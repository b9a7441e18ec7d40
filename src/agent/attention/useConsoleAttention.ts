import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentState } from '../agentState';
import { customerName } from '../names';
import type { Session } from '../sessions';
import { loadAttention, saveAttention, type AttentionPreferences, type AttentionSources } from './attention';
import { useAttention } from './useAttention';

const nameOf = (session: Session, t: TFunction) =>
  session.customer ? customerName(session.customer, t) : t('app.aCustomer');

/** What the console's state holds that calls for the agent (useAttention): offers to them, customer messages. */
export function attentionSources(
  state: Pick<AgentState, 'agentId' | 'waiting' | 'sessions'>,
  t: TFunction,
): AttentionSources {
  const offered = new Map(
    state.waiting
      .filter((reception) => reception.offered_to?.id === state.agentId)
      .map((reception) => [reception.reception_id, customerName(reception.customer, t)]),
  );
  const messages = new Map(
    state.sessions.flatMap((session) =>
      session.entries
        .filter((entry) => !entry.pending && entry.senderId !== state.agentId)
        .map((entry) => [entry.key, { receptionId: session.receptionId, customer: nameOf(session, t) }] as const),
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
  const { t } = useTranslation();
  const { agentId, waiting, sessions } = state;
  const sources = useMemo(() => attentionSources({ agentId, waiting, sessions }, t), [agentId, waiting, sessions, t]);
  useAttention(sources, preferences);
  return [preferences, change];
}
