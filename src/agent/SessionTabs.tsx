import { useRef, type KeyboardEvent } from 'react';
import type { Session } from './sessions';

export const CONVERSATION_PANEL_ID = 'agent-conversation-panel';
export const tabIdOf = (receptionId: string) => `agent-tab-${receptionId}`;

interface SessionTabsProps {
  sessions: readonly Session[];
  selectedId: string | null;
  nameOf: (session: Session) => string;
  onSelect: (receptionId: string) => void;
}

/** Where the arrow keys, Home and End move from `index` among `count` tabs (the ARIA tabs pattern). */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The chats this agent serves, one tab each; a dot marks a customer message not seen yet. */
export function SessionTabs({ sessions, selectedId, nameOf, onSelect }: SessionTabsProps) {
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = sessions.findIndex((session) => session.receptionId === selectedId);
    const next = nextTabIndex(event.key, index, sessions.length);
    if (next === null) return;
    event.preventDefault();
    const { receptionId } = sessions[next];
    onSelect(receptionId);
    tabs.current.get(receptionId)?.focus();
  };
  return (
    <div role="tablist" aria-label="Your chats" className="agent-tabs" onKeyDown={onKeyDown}>
      {sessions.map((session) => {
        const selected = session.receptionId === selectedId;
        return (
          <button
            key={session.receptionId}
            ref={(element) => {
              if (element) tabs.current.set(session.receptionId, element);
              else tabs.current.delete(session.receptionId);
            }}
            type="button"
            role="tab"
            id={tabIdOf(session.receptionId)}
            className="agent-tab"
            aria-selected={selected}
            aria-label={session.unread ? `${nameOf(session)}, new message` : undefined}
            aria-controls={selected ? CONVERSATION_PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(session.receptionId)}
          >
            {nameOf(session)}
            {session.unread && (
              <span className="agent-tab__unread" aria-hidden="true">
                ●
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
