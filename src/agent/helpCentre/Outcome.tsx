import { useTranslation } from 'react-i18next';
import { type ConsoleText, translated } from '../i18n/consoleText';
import type { Refusal } from './helpCentreApi';
import { helpCentreProblemOf } from './problems';

interface OutcomeProps {
  /** Nothing loaded yet: "Loading…" stands in for the notice. */
  loading: boolean;
  /** What the last write did. */
  notice: ConsoleText | null;
  /** Why the last write was refused; else why the load failed, if it did. */
  problem: ConsoleText | null;
  loadRefusal: Refusal | null;
}

/** What a help-centre screen's load or last write came to, in the console's status and alert lines (hidden while empty). */
export function Outcome({ loading, notice, problem, loadRefusal }: OutcomeProps) {
  const { t } = useTranslation();
  const shownProblem = problem ?? (loadRefusal !== null ? helpCentreProblemOf(loadRefusal) : null);
  return (
    <>
      <p role="status" className="agent-notice">
        {loading ? t('helpCentre.loading') : notice && translated(t, notice)}
      </p>
      <div role="alert" className="agent-alert">
        {shownProblem && translated(t, shownProblem)}
      </div>
    </>
  );
}
