import { Suspense } from 'react';
import { lazyChunk } from '../../lib/loadChunk';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { withMoreTranslations } from '../../lib/i18n/setupI18n';
import type { ConnectionState } from '../../realtime/connectionSlice';
import { connectionNoticeOf } from './connectionNotice';

// Rare: loads, with its texts, when another window first takes the chat (the chat's first download stays small).
const OccupiedNotice = lazyChunk(() => withMoreTranslations(() => import('./OccupiedNotice')));

/** The connection's state on every screen (connectionNotice.ts), over the top of what follows so that it never moves it. */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const notice = connectionNoticeOf(useSelector((state: { connection: ConnectionState }) => state.connection));
  return (
    <div className="connection-notice" role="status" aria-live="polite">
      {notice === 'occupied' ? (
        <Suspense fallback={null}>
          <OccupiedNotice />
        </Suspense>
      ) : (
        notice && (
          <p
            className={`connection-notice__text${notice === 'connection.connecting' ? '' : ' connection-notice__text--warning'}`}
          >
            {t(notice)}
          </p>
        )
      )}
    </div>
  );
}
