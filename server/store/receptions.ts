import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { RECEPTION_PHASE } from '../../src/protocol/codes';
import type { SandboxDatabase } from '../db/open';
import { inTransaction, queriesOf } from './namedQueries';

export type MemberRole = 'customer' | 'agent' | 'ai';

export interface SupportGroup {
  groupId: string;
  productId: string;
  customerId: string;
  name: string;
}

export interface GroupMember {
  userId: string;
  role: MemberRole;
  nickname: string;
  avatar: string;
}

export interface ReceptionRow {
  id: string;
  productId: string;
  customerId: string;
  groupId: string;
  agentId: string | null;
  phase: number;
  reason: string;
  /** The customer's locale and time zone when they asked for a human ('' when unknown). */
  locale: string;
  timeZone: string;
  createdAt: number;
  acceptedAt: number | null;
  endedAt: number | null;
}

export interface EvaluationRow {
  receptionId: string;
  score: number;
  content: string;
  problemFinished: 0 | 1;
}

interface NewReception {
  productId: string;
  customerId: string;
  groupId: string;
  reason: string;
  locale: string;
  timeZone: string;
}

/** The customer's support group id in a product (docs/protocol.md, reception decisions). */
export function supportGroupIdOf(productId: string, customerId: string): string {
  return `cg_${productId}_${customerId}`;
}

const GROUP_COLUMNS = ['group_id as groupId', 'product_id as productId', 'customer_id as customerId', 'name'] as const;
const RECEPTION_COLUMNS = [
  'id',
  'product_id as productId',
  'customer_id as customerId',
  'group_id as groupId',
  'agent_id as agentId',
  'phase',
  'reason',
  'locale',
  'time_zone as timeZone',
  'created_at as createdAt',
  'accepted_at as acceptedAt',
  'ended_at as endedAt',
] as const;

const WAITING = sql.lit(RECEPTION_PHASE.humanRequested);
const SERVING = sql.lit(RECEPTION_PHASE.humanServing);

