import { int, literal, object, str, type Infer } from './validate';

/** "Did this help?" under an AI answer with sources (docs/protocol.md, "Answer feedback"); loads with the source card. */
export const ASSISTANT_REST = {
  answerFeedback: '/api/v1/ai/feedback',
} as const;

/** The body of answerFeedback: which AI answer (its conversation and seq), and the vote. */
export const answerFeedbackSchema = object({ conversation_id: str, seq: int, helpful: literal(0, 1) });
export type AnswerFeedback = Infer<typeof answerFeedbackSchema>;
