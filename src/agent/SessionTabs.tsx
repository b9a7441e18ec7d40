import type { TFunction } from 'i18next';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLocale } from './CustomerLocale';
import type { Session } from './sessions';
import { useTypingShown } from './TypingNotice';

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

/** "Bob, typing…, new message": what a tab says beyond the name, for its accessible name. */
export function tabLabel(name: string, typing: boolean, unread: boolean, t: TFunction): string {
  return [name, typing ? t('tabs.typing') : '', unread ? t('tabs.unread') : ''].filter(Boolean).join(', ');
}

/** The chats this agent serves, one tab each: "typing…" while the customer types, a dot for a message not seen yet. */
export function SessionTabs({ sessions, selectedId, nameOf, onSelect }: SessionTabsProps) {
  const { t } = useTranslation();
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
    <div role="tablist" aria-label={t('tabs.label')} className="agent-tabs" onKeyDown={onKeyDown}>
      {sessions.map((session) => (
        <SessionTab
          key={session.receptionId}
          session={session}
          name={nameOf(session)}
          selected={session.receptionId === selectedId}
          tabs={tabs.current}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}

interface SessionTabProps {
  session: Session;
  name: string;
  selected: boolean;
  tabs: Map<string, HTMLButtonElement>;
  onSelect: (receptionId: string) => void;
}

function SessionTab({ session, name, selected, tabs, onSelect }: SessionTabProps) {
  const { t } = useTranslation();
  const typing = useTypingShown(session.customerTypingAt);
  const { receptionId, unread } = session;
  return (
    <button
      ref={(element) => {
        if (element) tabs.set(receptionId, element);
        else tabs.delete(receptionId);
      }}
      type="button"
      role="tab"
      id={tabIdOf(receptionId)}
      className="agent-tab"
      aria-selected={selected}
      aria-label={typing || unread ? tabLabel(name, typing, unread, t) : undefined}
      aria-controls={selected ? CONVERSATION_PANEL_ID : undefined}
      tabIndex={selected ? 0 : -1}
      onClick={() => onSelect(receptionId)}
    >
      {name}
      <CustomerLocale locale={session.context?.customer.locale ?? ''} inTab />
      {typing && (
        <span className="agent-tab__typing" aria-hidden="true">
          {t('tabs.typing')}
        </span>
      )}
      {unread && (
        <span className="agent-tab__unread" aria-hidden="true">
          ●
        </span>
      )}
    </button>
  );
}
