import { useState } from 'react';
import type { Recording } from '../recorder/recordingFormat';
import { recordingForTest, replayTestCommand, testFileName } from './testExport';

interface ExportAsTestProps {
  recording: Recording;
  selected: number;
  /** The replayed state at the selected step: the test's expected final state. */
  state: unknown;
}

function save(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves the recording up to the selected step as a replay test, and says how to run it. */
export function ExportAsTest({ recording, selected, state }: ExportAsTestProps) {
  const [saved, setSaved] = useState<string | null>(null);
  const onExport = () => {
    const fileName = testFileName(recording, selected);
    save(JSON.stringify(recordingForTest(recording, selected, state)), fileName);
    setSaved(fileName);
  };
  return (
    <div className="replay-export">
      <button type="button" className="replay-button" onClick={onExport}>
        Export as test (up to this step)
      </button>
      <p role="status" className="replay-muted">
        {saved && (
          <>
            Saved {saved}. Run it: <code>{replayTestCommand(saved)}</code>, or put it in{' '}
            <code>__tests__/replay/recordings/</code> to run with <code>npm test</code>.
          </>
        )}
      </p>
    </div>
  );
}
