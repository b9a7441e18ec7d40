import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import { inTransaction, jsonArrayValues, queriesOf } from './namedQueries';

export type UserKind = 'customer' | 'ai' | 'agent';

export interface User {
  id: string;
  username: string;
  passwordHash: string | null;
  nickname: string;
  avatar: string;
  kind: UserKind;
  /** The product an AI user or agent serves; null for customers. */
  productId: string | null;
}

/** What an agent may do besides serving chats. */
export interface AgentRoles {
  /** The help centre's editor (users.can_edit_faq). */
  canEditFaq: boolean;
  /** Reads the company's figures (users.is_supervisor). */
  supervisor: boolean;
}

/** An agent as the supervisor's live figures count them. */
export interface AgentOnRoster {
  id: string;
  companyId: string | null;
  maxChats: number;
}

const COLUMNS = [
  'id',
  'username',
  'password_hash as passwordHash',
  'nickname',
  'avatar',
  'kind',
  'product_id as productId',
] as const;

/** Customers created at run time (signed links) get ids from here up, clear of the seeded ranges. */
const FIRST_CREATED_CUSTOMER_ID = 100001;

export function createUserRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'users');
  const users = () => db.selectFrom('users').select(COLUMNS);
  const byId = named('byId', (p: { id: string }) => users().where('id', '=', p.id));
  const byIds = named('byIds', (p: { idsJson: string }) =>
    users().where('id', 'in', jsonArrayValues<string>(database, p.idsJson, 'text')),
  );
  const byUsername = named('byUsername', (p: { username: string }) => users().where('username', '=', p.username));
  const aiOfProduct = named('aiOfProduct', (p: { productId: string }) =>
    users().where('product_id', '=', p.productId).where('kind', '=', sql.lit('ai')).orderBy('id').limit(1),
  );
  const maxChats = named('maxChats', (p: { agentId: string }) =>
    db
      .selectFrom('users')
      .select('max_chats as maxChats')
      .where('id', '=', p.agentId)
      .where('kind', '=', sql.lit('agent')),
  );
  const roles = named('roles', (p: { agentId: string }) =>
    db
      .selectFrom('users')
      .select(['can_edit_faq as canEditFaq', 'is_supervisor as supervisor'])
      .where('id', '=', p.agentId)
      .where('kind', '=', sql.lit('agent')),
  );
  const rolesOf = async (agentId: string): Promise<AgentRoles> => {
    const row = await roles.first({ agentId });
    return { canEditFaq: row?.canEditFaq === 1, supervisor: row?.supervisor === 1 };
  };
  const agentsByIds = named('agentsByIds', (p: { idsJson: string }) =>
    db
      .selectFrom('users')
      .select(['id', 'company_id as companyId', 'max_chats as maxChats'])
      .where('id', 'in', jsonArrayValues<string>(database, p.idsJson, 'text'))
      .where('kind', '=', sql.lit('agent')),
  );
  const companyOf = named('companyOf', (p: { agentId: string }) =>
    db
      .selectFrom('users')
      .select('company_id as companyId')
      .where('id', '=', p.agentId)
      .where('kind', '=', sql.lit('agent')),
  );
  const setPasswordHash = named('setPasswordHash', (p: { id: string; previous: string; hash: string }) =>
    db
      .updateTable('users')
      .set({ password_hash: p.hash })
      .where('id', '=', p.id)
      .where('password_hash', '=', p.previous),
  );
  const setMaxChats = named('setMaxChats', (p: { limit: number }) =>
    db.updateTable('users').set({ max_chats: p.limit }).where('kind', '=', sql.lit('agent')),
  );
  // The same expression as users_by_customer_number's, which each engine's migrations define
  // (NUMERIC on PostgreSQL, whose INTEGER cast fails on a 20-digit id), and 'customer' a literal: both
  // are what lets the planner use that partial index.
  const customerNumber = sql<number>`CAST(id AS ${sql.raw(database.engine === 'sqlite' ? 'INTEGER' : 'NUMERIC')})`;
  const maxCustomerId = named('maxCustomerId', () =>
    db
      .selectFrom('users')
      .select((eb) => eb.fn.max<number | string | null>(customerNumber).as('maxId'))
      .where('kind', '=', sql.lit('customer')),
  );
  const insert = named('insert', (p: { id: string; username: string; nickname: string; createdAt: number }) =>
    db.insertInto('users').values({
      id: p.id,
      username: p.username,
      password_hash: null,
      nickname: p.nickname,
      avatar: '',
      kind: 'customer',
      product_id: null,
      created_at: p.createdAt,
    }),
  );

  return {
    /** The users with these ids, in the order asked; unknown ids are left out. */
    async findByIds(ids: readonly string[]): Promise<User[]> {
      if (ids.length === 0) return [];
      const found = new Map(
        (await byIds.all({ idsJson: JSON.stringify([...new Set(ids)]) })).map((user) => [user.id, user]),
      );
      return ids.flatMap((id) => found.get(id) ?? []);
    },
    findById: (id: string): Promise<User | undefined> => byId.first({ id }),
    findByUsername: (username: string): Promise<User | undefined> => byUsername.first({ username }),
    aiOfProduct: (productId: string): Promise<User | undefined> => aiOfProduct.first({ productId }),
    /** How many chats the agent may serve at once (0 for a user who is no agent). */
    maxChatsOf: async (agentId: string): Promise<number> => (await maxChats.first({ agentId }))?.maxChats ?? 0,
    /** Whether the agent may edit the help centre (false for a user who is no agent). */
    canEditFaq: async (agentId: string): Promise<boolean> => (await rolesOf(agentId)).canEditFaq,
    /** The agent's roles (none for a user who is no agent). */
    rolesOf,
    /** The agents among these ids, with their company and capacity; customers and unknown ids are left out. */
    agentsByIds: (ids: readonly string[]): Promise<AgentOnRoster[]> =>
      ids.length === 0 ? Promise.resolve([]) : agentsByIds.all({ idsJson: JSON.stringify([...new Set(ids)]) }),
    /** The company an agent works for (undefined for a user who is no agent, or an agent of none). */
    companyOf: async (agentId: string): Promise<string | undefined> =>
      (await companyOf.first({ agentId }))?.companyId ?? undefined,
    /** A rehashed password (server/sessions/passwordCheck.ts), unless it changed since it was read. */
    async replacePasswordHash(id: string, previous: string, hash: string): Promise<void> {
      await setPasswordHash.run({ id, previous, hash });
    },
    /** The same capacity for every agent (the sandbox's AGENT_MAX_CHATS). */
    async setEveryAgentsMaxChats(limit: number): Promise<void> {
      await setMaxChats.run({ limit });
    },
    /**
     * A customer vouched for by a signed link; has no password. Rejects on a taken id or username (also
     * when another node creates a customer with the next free id at the same moment).
     */
    createCustomer: (input: { id?: string; username: string; nickname: string }): Promise<User> =>
      inTransaction(database, async (trx) => {
        const highest = Number((await maxCustomerId.first({}, trx))?.maxId ?? 0);
        const id = input.id ?? String(Math.max(highest + 1, FIRST_CREATED_CUSTOMER_ID));
        await insert.run({ id, username: input.username, nickname: input.nickname, createdAt: Date.now() }, trx);
        return (await byId.first({ id }, trx)) as User;
      }),
  };
}
