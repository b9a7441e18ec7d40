import type { PastSession } from '../../src/protocol/customerProfiles';
import type { SessionRow } from '../store/customerProfiles';

/** How many of a customer's latest sessions, work orders and left messages a profile or a context lists. */
export const PROFILE_LIST_LIMIT = 50;

/** A reception as the console labels it: when, where, who served it and the customer's rating. */
export function toPastSession(row: SessionRow): PastSession {
  return {
    reception_id: row.receptionId,
    product: { id: row.productId, name: row.productName },
    phase: row.phase,
    started_at: row.createdAt,
    accepted_at: row.acceptedAt ?? undefined,
    ended_at: row.endedAt ?? undefined,
    agent: row.agentId === null ? undefined : { id: row.agentId, nickname: row.agentName ?? '' },
    rating:
      row.score === null
        ? undefined
        : { score: row.score, comment: row.comment ?? '', problem_finished: row.problemFinished === 1 },
    locale: row.locale,
    time_zone: row.timeZone,
  };
}
