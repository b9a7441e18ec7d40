import { CHAT_TYPE, type ChatType } from '../../src/protocol/codes';
import { conversationIdOf } from '../../src/protocol/conversationId';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

export interface ConversationRow {
  conversationId: string;
  chatType: ChatType;
  productId: string;
  memberA: string | null;
  memberB: string | null;
  groupId: string;
  maxSeq: number;
}

export interface SeqRange {
  maxSeq: number;
  minSeq: number;
}

const COLUMNS = [
  'conversation_id as conversationId',
  'chat_type as chatType',
  'product_id as productId',
  'member_a as memberA',
  'member_b as memberB',
  'group_id as groupId',
  'max_seq as maxSeq',
] as const;

export function isMember(conversation: ConversationRow, userId: string): boolean {
  return conversation.memberA === userId || conversation.memberB === userId;
}

/** The other member of a single chat as seen by `userId`. */
export function oppositeOf(conversation: ConversationRow, userId: string): string {
  return (conversation.memberA === userId ? conversation.memberB : conversation.memberA) ?? '';
}

export function createConversationRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'conversations');
  const byId = named('byId', (p: { conversationId: string }) =>
    db
      .selectFrom('conversations')
      .select(COLUMNS)
      .where('conversation_id', '=', p.conversationId)
      .$castTo<ConversationRow>(),
  );
  const insertSingle = named(
    'insertSingle',
    (p: { conversationId: string; productId: string; memberA: string; memberB: string; now: number }) =>
      db
        .insertInto('conversations')
        .values({
          conversation_id: p.conversationId,
          chat_type: CHAT_TYPE.single,
          product_id: p.productId,
          member_a: p.memberA,
          member_b: p.memberB,
          group_id: '',
          max_seq: 0,
          created_at: p.now,
          updated_at: p.now,
        })
        .onConflict((conflict) => conflict.doNothing()),
  );
  const insertGroup = named(
    'insertGroup',
    (p: { conversationId: string; productId: string; customerId: string; groupId: string; now: number }) =>
      db
        .insertInto('conversations')
        .values({
          conversation_id: p.conversationId,
          chat_type: CHAT_TYPE.group,
          product_id: p.productId,
          member_a: p.customerId,
          member_b: null,
          group_id: p.groupId,
          max_seq: 0,
          created_at: p.now,
          updated_at: p.now,
        })
        .onConflict((conflict) => conflict.doNothing()),
  );
  const ofUserQuery = (p: { productId: string; userId: string; limit: number }) =>
    db
      .selectFrom('conversations')
      .select(COLUMNS)
      .where('product_id', '=', p.productId)
      .where((eb) => eb.or([eb('member_a', '=', p.userId), eb('member_b', '=', p.userId)]))
      .orderBy('updated_at', 'desc')
      .orderBy('conversation_id')
      .limit(p.limit)
      .$castTo<ConversationRow>();
  const ofUser = named('ofUser', ofUserQuery);
  const pageOfUser = named('pageOfUser', (p: { productId: string; userId: string; limit: number; offset: number }) =>
    ofUserQuery(p).offset(p.offset),
  );
  const countOfUser = named('countOfUser', (p: { productId: string; userId: string }) =>
    db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('product_id', '=', p.productId)
      .where((eb) => eb.or([eb('member_a', '=', p.userId), eb('member_b', '=', p.userId)])),
  );
  const minSeq = named('minSeq', (p: { conversationId: string }) =>
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.min<number | null>('seq').as('minSeq'))
      .where('conversation_id', '=', p.conversationId),
  );

  return {
    find: (conversationId: string): Promise<ConversationRow | undefined> => byId.first({ conversationId }),

    /** The single chat between two users, created on first use. */
    async ensureSingle(productId: string, userId: string, otherId: string): Promise<ConversationRow> {
      const conversationId = conversationIdOf(CHAT_TYPE.single, userId, otherId);
      const [memberA, memberB] = [userId, otherId].sort();
      await insertSingle.run({ conversationId, productId, memberA, memberB, now: Date.now() });
      return (await byId.first({ conversationId })) as ConversationRow;
    },

    /**
     * The conversation of a customer's support group, created on first use. The customer is member_a,
     * so the usual access check and the inbox see it; agents reach it through the agent socket only.
     */
    async ensureGroup(productId: string, customerId: string, groupId: string): Promise<ConversationRow> {
      const conversationId = conversationIdOf(CHAT_TYPE.group, customerId, groupId);
      await insertGroup.run({ conversationId, productId, customerId, groupId, now: Date.now() });
      return (await byId.first({ conversationId })) as ConversationRow;
    },

    /** The user's conversations in a product, latest activity first. */
    ofUser: (productId: string, userId: string, limit: number): Promise<ConversationRow[]> =>
      ofUser.all({ productId, userId, limit }),

    /** A page of the user's conversations in a product (conversation/recent-list), and how many there are. */
    async pageOfUser(
      productId: string,
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: ConversationRow[]; total: number }> {
      const rows = await pageOfUser.all({ productId, userId, limit, offset });
      const total = (await countOfUser.first({ productId, userId }))?.total ?? 0;
      return { rows, total };
    },

    async seqRange(conversation: ConversationRow): Promise<SeqRange> {
      if (conversation.maxSeq === 0) return { maxSeq: 0, minSeq: 0 };
      return {
        maxSeq: conversation.maxSeq,
        minSeq: (await minSeq.first({ conversationId: conversation.conversationId }))?.minSeq ?? 0,
      };
    },
  };
}
