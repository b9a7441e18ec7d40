import type { ReceptionState } from '../../src/features/chat/reception/receptionSlice';
import { initialEvaluationState, type EvaluationState } from '../../src/features/evaluation/evaluationSlice';

/**
 * The handover as the customer meets it, in one object: the chat's human stage (`reception`) and the
 * evaluation feature's popups (`evaluation`, absent until the chat screen loads it).
 */
export function handover(state: { reception: ReceptionState; evaluation?: EvaluationState }) {
  const evaluation = state.evaluation ?? initialEvaluationState;
  return {
    ...state.reception,
    evaluationPromptFor: evaluation.promptFor,
    closedEvaluations: evaluation.closed,
    endRequest: evaluation.endRequest,
  };
}
