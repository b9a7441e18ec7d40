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

/** The small control a support engineer sees with debug=1 in the link; absent otherwise. */
export function DebugControl({ recorder }: { recorder: Recorder }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <div className="debug-control">
      <button
        type="button"
        className="debug-control__button"
        onClick={() => {
          downloadRecording(recorder);
          setSaved(true);
        }}
      >
        {t('debug.downloadRecording')}
      </button>
      <span role="status" className="visually-hidden">
        {saved ? t('debug.downloaded') : ''}
      </span>
    </div>
  );
}
