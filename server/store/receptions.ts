import { randomUUID } from 'node:crypto';
import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

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

export interface LeftMessage {
  productId: string;
  customerId: string;
  content: string;
  createdAt: number;
}

/** The customer's support group id in a product (docs/protocol.md, reception decisions). */
export function supportGroupIdOf(productId: string, customerId: string): string {
  return `cg_${productId}_${customerId}`;
}

const GROUP_COLUMNS = 'group_id AS groupId, product_id AS productId, customer_id AS customerId, name';
const RECEPTION_COLUMNS = `id, product_id AS productId, customer_id AS customerId, group_id AS groupId, agent_id AS agentId,
  phase, reason, locale, time_zone AS timeZone, created_at AS createdAt, accepted_at AS acceptedAt, ended_at AS endedAt`;

export function createReceptionRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'receptions');
  const groupById = prepare<[string], SupportGroup>('groupById', `SELECT ${GROUP_COLUMNS} FROM support_groups WHERE group_id = ?`);
  const insertGroup = prepare('insertGroup',
    'INSERT OR IGNORE INTO support_groups (group_id, product_id, customer_id, name, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMember = prepare('insertMember',
    'INSERT OR IGNORE INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)',
  );
  const membersOf = prepare<[string], GroupMember>('membersOf', `
    SELECT m.user_id AS userId, m.role, u.nickname, u.avatar FROM group_members m JOIN users u ON u.id = m.user_id
    WHERE m.group_id = ? ORDER BY m.joined_at, m.user_id`);
  const isMember = prepare<[string, string], { one: number }>('isMember', 'SELECT 1 AS one FROM group_members WHERE group_id = ? AND user_id = ?');

  const receptionById = prepare<[string], ReceptionRow>('receptionById', `SELECT ${RECEPTION_COLUMNS} FROM receptions WHERE id = ?`);
  const latestOfCustomer = prepare<[string, string], ReceptionRow>('latestOfCustomer',
    `SELECT ${RECEPTION_COLUMNS} FROM receptions WHERE product_id = ? AND customer_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  );
  const openOfCustomer = prepare<[string, string], ReceptionRow>('openOfCustomer',
    `SELECT ${RECEPTION_COLUMNS} FROM receptions WHERE product_id = ? AND customer_id = ? AND phase IN (2, 3)
     ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  );
  const waiting = prepare<[], ReceptionRow>('waiting', `SELECT ${RECEPTION_COLUMNS} FROM receptions WHERE phase = 2 ORDER BY created_at, rowid`);
  const servedBy = prepare<[string], ReceptionRow>('servedBy',
    `SELECT ${RECEPTION_COLUMNS} FROM receptions WHERE agent_id = ? AND phase = 3 ORDER BY accepted_at, rowid`,
  );
  const handlingTimes = prepare<[number], { ms: number }>('handlingTimes',
    `SELECT ended_at - accepted_at AS ms FROM receptions WHERE accepted_at IS NOT NULL AND ended_at IS NOT NULL
     ORDER BY ended_at DESC LIMIT ?`,
  );
  const insertReception = prepare('insertReception', `
    INSERT INTO receptions (id, product_id, customer_id, group_id, agent_id, phase, reason, locale, time_zone, created_at)
    VALUES (@id, @productId, @customerId, @groupId, NULL, 2, @reason, @locale, @timeZone, @createdAt)`);
  const accept = prepare<[string, number, string]>('accept',
    'UPDATE receptions SET phase = 3, agent_id = ?, accepted_at = ? WHERE id = ? AND phase = 2',
  );
  const stop = prepare<[number, number, string]>('stop',
    'UPDATE receptions SET phase = ?, ended_at = ? WHERE id = ? AND phase IN (2, 3)',
  );
  const abandon = prepare<[number, string]>('abandon', 'UPDATE receptions SET phase = 6, ended_at = ? WHERE id = ? AND phase = 2');
  const evaluationOf = prepare<[string], EvaluationRow>('evaluationOf',
    'SELECT reception_id AS receptionId, score, content, problem_finished AS problemFinished FROM evaluations WHERE reception_id = ?',
  );
  const insertEvaluation = prepare('insertEvaluation',
    'INSERT OR IGNORE INTO evaluations (reception_id, score, content, problem_finished, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertLeft = prepare('insertLeft', 'INSERT INTO left_messages (product_id, customer_id, content, created_at) VALUES (?, ?, ?, ?)');
  const latestLeft = prepare<[number], LeftMessage>('latestLeft',
    `SELECT product_id AS productId, customer_id AS customerId, content, created_at AS createdAt
     FROM left_messages ORDER BY id DESC LIMIT ?`,
  );

  const ensureGroup = db.transaction((productId: string, customerId: string, aiUserId: string | undefined): SupportGroup => {
    const groupId = supportGroupIdOf(productId, customerId);
    const now = Date.now();
    insertGroup.run(groupId, productId, customerId, 'Customer support', now);
    insertMember.run(groupId, customerId, 'customer', now);
    if (aiUserId) insertMember.run(groupId, aiUserId, 'ai', now);
    return groupById.get(groupId) as SupportGroup;
  });

  return {
    groupById: (groupId: string): SupportGroup | undefined => groupById.get(groupId),
    groupOfCustomer: (productId: string, customerId: string): SupportGroup | undefined =>
      groupById.get(supportGroupIdOf(productId, customerId)),
    /** The customer's support group with the customer and the product's AI as members; idempotent. */
    ensureGroup: (productId: string, customerId: string, aiUserId: string | undefined): SupportGroup =>
      ensureGroup(productId, customerId, aiUserId),
    addMember: (groupId: string, userId: string, role: MemberRole): void => {
      insertMember.run(groupId, userId, role, Date.now());
    },
    members: (groupId: string): GroupMember[] => membersOf.all(groupId),
    isMember: (groupId: string, userId: string): boolean => isMember.get(groupId, userId) !== undefined,

    find: (id: string): ReceptionRow | undefined => receptionById.get(id),
    latestOfCustomer: (productId: string, customerId: string): ReceptionRow | undefined => latestOfCustomer.get(productId, customerId),
    openOfCustomer: (productId: string, customerId: string): ReceptionRow | undefined => openOfCustomer.get(productId, customerId),
    /** Phase 2, oldest first: the queue. */
    waiting: (): ReceptionRow[] => waiting.all(),
    /** The receptions the agent serves (phase 3), the longest served first. */
    servedBy: (agentId: string): ReceptionRow[] => servedBy.all(agentId),
    /** How long agents took from accept to end, in ms, for the latest `limit` receptions that ended. */
    recentHandlingTimes: (limit: number): number[] => handlingTimes.all(limit).map((row) => row.ms),
    create(input: { productId: string; customerId: string; groupId: string; reason: string; locale: string; timeZone: string }): ReceptionRow {
      const id = randomUUID();
      insertReception.run({ ...input, id, createdAt: Date.now() });
      return receptionById.get(id) as ReceptionRow;
    },
    /** Phase 2 → 3; false when the reception was not waiting. */
    accept: (id: string, agentId: string): boolean => accept.run(agentId, Date.now(), id).changes === 1,
    /** Phase 2 or 3 → a stopped phase; false when it was already stopped. */
    stop: (id: string, phase: number): boolean => stop.run(phase, Date.now(), id).changes === 1,
    /** Phase 2 → 6 (the customer left the queue); false when it was no longer waiting. */
    abandon: (id: string): boolean => abandon.run(Date.now(), id).changes === 1,
    evaluationOf: (receptionId: string): EvaluationRow | undefined => evaluationOf.get(receptionId),
    /** False when the reception was evaluated already. */
    evaluate: (evaluation: EvaluationRow): boolean =>
      insertEvaluation.run(evaluation.receptionId, evaluation.score, evaluation.content, evaluation.problemFinished, Date.now()).changes === 1,
    leaveMessage(productId: string, customerId: string, content: string): void {
      insertLeft.run(productId, customerId, content, Date.now());
    },
    /** Newest first. */
    latestLeftMessages: (limit: number): LeftMessage[] => latestLeft.all(limit),
  };
}
