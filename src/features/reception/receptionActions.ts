import { createAction } from '@reduxjs/toolkit';
import { frameIntent } from '../../realtime/frameIntent';

/** Spec §4: the reception phase comes from the status poll (also asked once on every open). */
export const receptionStatusPolled = createAction('reception/statusPolled', (receptionId: string | null) => ({
  payload: { receptionId },
  meta: frameIntent('seat_reception_status', receptionId ? { reception_id: receptionId } : {}),
}));

/** The AI handed over again after an earlier reception stopped: a new one (seat_reception_new). */
export const receptionRenewed = createAction('reception/renewed', (conversationId: string) => ({
  payload: { conversationId },
  meta: frameIntent('seat_reception_new', { conversation_id: conversationId }),
}));

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
export const sessionEndedWithEvaluation = createAction('reception/sessionEndedWithEvaluation', (receptionId: string, answers: EvaluationAnswers) => ({
  payload: { receptionId, ...answers },
  meta: frameIntent('seat_reception_end_and_evaluate', {
    reception_id: receptionId,
    score: answers.score,
    content: answers.content,
    problem_finished: answers.problemFinished,
  }),
}));

/** The customer opened the evaluation from a 202 card. */
export const evaluationOpened = createAction<{ receptionId: string }>('reception/evaluationOpened');
/** The customer closed the evaluation popup without submitting (or after the thank-you). */
export const evaluationDismissed = createAction('reception/evaluationDismissed');