export function createReceptionRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'receptions');
  // Receptions made in the same millisecond keep the order they were made in: SQLite's rowid,
  // PostgreSQL's insertion_order (server/db/postgresMigrations.ts).
  const madeOrder = sql.raw(database.engine === 'sqlite' ? 'receptions.rowid' : 'receptions.insertion_order');
  const receptions = () => db.selectFrom('receptions').select(RECEPTION_COLUMNS);

  const groupById = named('groupById', (p: { groupId: string }) =>
    db.selectFrom('support_groups').select(GROUP_COLUMNS).where('group_id', '=', p.groupId),
  );
  const insertGroup = named(
    'insertGroup',
    (p: { groupId: string; productId: string; customerId: string; name: string; now: number }) =>
      db
        .insertInto('support_groups')
        .values({
          group_id: p.groupId,
          product_id: p.productId,
          customer_id: p.customerId,
          name: p.name,
          created_at: p.now,
        })
        .onConflict((conflict) => conflict.doNothing()),
  );
  const insertMember = named('insertMember', (p: { groupId: string; userId: string; role: MemberRole; now: number }) =>
    db
      .insertInto('group_members')
      .values({ group_id: p.groupId, user_id: p.userId, role: p.role, joined_at: p.now })
      .onConflict((conflict) => conflict.doNothing()),
  );
  const membersOf = named('membersOf', (p: { groupId: string }) =>
    db
      .selectFrom('group_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.user_id as userId', 'm.role', 'u.nickname', 'u.avatar'])
      .where('m.group_id', '=', p.groupId)
      .orderBy('m.joined_at')
      .orderBy('m.user_id'),
  );
  const isMember = named('isMember', (p: { groupId: string; userId: string }) =>
    db
      .selectFrom('group_members')
      .select(sql.lit(1).as('one'))
      .where('group_id', '=', p.groupId)
      .where('user_id', '=', p.userId),
  );

  const receptionById = named('receptionById', (p: { id: string }) => receptions().where('id', '=', p.id));
  const latestOfCustomer = named('latestOfCustomer', (p: { productId: string; customerId: string }) =>
    receptions()
      .where('product_id', '=', p.productId)
      .where('customer_id', '=', p.customerId)
      .orderBy('created_at', 'desc')
      .orderBy(madeOrder, 'desc')
      .limit(1),
  );
  const openOfCustomer = named('openOfCustomer', (p: { productId: string; customerId: string }) =>
    receptions()
      .where('product_id', '=', p.productId)
      .where('customer_id', '=', p.customerId)
      .where('phase', 'in', [WAITING, SERVING])
      .orderBy('created_at', 'desc')
      .orderBy(madeOrder, 'desc')
      .limit(1),
  );
  const waiting = named('waiting', () =>
    receptions().where('phase', '=', WAITING).orderBy('created_at').orderBy(madeOrder),
  );
  const servedBy = named('servedBy', (p: { agentId: string }) =>
    receptions()
      .where('agent_id', '=', p.agentId)
      .where('phase', '=', SERVING)
      .orderBy('accepted_at')
      .orderBy(madeOrder),
  );
  const handlingTimes = named('handlingTimes', (p: { limit: number }) =>
    db
      .selectFrom('receptions')
      .select((eb) => eb('ended_at', '-', eb.ref('accepted_at')).$castTo<number>().as('ms'))
      .where('accepted_at', 'is not', null)
      .where('ended_at', 'is not', null)
      .orderBy('ended_at', 'desc')
      .limit(p.limit),
  );
  const insertReception = named('insertReception', (p: NewReception & { id: string; createdAt: number }) =>
    db.insertInto('receptions').values({
      id: p.id,
      product_id: p.productId,
      customer_id: p.customerId,
      group_id: p.groupId,
      agent_id: null,
      phase: WAITING,
      reason: p.reason,
      locale: p.locale,
      time_zone: p.timeZone,
      created_at: p.createdAt,
    }),
  );
  const accept = named('accept', (p: { agentId: string; now: number; id: string }) =>
    db
      .updateTable('receptions')
      .set({ phase: SERVING, agent_id: p.agentId, accepted_at: p.now })
      .where('id', '=', p.id)
      .where('phase', '=', WAITING),
  );
  const stop = named('stop', (p: { phase: number; now: number; id: string }) =>
    db
      .updateTable('receptions')
      .set({ phase: p.phase, ended_at: p.now })
      .where('id', '=', p.id)
      .where('phase', 'in', [WAITING, SERVING]),
  );
  const abandon = named('abandon', (p: { now: number; id: string }) =>
    db
      .updateTable('receptions')
      .set({ phase: sql.lit(RECEPTION_PHASE.stoppedByTimeout), ended_at: p.now })
      .where('id', '=', p.id)
      .where('phase', '=', WAITING),
  );
  const evaluationOf = named('evaluationOf', (p: { receptionId: string }) =>
    db
      .selectFrom('evaluations')
      .select(['reception_id as receptionId', 'score', 'content', 'problem_finished as problemFinished'])
      .where('reception_id', '=', p.receptionId),
  );
  const insertEvaluation = named('insertEvaluation', (p: EvaluationRow & { now: number }) =>
    db
      .insertInto('evaluations')
      .values({
        reception_id: p.receptionId,
        score: p.score,
        content: p.content,
        problem_finished: p.problemFinished,
        created_at: p.now,
      })
      .onConflict((conflict) => conflict.doNothing()),
  );

  return {
    groupById: (groupId: string): Promise<SupportGroup | undefined> => groupById.first({ groupId }),
    groupOfCustomer: (productId: string, customerId: string): Promise<SupportGroup | undefined> =>
      groupById.first({ groupId: supportGroupIdOf(productId, customerId) }),
    /** The customer's support group with the customer and the product's AI as members; idempotent. */
    ensureGroup: (productId: string, customerId: string, aiUserId: string | undefined): Promise<SupportGroup> =>
      inTransaction(database, async (trx) => {
        const groupId = supportGroupIdOf(productId, customerId);
        const now = Date.now();
        await insertGroup.run({ groupId, productId, customerId, name: 'Customer support', now }, trx);
        await insertMember.run({ groupId, userId: customerId, role: 'customer', now }, trx);
        if (aiUserId) await insertMember.run({ groupId, userId: aiUserId, role: 'ai', now }, trx);
        return (await groupById.first({ groupId }, trx)) as SupportGroup;
      }),
    async addMember(groupId: string, userId: string, role: MemberRole): Promise<void> {
      await insertMember.run({ groupId, userId, role, now: Date.now() });
    },
    members: (groupId: string): Promise<GroupMember[]> => membersOf.all({ groupId }),
    isMember: async (groupId: string, userId: string): Promise<boolean> =>
      (await isMember.first({ groupId, userId })) !== undefined,

    find: (id: string): Promise<ReceptionRow | undefined> => receptionById.first({ id }),
    latestOfCustomer: (productId: string, customerId: string): Promise<ReceptionRow | undefined> =>
      latestOfCustomer.first({ productId, customerId }),
    openOfCustomer: (productId: string, customerId: string): Promise<ReceptionRow | undefined> =>
      openOfCustomer.first({ productId, customerId }),
    /** Phase 2, oldest first: the queue. */
    waiting: (): Promise<ReceptionRow[]> => waiting.all({}),
    /** The receptions the agent serves (phase 3), the longest served first. */
    servedBy: (agentId: string): Promise<ReceptionRow[]> => servedBy.all({ agentId }),
    /** How long agents took from accept to end, in ms, for the latest `limit` receptions that ended. */
    recentHandlingTimes: async (limit: number): Promise<number[]> =>
      (await handlingTimes.all({ limit })).map((row) => row.ms),
    async create(input: NewReception): Promise<ReceptionRow> {
      const id = randomUUID();
      await insertReception.run({ ...input, id, createdAt: Date.now() });
      return (await receptionById.first({ id })) as ReceptionRow;
    },
    /** Phase 2 → 3; false when the reception was not waiting. */
    accept: async (id: string, agentId: string): Promise<boolean> =>
      (await accept.run({ agentId, now: Date.now(), id })) === 1,
    /** Phase 2 or 3 → a stopped phase; false when it was already stopped. */
    stop: async (id: string, phase: number): Promise<boolean> => (await stop.run({ phase, now: Date.now(), id })) === 1,
    /** Phase 2 → 6 (the customer left the queue); false when it was no longer waiting. */
    abandon: async (id: string): Promise<boolean> => (await abandon.run({ now: Date.now(), id })) === 1,
    evaluationOf: (receptionId: string): Promise<EvaluationRow | undefined> => evaluationOf.first({ receptionId }),
    /** False when the reception was evaluated already. */
    evaluate: async (evaluation: EvaluationRow): Promise<boolean> =>
      (await insertEvaluation.run({ ...evaluation, now: Date.now() })) === 1,
  };
}
