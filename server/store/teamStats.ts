import { sql } from 'kysely';
import { CONTENT_TYPE, RECEPTION_PHASE } from '../../src/protocol/codes';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

/** A rating of 4 or 5 (of 5) counts as satisfied: CSAT is the share of those among the ratings. */
export const SATISFIED_SCORE = 4;

/**
 * What one time bucket's receptions add up to, as the database sums them: every figure is attributed to
 * the bucket in which the customer asked for a person (the reception's created_at). Times in ms.
 */
export interface BucketSums {
  /** The bucket's index from the range's start: 0 for [from, from + width). */
  bucket: number;
  sessions: number;
  /** Accepted by an agent. */
  answered: number;
  /** Ended (customer gone, or stopped) before any agent accepted. */
  abandoned: number;
  /** Of the answered: from asking to an agent's accept. */
  waitSum: number;
  /** Of those an agent wrote to (text or image): from asking to the first such message. */
  firstResponseSum: number;
  firstResponseCount: number;
  /** Of the answered that ended: from accept to end. */
  handlingSum: number;
  handlingCount: number;
  ratings: number;
  scoreSum: number;
  /** Ratings of SATISFIED_SCORE or more. */
  satisfied: number;
}

/** A chat in progress: who serves it, in which product. */
export interface ServedReception {
  agentId: string | null;
  productId: string;
}

/** pg reads SUM(BIGINT) as a numeric string, COUNT as a number (server/db/postgres.ts); SQLite gives numbers. */
type Summed = number | string | null;

const numberOf = (value: Summed): number => Number(value ?? 0);

/** The figures of the supervisor's view (server/supervision/), on both engines: portable SQL, integer buckets. */
export function createTeamStatsRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'teamStats');

  const buckets = named('buckets', (p: { companyId: string; from: number; widthMs: number; until: number }) =>
    db
      .selectFrom('receptions as r')
      .leftJoin('evaluations as e', 'e.reception_id', 'r.id')
      .where('r.product_id', 'in', db.selectFrom('products').select('id').where('company_id', '=', p.companyId))
      .where('r.created_at', '>=', p.from)
      .where('r.created_at', '<', p.until)
      .select((eb) => {
        // The first text or image in the reception from anyone but its customer: an agent's (after a
        // transfer, whichever agent wrote first). System lines and the evaluation card are not replies.
        const firstReply = eb
          .selectFrom('messages as m')
          .select((inner) => inner.fn.min('m.send_time').as('sentAt'))
          .where('m.reception_id', '=', eb.ref('r.id'))
          .where('m.sender_id', '<>', eb.ref('r.customer_id'))
          .where('m.content_type', 'in', [sql.lit(CONTENT_TYPE.text), sql.lit(CONTENT_TYPE.image)]);
        const firstResponse = sql`(${firstReply}) - r.created_at`;
        return [
          // Whole buckets from the range's start. CAST: better-sqlite3 may bind the numbers as REAL.
          sql<number>`CAST((r.created_at - ${p.from}) / ${p.widthMs} AS BIGINT)`.as('bucket'),
          eb.fn.countAll<number>().as('sessions'),
          eb.fn.count<number>('r.accepted_at').as('answered'),
          sql<number>`COUNT(CASE WHEN r.accepted_at IS NULL AND r.ended_at IS NOT NULL THEN 1 END)`.as('abandoned'),
          sql<Summed>`SUM(r.accepted_at - r.created_at)`.as('waitSum'),
          sql<Summed>`SUM(${firstResponse})`.as('firstResponseSum'),
          sql<number>`COUNT(${firstResponse})`.as('firstResponseCount'),
          sql<Summed>`SUM(r.ended_at - r.accepted_at)`.as('handlingSum'),
          sql<number>`COUNT(r.ended_at - r.accepted_at)`.as('handlingCount'),
          eb.fn.count<number>('e.score').as('ratings'),
          sql<Summed>`SUM(e.score)`.as('scoreSum'),
          sql<number>`COUNT(CASE WHEN e.score >= ${sql.lit(SATISFIED_SCORE)} THEN 1 END)`.as('satisfied'),
        ];
      })
      .groupBy(sql.ref('bucket')),
  );
  const serving = named('serving', () =>
    db
      .selectFrom('receptions')
      .select(['agent_id as agentId', 'product_id as productId'])
      .where('phase', '=', sql.lit(RECEPTION_PHASE.humanServing)),
  );

  return {
    /**
     * The company's receptions asked for in [from, until), summed per bucket of `widthMs`; buckets without
     * a reception are absent.
     */
    async buckets(range: { companyId: string; from: number; widthMs: number; until: number }): Promise<BucketSums[]> {
      const rows = await buckets.all(range);
      return rows.map((row) => ({
        bucket: Number(row.bucket),
        sessions: Number(row.sessions),
        answered: Number(row.answered),
        abandoned: Number(row.abandoned),
        waitSum: numberOf(row.waitSum),
        firstResponseSum: numberOf(row.firstResponseSum),
        firstResponseCount: Number(row.firstResponseCount),
        handlingSum: numberOf(row.handlingSum),
        handlingCount: Number(row.handlingCount),
        ratings: Number(row.ratings),
        scoreSum: numberOf(row.scoreSum),
        satisfied: Number(row.satisfied),
      }));
    },
    /** Every chat in progress (phase 3), in every company: few, bounded by the agents' capacity. */
    serving: (): Promise<ServedReception[]> => serving.all({}),
  };
}
