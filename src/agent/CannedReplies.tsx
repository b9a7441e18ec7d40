import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CannedReply } from './frames';

interface CannedRepliesProps {
  replies: readonly CannedReply[];
  /** Puts the text in the composer; nothing is sent. */
  onChoose: (text: string) => void;
}

/** A button that opens the saved replies by title; choosing one closes the list. Escape closes it too. */
export function CannedReplies({ replies, onChoose }: CannedRepliesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  if (replies.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="agent-canned">
      <button
        ref={toggle}
        type="button"
        className="agent-secondary"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('composer.savedReplies')}
      </button>
      {open && (
        <ul id={listId} className="agent-canned__list" aria-label={t('composer.savedReplies')} onKeyDown={onKeyDown}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <button
                type="button"
                className="agent-secondary"
                onClick={() => {
                  setOpen(false);
                  onChoose(reply.text);
                }}
              >
                {reply.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
