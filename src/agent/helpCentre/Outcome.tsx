import type { Refusal } from './helpCentreApi';
import { helpCentreProblemOf } from './problems';

interface OutcomeProps {
  /** Nothing loaded yet: "Loading…" stands in for the notice. */
  loading: boolean;
  /** What the last write did. */
  notice: string;
  /** Why the last write was refused; else why the load failed, if it did. */
  problem: string;
  loadRefusal: Refusal | null;
}

/** What a help-centre screen's load or last write came to, in the console's status and alert lines (hidden while empty). */
export function Outcome({ loading, notice, problem, loadRefusal }: OutcomeProps) {
  return (
    <>
      <p role="status" className="agent-notice">
        {loading ? 'Loading…' : notice}
      </p>
      <div role="alert" className="agent-alert">
        {problem || (loadRefusal !== null && helpCentreProblemOf(loadRefusal))}
      </div>
    </>
  );
}
