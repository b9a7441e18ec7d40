import { createSelector } from '@reduxjs/toolkit';
import { initialEvaluationState, type EvaluationState } from './evaluationSlice';

/** Injected with the chat screen (src/app): a recorded state from before then has no evaluation yet. */
interface StateWithEvaluation {
  evaluation?: EvaluationState;
}

const selectEvaluation = (state: StateWithEvaluation) => state.evaluation ?? initialEvaluationState;

export const selectClosedEvaluations = (state: StateWithEvaluation) => selectEvaluation(state).closed;
export const selectSubmittedEvaluations = (state: StateWithEvaluation) => selectEvaluation(state).submitted;
export const selectEndRequest = (state: StateWithEvaluation) => selectEvaluation(state).endRequest;

export const selectEvaluationPrompt = createSelector(
  [(state: StateWithEvaluation) => selectEvaluation(state).promptFor, selectClosedEvaluations],
  (receptionId, closed) => (receptionId ? { receptionId, closed: closed.includes(receptionId) } : null),
);

/** What a 202 card shows: its score once rated, closed when greyed or superseded, else open to rating. */
export type CardState = { kind: 'rated'; score?: number } | { kind: 'closed' } | { kind: 'open' };

/**
 * Only the customer's latest ended session can be rated (the server refuses the others): the latest
 * seen live since the page opened, else the one the server named. Until the server has answered, an
 * unrated card stays open, as it was before the answer could say otherwise.
 */
export const selectCardState = (state: StateWithEvaluation, receptionId: string): CardState => {
  const evaluation = selectEvaluation(state);
  if (evaluation.submitted.includes(receptionId)) return { kind: 'rated', score: evaluation.scores?.[receptionId] };
  const latest = evaluation.latestLive ?? evaluation.latestFetched;
  if (evaluation.closed.includes(receptionId) || (latest !== undefined && latest !== receptionId))
    return { kind: 'closed' };
  return { kind: 'open' };
};
