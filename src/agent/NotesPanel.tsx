import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../protocol/codes';
import type { AgentNote, TransferToYou } from './frames';
import { formatDateTime, isoTime } from './formatTime';
import './transfers.css';

const nameOf = (agent: { id: string; nickname: string }, t: TFunction) =>
  agent.nickname || t('app.agent', { id: agent.id });

/** What a transfer's note says happened, before its text. */
function transferLine(note: AgentNote, t: TFunction): string {
  return note.to ? t('notes.transferredTo', { agent: nameOf(note.to, t) }) : t('notes.handedBack');
}

/** "Transferred to you by Ann", with Ann's note: at the top of a chat another agent handed on. */
export function TransferNotice({ transfer }: { transfer: TransferToYou }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="agent-transfer-notice" role="note" aria-label={t('notes.transfer')}>
      <p>
        <strong>{t('notes.toYouBy', { agent: nameOf(transfer.from, t) })}</strong>{' '}
        <time className="agent-muted" dateTime={isoTime(transfer.at)}>
          {formatDateTime(transfer.at, i18n.language)}
        </time>
      </p>
      {transfer.note.trim() === '' ? (
        <p className="agent-muted">{t('notes.noNote')}</p>
      ) : (
        <p className="agent-text">{transfer.note}</p>
      )}
    </div>
  );
}

interface NotesPanelProps {
  notes: readonly AgentNote[];
  agentId: string;
  online: boolean;
  /** Answers whether the note went out; the text is kept when it did not. */
  onAdd: (content: string) => boolean;
}

/** The conversation's private notes (transfers' notes among them) and a box to add one: agents only. */
export function NotesPanel({ notes, agentId, online, onAdd }: NotesPanelProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const tooLong = [...text].length > LIMITS.maxTextChars;
  const canAdd = online && text.trim() !== '' && !tooLong;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canAdd && onAdd(text)) setText('');
  };
  return (
    <section className="agent-panel agent-notes" aria-labelledby="agent-notes-title">
      <h2 id="agent-notes-title">{t('notes.title')}</h2>
      <p className="agent-muted">{t('notes.intro')}</p>
      {notes.length === 0 ? (
        <p className="agent-muted">{t('notes.none')}</p>
      ) : (
        <ol className="agent-list" aria-label={t('notes.list')}>
          {notes.map((note) => (
            <li key={note.id} className="agent-note">
              <p className="agent-message__meta">
                <span className="agent-message__sender">
                  {note.author.id === agentId ? t('conversation.you') : nameOf(note.author, t)}
                </span>{' '}
                <time dateTime={isoTime(note.at)}>{formatDateTime(note.at, i18n.language)}</time>
                {note.kind === 'transfer' && ` · ${transferLine(note, t)}`}
              </p>
              {note.content !== '' && <p className="agent-text">{note.content}</p>}
            </li>
          ))}
        </ol>
      )}
      <form className="agent-composer" onSubmit={submit}>
        <label htmlFor="agent-note">{t('notes.label')}</label>
        <textarea
          id="agent-note"
          rows={2}
          value={text}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {tooLong && <p className="agent-warning">{t('left.tooLong', { max: LIMITS.maxTextChars })}</p>}
        <div className="agent-composer__row">
          <button type="submit" disabled={!canAdd}>
            {t('notes.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
