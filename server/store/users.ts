import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

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

const COLUMNS = 'id, username, password_hash AS passwordHash, nickname, avatar, kind, product_id AS productId';

/** Customers created at run time (signed links) get ids from here up, clear of the seeded ranges. */
const FIRST_CREATED_CUSTOMER_ID = 100001;

export function createUserRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'users');
  const byId = prepare<[string], User>('byId', `SELECT ${COLUMNS} FROM users WHERE id = ?`);
  const byUsername = prepare<[string], User>('byUsername', `SELECT ${COLUMNS} FROM users WHERE username = ?`);
  const aiOfProduct = prepare<[string], User>('aiOfProduct',
    `SELECT ${COLUMNS} FROM users WHERE product_id = ? AND kind = 'ai' ORDER BY id LIMIT 1`,
  );
  const maxChats = prepare<[string], { maxChats: number }>('maxChats', "SELECT max_chats AS maxChats FROM users WHERE id = ? AND kind = 'agent'");
  const setMaxChats = prepare<[number]>('setMaxChats', "UPDATE users SET max_chats = ? WHERE kind = 'agent'");
  const maxCustomerId = prepare<[], { maxId: number | null }>('maxCustomerId',
    `SELECT MAX(CAST(id AS INTEGER)) AS maxId FROM users WHERE kind = 'customer'`,
  );
  const insert = prepare('insert', `
    INSERT INTO users (id, username, password_hash, nickname, avatar, kind, product_id, created_at)
    VALUES (@id, @username, NULL, @nickname, '', 'customer', NULL, @createdAt)`);

  const createCustomer = db.transaction((input: { id?: string; username: string; nickname: string }): User => {
    const id = input.id ?? String(Math.max((maxCustomerId.get()?.maxId ?? 0) + 1, FIRST_CREATED_CUSTOMER_ID));
    insert.run({ id, username: input.username, nickname: input.nickname, createdAt: Date.now() });
    return byId.get(id) as User;
  });

  return {
    /** The users with these ids, in the order asked; unknown ids are left out. */
    findByIds: (ids: readonly string[]): User[] => ids.map((id) => byId.get(id)).filter((user): user is User => user !== undefined),
    findById: (id: string): User | undefined => byId.get(id),
    findByUsername: (username: string): User | undefined => byUsername.get(username),
    aiOfProduct: (productId: string): User | undefined => aiOfProduct.get(productId),
    /** How many chats the agent may serve at once (0 for a user who is no agent). */
    maxChatsOf: (agentId: string): number => maxChats.get(agentId)?.maxChats ?? 0,
    /** The same capacity for every agent (the sandbox's AGENT_MAX_CHATS). */
    setEveryAgentsMaxChats: (limit: number): void => {
      setMaxChats.run(limit);
    },
    /** A customer vouched for by a signed link; has no password. Throws on a taken id or username. */
    createCustomer: (input: { id?: string; username: string; nickname: string }): User => createCustomer(input),
  };
}
