import { useState, type DragEvent } from 'react';
import { loadRecordingFile, type LoadResult } from './loadRecording';
import { ReplayViewer } from './ReplayViewer';

/** The session-replay viewer: pick or drop a recording (docs/recording.md), then scrub through it. */
export function ReplayApp() {
  const [result, setResult] = useState<LoadResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [generation, setGeneration] = useState(0);

  const open = async (file: File | undefined) => {
    if (!file) return;
    setLoading(true);
    const loaded = await loadRecordingFile(file);
    setLoading(false);
    setResult(loaded);
    setGeneration((value) => value + 1);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void open(event.dataTransfer.files[0]);
  };

  return (
    <>
      <header className="replay-header">
        <h1>Session replay</h1>
        <p className="replay-muted">
          Support tool: replays a recording from the client (opened with debug=1) through the real reducers and chat
          screen. Nothing is sent anywhere.
        </p>
      </header>
      <main className="replay-main">
        <section className="replay-panel replay-panel--wide" aria-labelledby="open-title">
          <h2 id="open-title">Open a recording</h2>
          <div
            className={`replay-drop${dragging ? ' replay-drop--active' : ''}`}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'copy';
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <label htmlFor="recording-file">Recording file (.json)</label>
            <input
              id="recording-file"
              type="file"
              accept="application/json,.json"
              aria-describedby="drop-hint"
              onChange={(event) => {
                void open(event.currentTarget.files?.[0]);
                event.currentTarget.value = '';
              }}
            />
            <p id="drop-hint" className="replay-muted">
              …or drop the file anywhere in this box.
            </p>
          </div>
          <div aria-live="polite">{loading && <p>Reading the recording…</p>}</div>
          {result && !result.ok && (
            <div className="replay-error" role="alert">
              <p className="replay-error__message">{result.message}</p>
              <p className="replay-error__detail">Details: {result.detail}</p>
            </div>
          )}
        </section>
        {result?.ok && <ReplayViewer key={generation} recording={result.recording} fileName={result.fileName} />}
      </main>
    </>
  );
}
