import { createSelector } from '@reduxjs/toolkit';
import { isReceptionOpen, type ReceptionState } from './receptionSlice';

interface StateWithReception {
  reception: ReceptionState;
}

export const selectReception = (state: StateWithReception) => state.reception;
export const selectClosedEvaluations = (state: StateWithReception) => state.reception.closedEvaluations;

/** The human stage is on: a human was asked for, the customer waits, or an agent serves. */
export const selectHumanStageOpen = (state: StateWithReception) => isReceptionOpen(state.reception.status);

export const selectEvaluationPrompt = createSelector(
  [(state: StateWithReception) => state.reception.evaluationPromptFor, selectClosedEvaluations],
  (receptionId, closed) => (receptionId ? { receptionId, closed: closed.includes(receptionId) } : null),
);
