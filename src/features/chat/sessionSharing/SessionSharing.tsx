import { useTranslation } from 'react-i18next';
import './sessionSharing.css';

export interface SessionSharingProps {
  /** In the header's actions: the control; under the log: the notice. */
  place: 'menu' | 'notice';
  /** This session is being shared with support: the control is gone. */
  sharing: boolean;
  /** Sharing began on this page: the notice says so (once per tab session; a reload does not say it again). */
  announce: boolean;
  onShare(): void;
}

/**
 * "Send this session to support", quiet in the chat's header, and the one-line notice once the session
 * is shared (a field recording: docs/recording.md). src/app shows it only while a recorder runs.
 */
export function SessionSharing({ place, sharing, announce, onShare }: SessionSharingProps) {
  const { t } = useTranslation();
  if (place === 'notice')
    return announce ? (
      <p className="system-line session-sharing__notice" role="status">
        {t('chat.sessionShared')}
      </p>
    ) : null;
  // An icon with its name as label and tooltip: a text would squeeze the title, which then wraps and moves the log.
  return sharing ? null : (
    <button
      type="button"
      className="session-sharing__send"
      aria-label={t('chat.shareSession')}
      title={t('chat.shareSession')}
      onClick={onShare}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 15V3m0 0L7 8m5-5 5 5M5 13v7h14v-7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
