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
