import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recorder } from './recorder';
import './debugControl.css';

/** Turns a recording into a file download; named by time so several sessions do not overwrite. */
export function downloadRecording(recorder: Recorder): void {
  const recording = recorder.exportRecording();
  const blob = new Blob([JSON.stringify(recording)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `support-recording-${new Date(recording.startedAt).toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The small control a support engineer sees with debug=1 in the link; absent otherwise. An icon with
 * its name as label and tooltip: a square in the corner above the composer, clear of the chat's
 * "Jump to the latest" in every locale.
 */
export function DebugControl({ recorder }: { recorder: Recorder }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <div className="debug-control">
      <button
        type="button"
        className="debug-control__button"
        aria-label={t('debug.downloadRecording')}
        title={t('debug.downloadRecording')}
        onClick={() => {
          downloadRecording(recorder);
          setSaved(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <span role="status" className="visually-hidden">
        {saved ? t('debug.downloaded') : ''}
      </span>
    </div>
  );
}
