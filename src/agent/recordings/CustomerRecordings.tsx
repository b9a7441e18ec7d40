import { useId } from 'react';
import type { RecordingSummary } from '../../protocol/recordings';
import { formatDateTime, isoTime } from '../formatTime';
import { formatLength, screensText, UPLOAD_REASON_TEXT } from './recordingLabels';
import { ReplayButton } from './ReplayButton';
import { useCustomerRecordings } from './RecordingsContext';

/** The customer's session recordings, each with when, how long, where they went and why it reached support. */
export function CustomerRecordings({ customerId }: { customerId: string }) {
  const recordings = useCustomerRecordings(customerId);
  return (
    <>
      <h3>Session recordings ({recordings.length})</h3>
      {recordings.length === 0 ? (
        <p className="agent-muted">No session recorded.</p>
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
  const describedBy = useId();
  return (
    <li className="agent-row agent-recording">
      <span id={describedBy}>
        <time dateTime={isoTime(recording.started_at)}>{formatDateTime(recording.started_at)}</time>,{' '}
        {formatLength(recording.duration_ms)}
      </span>
      <span>{UPLOAD_REASON_TEXT[recording.reason]}</span>
      <span className="agent-muted">{screensText(recording)}</span>
      <ReplayButton recordingId={recording.id} describedBy={describedBy} />
    </li>
  );
}

/** "Replay session" for the customer's newest recording, where one exists (a waiting card, a work order). */
export function LatestReplay({ customerId, describedBy }: { customerId: string; describedBy?: string }) {
  const latest = useCustomerRecordings(customerId)[0];
  return latest ? <ReplayButton recordingId={latest.id} describedBy={describedBy} /> : null;
}
