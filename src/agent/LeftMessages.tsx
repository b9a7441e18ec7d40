import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../protocol/codes';
import type { LeftMessage } from './frames';
import { formatDateTime, isoTime } from './formatTime';
import { customerName } from './names';

interface LeftMessagesProps {
  messages: LeftMessage[];
  online: boolean;
  /** Sends the answer; false when it could not go out (offline). */
  onAnswer: (leftMessageId: string, content: string) => boolean;
  /** The console's latest error: an answer the server refused can be sent again. */
  error: string | null;
}

interface ReplyProps {
  message: LeftMessage;
  online: boolean;
  onAnswer: LeftMessagesProps['onAnswer'];
  error: string | null;
}

/** The reply box of one left message: kept, with its text, until the server lists the message as answered. */
function ReplyForm({ message, online, onAnswer, error }: ReplyProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (error !== null) setSending(false);
  }, [error]);
  const name = customerName(message.customer, t);
  const boxId = `left-reply-${message.id}`;
  const tooLong = [...draft].length > LIMITS.maxTextChars;
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {t('left.reply', { name })}
      </button>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim() !== '' && !tooLong && onAnswer(message.id, draft)) setSending(true);
  };
  return (
    <form className="agent-left-reply" onSubmit={submit}>
      <label htmlFor={boxId}>{t('left.replyLabel', { name })}</label>
      <textarea
        id={boxId}
        rows={3}
        value={draft}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <p className="agent-muted">
        {sending
          ? t('conversation.sending')
          : tooLong
            ? t('left.tooLong', { max: LIMITS.maxTextChars })
            : t('left.where')}
      </p>
      <div className="agent-composer__row">
        <button type="submit" disabled={!online || sending || draft.trim() === '' || tooLong}>
          {t('left.send')}
        </button>
        <button type="button" disabled={sending} onClick={() => setOpen(false)}>
          {t('left.cancel')}
        </button>
      </div>
    </form>
  );
}

export function LeftMessages({ messages, online, onAnswer, error }: LeftMessagesProps) {
  const { t, i18n } = useTranslation();
  const open = messages.filter((message) => message.answered === undefined).length;
  return (
    <section className="agent-panel" aria-labelledby="left-title">
      <h2 id="left-title">{t('left.title', { total: open })}</h2>
      {messages.length === 0 ? (
        <p className="agent-muted">{t('left.none')}</p>
      ) : (
        <ul className="agent-list">
          {messages.map((message, index) => (
            <li key={message.id || index} className="agent-card">
              <p className="agent-card__meta">
                <strong>{customerName(message.customer, t)}</strong>
                {' · '}
                <time dateTime={isoTime(message.at)}>{formatDateTime(message.at, i18n.language)}</time>
              </p>
              <p className="agent-text">{message.content}</p>
              {message.answered ? (
                <p className="agent-muted">
                  {t('left.answeredBy', {
                    agent: message.answered.by.nickname || t('app.agent', { id: message.answered.by.id }),
                  })}
                  {' · '}
                  <time dateTime={isoTime(message.answered.at)}>
                    {formatDateTime(message.answered.at, i18n.language)}
                  </time>
                  {message.answered.content !== '' && `: ${message.answered.content}`}
                </p>
              ) : (
                message.id !== '' && <ReplyForm message={message} online={online} onAnswer={onAnswer} error={error} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
