import type { RecordingEntry } from '../recorder/recordingFormat';
import { shortJson } from './entrySummary';
import { DiffView, StateView } from './StatePanel';
import type { ReplayStep } from './useReplayStep';

const ENTRY_LIMIT = 4_000;

function entryDetail(entry: RecordingEntry): string {
  if (entry.kind === 'frameIn' || entry.kind === 'frameOut') {
    try {
      return shortJson({ ...entry, raw: JSON.parse(entry.raw) as unknown }, ENTRY_LIMIT, 2);
    } catch {
      return shortJson(entry, ENTRY_LIMIT, 2);
    }
  }
  return shortJson(entry, ENTRY_LIMIT, 2);
}

/** "This step": the entry, what it changed (or why it could not be replayed), the state. */
export function StepDetails({ step }: { step: ReplayStep }) {
  const { entry, failure } = step;
  return (
    <>
      <h3>Entry</h3>
      {entry ? (
        <pre className="replay-json replay-json--entry">{entryDetail(entry)}</pre>
      ) : (
        <p className="replay-muted">The initial state, before the first entry.</p>
      )}
      <h3>Changes from the previous step</h3>
      {failure && (
        <p className="replay-note" role="status">
          The reducers could not replay this action ({failure}): the state stays as it was before it.
        </p>
      )}
      {entry?.kind === 'page' && (
        <p className="replay-muted">The customer’s page loaded again: the state starts over from the page’s own.</p>
      )}
      {entry ? (
        <DiffView changes={step.changes} isAction={entry.kind === 'action' || entry.kind === 'page'} />
      ) : (
        <p className="replay-muted">Nothing before the start.</p>
      )}
      <h3>State</h3>
      <StateView state={step.state} />
    </>
  );
}
