import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordingSummary } from '../../protocol/recordings';
import { formatDateTime, isoTime } from '../formatTime';
import { formatLength, screensText, UPLOAD_REASON_KEYS } from './recordingLabels';
import { ReplayButton } from './ReplayButton';
import { useCustomerRecordings } from './RecordingsContext';

/** The customer's session recordings, each with when, how long, where they went and why it reached support. */
export function CustomerRecordings({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const recordings = useCustomerRecordings(customerId);
  return (
    <>
      <h3>{t('recordings.title', { total: recordings.length })}</h3>
      {recordings.length === 0 ? (
        <p className="agent-muted">{t('recordings.none')}</p>
      ) : (
        <ul className="agent-list">
          {recordings.map((recording) => (
            <RecordingItem key={recording.id} recording={recording} />
          ))}
        </ul>
      )}
    </>
  );
}

function RecordingItem({ recording }: { recording: RecordingSummary }) {
  const { t, i18n } = useTranslation();
  const describedBy = useId();
  return (
    <li className="agent-row agent-recording">
      <span id={describedBy}>
        <time dateTime={isoTime(recording.started_at)}>{formatDateTime(recording.started_at, i18n.language)}</time>,{' '}
        {formatLength(recording.duration_ms, t)}
      </span>
      <span>{t(UPLOAD_REASON_KEYS[recording.reason])}</span>
      <span className="agent-muted">{screensText(recording, t)}</span>
      <ReplayButton recordingId={recording.id} describedBy={describedBy} />
    </li>
  );
}

/** "Replay session" for the customer's newest recording, where one exists (a waiting card, a work order). */
export function LatestReplay({ customerId, describedBy }: { customerId: string; describedBy?: string }) {
  const latest = useCustomerRecordings(customerId)[0];
  return latest ? <ReplayButton recordingId={latest.id} describedBy={describedBy} /> : null;
}
