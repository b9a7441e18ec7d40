import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

/** A customer's reception, newest first, with its evaluation when it has one. */
export interface RatedReception {
  receptionId: string;
  phase: number;
  score: number | null;
  problemFinished: number | null;
}

/** What a customer's evaluation cards show after a reload, on any device (issue 29). */
export function createEvaluationRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'evaluations');
  const madeOrder = sql.raw(database.engine === 'sqlite' ? 'receptions.rowid' : 'receptions.insertion_order');
  const recentOfCustomer = named('recentOfCustomer', (p: { productId: string; customerId: string; limit: number }) =>
    db
      .selectFrom('receptions')
      .leftJoin('evaluations', 'evaluations.reception_id', 'receptions.id')
      .select([
        'receptions.id as receptionId',
        'receptions.phase',
        'evaluations.score',
        'evaluations.problem_finished as problemFinished',
      ])
      .where('receptions.product_id', '=', p.productId)
      .where('receptions.customer_id', '=', p.customerId)
      .orderBy('receptions.created_at', 'desc')
      .orderBy(madeOrder, 'desc')
      .limit(p.limit),
  );
  return {
    /** The customer's latest receptions in the product, newest first. */
    recentOfCustomer: (productId: string, customerId: string, limit: number): Promise<RatedReception[]> =>
      recentOfCustomer.all({ productId, customerId, limit }),
  };
}
