import { sql } from 'kysely';
import { RECEPTION_PHASE } from '../../src/protocol/codes';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

const WAITING = sql.lit(RECEPTION_PHASE.humanRequested);
const SERVING = sql.lit(RECEPTION_PHASE.humanServing);

/** A served reception handed on by its agent (issue 31): to another agent, or back to the queue. */
export function createTransferRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'transfers');
  const handOver = named('handOver', (p: { id: string; from: string; to: string }) =>
    db
      .updateTable('receptions')
      .set({ agent_id: p.to })
      .where('id', '=', p.id)
      .where('agent_id', '=', p.from)
      .where('phase', '=', SERVING),
  );
  const requeue = named('requeue', (p: { id: string; from: string }) =>
    db
      .updateTable('receptions')
      .set({ phase: WAITING, agent_id: null, accepted_at: null })
      .where('id', '=', p.id)
      .where('agent_id', '=', p.from)
      .where('phase', '=', SERVING),
  );
  return {
    /** Served by `from` → served by `to`; false when `from` no longer served it. */
    toAgent: async (receptionId: string, from: string, to: string): Promise<boolean> =>
      (await handOver.run({ id: receptionId, from, to })) === 1,
    /**
     * Served by `from` → waiting again (phase 2) in its place of asking, as if never accepted; false when
     * `from` no longer served it.
     */
    toQueue: async (receptionId: string, from: string): Promise<boolean> =>
      (await requeue.run({ id: receptionId, from })) === 1,
  };
}
