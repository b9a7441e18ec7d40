import type { Recording } from '../recorder/recordingFormat';
import { formatTime } from './entrySummary';

interface RecordingMetaProps {
  recording: Recording;
  actionCount: number;
  localeTag: string;
}

/** When, how long, whose locale and client; what the recorder or the upload lost. */
export function RecordingMeta({ recording, actionCount, localeTag }: RecordingMetaProps) {
  const { entries, meta } = recording;
  const missing = meta.missingChunks ?? [];
  return (
    <>
      <dl className="replay-meta">
        <div>
          <dt>Started</dt>
          <dd>{new Date(recording.startedAt).toISOString()}</dd>
        </div>
        <div>
          <dt>Length</dt>
          <dd>
            {entries.length.toLocaleString('en-US')} entries ({actionCount.toLocaleString('en-US')} actions),{' '}
            {formatTime(entries[entries.length - 1]?.t ?? 0)}
          </dd>
        </div>
        <div>
          <dt>Locale</dt>
          <dd>
            {meta.locale} ({localeTag})
          </dd>
        </div>
        <div>
          <dt>App key</dt>
          <dd>{meta.appKey || '—'}</dd>
        </div>
        <div>
          <dt>Client</dt>
          <dd>{recording.clientVersion || '—'}</dd>
        </div>
      </dl>
      {meta.droppedEntries > 0 && (
        <p className="replay-note">
          The recorder’s buffer was full: the oldest {meta.droppedEntries.toLocaleString('en-US')} entries were dropped,
          so this replay starts later than the session did.
        </p>
      )}
      {missing.length > 0 && (
        <p className="replay-note">
          Some uploads never arrived (page/chunk: {missing.join(', ')}): the entries they held are missing, and the
          replayed state may differ from what the customer had after them.
        </p>
      )}
    </>
  );
}
