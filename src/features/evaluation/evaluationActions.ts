import { createAction } from '@reduxjs/toolkit';
import { frameIntent } from '../../realtime/frameIntent';

/** The customer ended the session from the end-session popup (seat_reception_end). */
export const sessionEndedByCustomer = createAction('reception/sessionEndedByCustomer', (receptionId: string) => ({
  payload: { receptionId },
  meta: frameIntent('seat_reception_end', { reception_id: receptionId }),
}));

export interface EvaluationAnswers {
  problemFinished: 0 | 1;
  score: number;
  content: string;
}

/** Ended and evaluated at once from the end-session popup (seat_reception_end_and_evaluate). */
export const sessionEndedWithEvaluation = createAction(
  'reception/sessionEndedWithEvaluation',
  (receptionId: string, answers: EvaluationAnswers) => ({
    payload: { receptionId, ...answers },
    meta: frameIntent('seat_reception_end_and_evaluate', {
      reception_id: receptionId,
      score: answers.score,
      content: answers.content,
      problem_finished: answers.problemFinished,
    }),
  }),
);

/** The customer opened the evaluation from a 202 card. */
export const evaluationOpened = createAction<{ receptionId: string }>('reception/evaluationOpened');
/** The customer closed the evaluation popup without submitting (or after the thank-you). */
export const evaluationDismissed = createAction('reception/evaluationDismissed');
