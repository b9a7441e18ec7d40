import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entryOf } from './entries';
import type { WireMessage } from './frames';
import { MessageItem } from './MessageItem';

interface AiHistoryProps {
  messages: readonly WireMessage[];
  customerId: string;
  customerName: string;
}

/** The customer's conversation with the AI before the handover: collapsed, opened on demand. */
export function AiHistory({ messages, customerId, customerName }: AiHistoryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const entries = useMemo(() => messages.map(entryOf), [messages]);
  if (entries.length === 0) return <p className="agent-muted">{t('aiHistory.none')}</p>;
  return (
    <div className="agent-ai-history">
      <h3>
        <button
          type="button"
          className="agent-disclosure"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen(!open)}
        >
          {t('aiHistory.toggle', { count: entries.length })}
        </button>
      </h3>
      {open && (
        <ol id={listId} className="agent-messages agent-log">
          {entries.map((entry) => (
            <MessageItem
              key={entry.key}
              entry={entry}
              sender={entry.senderId === customerId ? customerName : t('conversation.ai')}
              mine={false}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
