import { arrayOf, id, int, literal, object, optional, type Infer } from './validate';

/** A customer's ratings, read when an evaluation card shows (docs/protocol.md, "GET reception/evaluations"). */
export const EVALUATION_REST = {
  customerEvaluations: '/api/v1/reception/evaluations',
} as const;

export interface RatedSession {
  reception_id: string;
  score: number;
  problem_finished: 0 | 1;
}

/** As the sandbox sends it. */
export interface CustomerEvaluationsData {
  /** The customer's latest stopped reception: the only one that can still be rated, if it is not yet. */
  latest_reception_id: string | null;
  evaluations: RatedSession[];
}

/** As the client reads it: a `null` latest reads as absent. */
export const customerEvaluationsSchema = object({
  latest_reception_id: optional(id),
  evaluations: arrayOf(object({ reception_id: id, score: int, problem_finished: literal(0, 1) })),
});
export type CustomerEvaluations = Infer<typeof customerEvaluationsSchema>;
