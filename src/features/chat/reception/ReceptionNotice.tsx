import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../lib/store/hooks';
import { messageLeftForAgents } from './receptionActions';
import { selectReception } from './receptionSelectors';
import './reception.css';

/** The estimate is measured, so any number of seconds: whole minutes, or under one. */
function waitText(t: TFunction, seconds: number): string {
  return seconds < 60 ? t('reception.waitUnderMinute') : t('reception.wait', { count: Math.round(seconds / 60) });
}

/** A 304's position and wait; position 0 means an agent is about to accept (docs/protocol.md, "Signals"). */
function QueueLine({ position, waitSeconds }: { position: number | null; waitSeconds: number | null }) {
  const { t } = useTranslation();
  if (position === 0) return <p>{t('reception.requested')}</p>;
  return (
    <p>
      {t('reception.queued', { position: position ?? '?' })}
      {waitSeconds !== null && <> {waitText(t, waitSeconds)}</>}
    </p>
  );
}

/** The handover's state as the customer sees it: connecting, no agent online (leave a message), queue, ended. */
export default function ReceptionNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const reception = useSelector(selectReception);
  const [writing, setWriting] = useState(false);
  const [draft, setDraft] = useState('');

  const leave = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    dispatch(messageLeftForAgents(draft.trim()));
    setDraft('');
    setWriting(false);
  };

  return (
    <section className="reception" aria-live="polite" aria-label={t('reception.title')}>
      {reception.status === 'requested' && <p>{t('reception.requested')}</p>}
      {reception.status === 'queued' && (
        <QueueLine position={reception.queuePosition} waitSeconds={reception.estimatedWaitSeconds} />
      )}
      {reception.status === 'stopped' && <p>{t('reception.stopped')}</p>}
      {reception.status === 'noAgent' && (
        <>
          <p>{t('reception.noAgent')}</p>
          {reception.messageLeft && <p role="status">{t('reception.messageLeft')}</p>}
          {!reception.messageLeft && !writing && (
            <button type="button" className="button button--primary" onClick={() => setWriting(true)}>
              {t('reception.leaveMessage')}
            </button>
          )}
          {writing && (
            // Takes the composer's place while open (reception.css): one text box on screen, never two.
            <form className="reception__form" onSubmit={leave}>
              <label htmlFor="leave-message">{t('reception.leaveMessageLabel')}</label>
              {/* The button that opened the form is gone: the focus moves on to where the customer writes. */}
              <textarea
                id="leave-message"
                className="composer__input"
                rows={3}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                autoFocus
              />
              <div className="reception__actions">
                <button type="button" className="button" onClick={() => setWriting(false)}>
                  {t('common.cancel')}
                </button>
                <button type="submit" className="button button--primary" disabled={!draft.trim()}>
                  {t('reception.sendMessage')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
