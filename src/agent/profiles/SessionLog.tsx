import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PastSession } from '../../protocol/customerProfiles';
import type { ConversationEntry } from '../entries';
import { runLabel, sessionIndex, sessionRuns } from './pastSessions';
import { PastSessionsProvider } from './PastSessionsContext';
import './profiles.css';

interface SessionLogProps {
  entries: readonly ConversationEntry[];
  /** The reception on screen: its lines are "This session". */
  receptionId: string;
  /** The customer's sessions from the context of `accepted`, newest first (none without a context). */
  sessions: readonly PastSession[] | undefined;
  renderEntry: (entry: ConversationEntry) => ReactNode;
}

const NO_SESSIONS: readonly PastSession[] = [];

/** A conversation's lines cut into its sessions, each under a heading with its date, agent and rating. */
export function SessionLog({ entries, receptionId, sessions, renderEntry }: SessionLogProps) {
  const { t, i18n } = useTranslation();
  const runs = useMemo(() => sessionRuns(entries, receptionId), [entries, receptionId]);
  const index = useMemo(() => sessionIndex(sessions ?? NO_SESSIONS), [sessions]);
  return (
    <PastSessionsProvider value={index}>
      {runs.map((run) => {
        const label = runLabel(run, receptionId, index.get(run.receptionId), { t, tag: i18n.language });
        return (
          <div key={run.key} className="agent-session">
            <h3 className="agent-session__label">{label.title}</h3>
            {label.comment !== '' && <p className="agent-session__comment">“{label.comment}”</p>}
            <ol className="agent-messages">{run.entries.map(renderEntry)}</ol>
          </div>
        );
      })}
    </PastSessionsProvider>
  );
}
