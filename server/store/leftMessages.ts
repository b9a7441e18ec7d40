import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

/** A message a customer left while no agent was online (seat_reception_leave_msg), and its answer once given. */
export interface LeftMessage {
  id: string;
  productId: string;
  customerId: string;
  content: string;
  createdAt: number;
  /** The agent who answered it, when, and with what; all null while nobody has. */
  answeredBy: string | null;
  answeredAt: number | null;
  answer: string;
}

/** A left message with the company of its product, which decides who may answer it. */
export type LeftMessageOfCompany = LeftMessage & { companyId: string };

const COLUMNS = [
  'left_messages.id',
  'left_messages.product_id as productId',
  'left_messages.customer_id as customerId',
  'left_messages.content',
  'left_messages.created_at as createdAt',
  'left_messages.answered_by as answeredBy',
  'left_messages.answered_at as answeredAt',
  'left_messages.answer',
] as const;

type LeftMessageRow = Omit<LeftMessage, 'id'> & { id: number | string };

const withStringId = <Row extends LeftMessageRow>(row: Row) => ({ ...row, id: String(row.id) });

export function createLeftMessageRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'leftMessages');
  const leftMessages = () => db.selectFrom('left_messages').select(COLUMNS);

  const insert = named('insert', (p: { productId: string; customerId: string; content: string; createdAt: number }) =>
    db
      .insertInto('left_messages')
      .values({ product_id: p.productId, customer_id: p.customerId, content: p.content, created_at: p.createdAt }),
  );
  const byId = named('byId', (p: { id: number }) =>
    db
      .selectFrom('left_messages')
      .innerJoin('products', 'products.id', 'left_messages.product_id')
      .select([...COLUMNS, 'products.company_id as companyId'])
      .where('left_messages.id', '=', p.id),
  );
  /** The company's left messages: those of its products. */
  const ofCompany = (companyId: string) =>
    leftMessages()
      .innerJoin('products', 'products.id', 'left_messages.product_id')
      .where('products.company_id', '=', companyId);
  const unanswered = named('unanswered', (p: { companyId: string; limit: number }) =>
    ofCompany(p.companyId).where('answered_at', 'is', null).orderBy('left_messages.id', 'desc').limit(p.limit),
  );
  const recentlyAnswered = named('recentlyAnswered', (p: { companyId: string; limit: number }) =>
    ofCompany(p.companyId).where('answered_at', 'is not', null).orderBy('answered_at', 'desc').limit(p.limit),
  );
  const claim = named('claim', (p: { id: number; agentId: string; answer: string; now: number }) =>
    db
      .updateTable('left_messages')
      .set({ answered_by: p.agentId, answered_at: p.now, answer: p.answer })
      .where('id', '=', p.id)
      .where('answered_at', 'is', null),
  );
  const release = named('release', (p: { id: number; agentId: string }) =>
    db
      .updateTable('left_messages')
      .set({ answered_by: null, answered_at: null, answer: '' })
      .where('id', '=', p.id)
      .where('answered_by', '=', p.agentId),
  );

  /** Left message ids are integers; anything else names none. */
  const numericId = (id: string): number | undefined => (/^\d{1,15}$/.test(id) ? Number(id) : undefined);

  return {
    async leave(productId: string, customerId: string, content: string): Promise<void> {
      await insert.run({ productId, customerId, content, createdAt: Date.now() });
    },
    async find(id: string): Promise<LeftMessageOfCompany | undefined> {
      const key = numericId(id);
      const row = key === undefined ? undefined : await byId.first({ id: key });
      return row && withStringId(row);
    },
    /** The company's not answered yet, newest first. */
    unanswered: async (companyId: string, limit: number): Promise<LeftMessage[]> =>
      (await unanswered.all({ companyId, limit })).map(withStringId),
    /** The company's answered, the latest answer first. */
    recentlyAnswered: async (companyId: string, limit: number): Promise<LeftMessage[]> =>
      (await recentlyAnswered.all({ companyId, limit })).map(withStringId),
    /** Marks it answered by the agent, unless someone answered it first (false). */
    claim: async (id: string, agentId: string, answer: string): Promise<boolean> =>
      (await claim.run({ id: Number(id), agentId, answer, now: Date.now() })) === 1,
    /** Undoes the agent's claim when their answer could not be stored. */
    async release(id: string, agentId: string): Promise<void> {
      await release.run({ id: Number(id), agentId });
    },
  };
}
