import { CHAT_TYPE, type ChatType } from '../../src/protocol/codes';
import { conversationIdOf } from '../../src/protocol/conversationId';
import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

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

const COLUMNS = `conversation_id AS conversationId, chat_type AS chatType, product_id AS productId,
  member_a AS memberA, member_b AS memberB, group_id AS groupId, max_seq AS maxSeq`;

export function isMember(conversation: ConversationRow, userId: string): boolean {
  return conversation.memberA === userId || conversation.memberB === userId;
}

/** The other member of a single chat as seen by `userId`. */
export function oppositeOf(conversation: ConversationRow, userId: string): string {
  return (conversation.memberA === userId ? conversation.memberB : conversation.memberA) ?? '';
}

export function createConversationRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'conversations');
  const byId = prepare<[string], ConversationRow>('byId', `SELECT ${COLUMNS} FROM conversations WHERE conversation_id = ?`);
  const insertSingle = prepare('insertSingle', `
    INSERT OR IGNORE INTO conversations
      (conversation_id, chat_type, product_id, member_a, member_b, group_id, max_seq, created_at, updated_at)
    VALUES (@conversationId, ${CHAT_TYPE.single}, @productId, @memberA, @memberB, '', 0, @now, @now)`);
  const insertGroup = prepare('insertGroup', `
    INSERT OR IGNORE INTO conversations
      (conversation_id, chat_type, product_id, member_a, member_b, group_id, max_seq, created_at, updated_at)
    VALUES (@conversationId, ${CHAT_TYPE.group}, @productId, @customerId, NULL, @groupId, 0, @now, @now)`);
  const ofUser = prepare<[{ productId: string; userId: string; limit: number }], ConversationRow>('ofUser',
    `SELECT ${COLUMNS} FROM conversations
     WHERE product_id = @productId AND (member_a = @userId OR member_b = @userId)
     ORDER BY updated_at DESC, conversation_id LIMIT @limit`,
  );
  const pageOfUser = prepare<[{ productId: string; userId: string; limit: number; offset: number }], ConversationRow>('pageOfUser',
    `SELECT ${COLUMNS} FROM conversations
     WHERE product_id = @productId AND (member_a = @userId OR member_b = @userId)
     ORDER BY updated_at DESC, conversation_id LIMIT @limit OFFSET @offset`,
  );
  const countOfUser = prepare<[{ productId: string; userId: string }], { total: number }>('countOfUser',
    'SELECT COUNT(*) AS total FROM conversations WHERE product_id = @productId AND (member_a = @userId OR member_b = @userId)',
  );
  const minSeq = prepare<[string], { minSeq: number | null }>('minSeq',
    'SELECT MIN(seq) AS minSeq FROM messages WHERE conversation_id = ?',
  );

  return {
    find: (conversationId: string): ConversationRow | undefined => byId.get(conversationId),

    /** The single chat between two users, created on first use. */
    ensureSingle(productId: string, userId: string, otherId: string): ConversationRow {
      const conversationId = conversationIdOf(CHAT_TYPE.single, userId, otherId);
      const [memberA, memberB] = [userId, otherId].sort();
      insertSingle.run({ conversationId, productId, memberA, memberB, now: Date.now() });
      return byId.get(conversationId) as ConversationRow;
    },

    /**
     * The conversation of a customer's support group, created on first use. The customer is member_a,
     * so the usual access check and the inbox see it; agents reach it through the agent socket only.
     */
    ensureGroup(productId: string, customerId: string, groupId: string): ConversationRow {
      const conversationId = conversationIdOf(CHAT_TYPE.group, customerId, groupId);
      insertGroup.run({ conversationId, productId, customerId, groupId, now: Date.now() });
      return byId.get(conversationId) as ConversationRow;
    },

    /** The user's conversations in a product, latest activity first. */
    ofUser: (productId: string, userId: string, limit: number): ConversationRow[] => ofUser.all({ productId, userId, limit }),

    /** A page of the user's conversations in a product (conversation/recent-list), and how many there are. */
    pageOfUser(productId: string, userId: string, limit: number, offset: number): { rows: ConversationRow[]; total: number } {
      return { rows: pageOfUser.all({ productId, userId, limit, offset }), total: countOfUser.get({ productId, userId })?.total ?? 0 };
    },

    seqRange(conversation: ConversationRow): SeqRange {
      if (conversation.maxSeq === 0) return { maxSeq: 0, minSeq: 0 };
      return { maxSeq: conversation.maxSeq, minSeq: minSeq.get(conversation.conversationId)?.minSeq ?? 0 };
    },
  };
}
