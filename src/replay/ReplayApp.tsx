import { useEffect, useState } from 'react';
import { loadFieldRecording, recordingIdOf } from './fieldRecording';
import { loadRecordingFile, type LoadResult } from './loadRecording';
import { LoadProblem } from './LoadProblem';
import { RecordingPicker } from './RecordingPicker';
import { ReplayViewer } from './ReplayViewer';

/** A recording being read, and what came of it; each new one gets a fresh viewer (`generation`). */
function useLoadedRecording() {
  const [result, setResult] = useState<LoadResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [generation, setGeneration] = useState(0);
  const load = async (reading: Promise<LoadResult>) => {
    setLoading(true);
    const loaded = await reading;
    setLoading(false);
    setResult(loaded);
    setGeneration((value) => value + 1);
  };
  return { result, loading, generation, load };
}

/**
 * The session-replay viewer (docs/recording.md): a field recording named by the address
 * (`?recording=<id>`, read with the agent console's session), or a picked or dropped file; then scrub.
 */
export function ReplayApp({ search = window.location.search }: { search?: string }) {
  const fieldId = recordingIdOf(search);
  const { result, loading, generation, load } = useLoadedRecording();

  useEffect(() => {
    if (fieldId !== null) void load(loadFieldRecording(fieldId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the page opened with.
  }, []);

  return (
    <>
      <header className="replay-header">
        <h1>Session replay</h1>
        <p className="replay-muted">
          Support tool: replays a customer’s session through the real reducers and screens. Nothing is sent to the
          customer or anywhere else.
        </p>
      </header>
      <main className="replay-main">
        <section className="replay-panel replay-panel--wide" aria-labelledby="open-title">
          <h2 id="open-title">{fieldId === null ? 'Open a recording' : 'Field recording'}</h2>
          {fieldId === null && <RecordingPicker onFile={(file) => file && void load(loadRecordingFile(file))} />}
          <div aria-live="polite">{loading && <p>Reading the recording…</p>}</div>
          {result && !result.ok && <LoadProblem result={result} />}
        </section>
        {result?.ok && <ReplayViewer key={generation} recording={result.recording} name={result.fileName} />}
      </main>
    </>
  );
}
