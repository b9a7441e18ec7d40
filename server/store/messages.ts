import { randomUUID } from 'node:crypto';
import type { ChatType } from '../../src/protocol/codes';
import type { WireMessage } from '../../src/protocol/entities';
import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import { inTransaction, queriesOf, type Executor } from './namedQueries';
import type { createOwedAnswerRepo, OwedAnswer } from './owedAnswers';

export interface StoredMessage {
  conversationId: string;
  seq: number;
  clientMsgId: string;
  serverMsgId: string;
  senderId: string;
  receiverId: string;
  groupId: string;
  chatType: ChatType;
  contentType: number;
  content: string;
  senderPlatformId: number;
  receptionId: string | null;
  sendTime: number;
}

export type NewMessage = Omit<
  StoredMessage,
  'seq' | 'serverMsgId' | 'sendTime' | 'senderPlatformId' | 'receptionId'
> & {
  receptionId?: string | null;
};

/** A stored message's columns as StoredMessage names them (unqualified: also right with the table aliased). */
export const MESSAGE_COLUMNS = [
  'conversation_id as conversationId',
  'seq',
  'client_msg_id as clientMsgId',
  'server_msg_id as serverMsgId',
  'sender_id as senderId',
  'receiver_id as receiverId',
  'group_id as groupId',
  'chat_type as chatType',
  'content_type as contentType',
  'content',
  'sender_platform_id as senderPlatformId',
  'reception_id as receptionId',
  'send_time as sendTime',
] as const;

export function toWireMessage(message: StoredMessage): WireMessage {
  return {
    client_msg_id: message.clientMsgId,
    server_msg_id: message.serverMsgId,
    seq: message.seq,
    sender_id: message.senderId,
    receiver_id: message.receiverId,
    group_id: message.groupId,
    chat_type: message.chatType,
    content_type: message.contentType,
    content: message.content,
    sender_platform_id: message.senderPlatformId,
    ...(message.receptionId ? { reception_id: message.receptionId } : {}),
    send_time: message.sendTime,
  };
}

/** What storing did: `created` is false when the message was already there (an idempotent repeat). */
export interface StoreResult {
  message: StoredMessage;
  created: boolean;
}

export interface HistoryPage {
  /** Ascending by seq. */
  messages: StoredMessage[];
  hasMore: boolean;
}

type Row = StoredMessage & { inReplyTo: string | null };

export function createMessageRepo(database: SandboxDatabase, owedAnswers: ReturnType<typeof createOwedAnswerRepo>) {
  const { db } = database;
  const named = queriesOf(database, 'messages');
  const messages = () => db.selectFrom('messages').select(MESSAGE_COLUMNS).$castTo<StoredMessage>();
  const byClientMsgId = named('byClientMsgId', (p: { conversationId: string; senderId: string; clientMsgId: string }) =>
    messages()
      .where('conversation_id', '=', p.conversationId)
      .where('sender_id', '=', p.senderId)
      .where('client_msg_id', '=', p.clientMsgId),
  );
  // Driven by the sender's messages with this client_msg_id (messages_by_sender_client_id: a handful
  // at most), each one's conversation then read by its key. It used to start from the product's
  // conversations (conversation_id IN (SELECT … WHERE product_id = ?)): every send_msg scanned them all.
  const bySenderInProduct = named(
    'bySenderInProduct',
    (p: { senderId: string; clientMsgId: string; productId: string }) =>
      db
        .selectFrom('messages as m')
        .select(MESSAGE_COLUMNS)
        .where('m.sender_id', '=', p.senderId)
        .where('m.client_msg_id', '=', p.clientMsgId)
        .where((eb) =>
          eb(
            eb
              .selectFrom('conversations as c')
              .select('c.product_id')
              .whereRef('c.conversation_id', '=', 'm.conversation_id'),
            '=',
            p.productId,
          ),
        )
        .orderBy('m.send_time')
        .orderBy('m.conversation_id')
        .limit(1)
        .$castTo<StoredMessage>(),
  );
  const answerOf = named('answerOf', (p: { questionServerMsgId: string }) =>
    messages().where('in_reply_to', '=', p.questionServerMsgId),
  );
  const atSeq = named('atSeq', (p: { conversationId: string; seq: number }) =>
    messages().where('conversation_id', '=', p.conversationId).where('seq', '=', p.seq),
  );
  const inSeqRange = named('inSeqRange', (p: { conversationId: string; fromSeq: number; toSeq: number }) =>
    messages()
      .where('conversation_id', '=', p.conversationId)
      .where((eb) => eb.between('seq', p.fromSeq, p.toSeq))
      .orderBy('seq'),
  );
  const newestBelow = named('newestBelow', (p: { conversationId: string; beforeSeq: number; limit: number }) =>
    messages()
      .where('conversation_id', '=', p.conversationId)
      .where('seq', '<', p.beforeSeq)
      .orderBy('seq', 'desc')
      .limit(p.limit),
  );
  // PostgreSQL: holds the conversation's row until the transaction ends, so the idempotency check below
  // sees every message committed before it. SQLite runs one transaction at a time anyway.
  const lockConversation = named('lockConversation', (p: { conversationId: string }) => {
    const row = db
      .selectFrom('conversations')
      .select('max_seq as maxSeq')
      .where('conversation_id', '=', p.conversationId);
    return database.engine === 'postgres' ? row.forUpdate() : row;
  });
  const nextSeq = named('nextSeq', (p: { now: number; conversationId: string }) =>
    db
      .updateTable('conversations')
      .set((eb) => ({ max_seq: eb('max_seq', '+', sql.lit(1)), updated_at: p.now }))
      .where('conversation_id', '=', p.conversationId)
      .returning('max_seq as maxSeq'),
  );
  const insert = named('insert', (p: Row) =>
    db.insertInto('messages').values({
      conversation_id: p.conversationId,
      seq: p.seq,
      client_msg_id: p.clientMsgId,
      server_msg_id: p.serverMsgId,
      sender_id: p.senderId,
      receiver_id: p.receiverId,
      group_id: p.groupId,
      chat_type: p.chatType,
      content_type: p.contentType,
      content: p.content,
      sender_platform_id: p.senderPlatformId,
      reception_id: p.receptionId,
      send_time: p.sendTime,
      in_reply_to: p.inReplyTo,
    }),
  );

  /** Takes the next seq and inserts the row; callers run it inside a transaction. */
  async function insertNext(trx: Executor, draft: NewMessage, inReplyTo: string | null): Promise<StoredMessage> {
    const sendTime = Date.now();
    const bumped = await nextSeq.first({ now: sendTime, conversationId: draft.conversationId }, trx);
    if (!bumped) throw new Error(`conversation ${draft.conversationId} does not exist`);
    const message: StoredMessage = {
      conversationId: draft.conversationId,
      seq: bumped.maxSeq,
      clientMsgId: draft.clientMsgId,
      serverMsgId: randomUUID(),
      senderId: draft.senderId,
      receiverId: draft.receiverId,
      groupId: draft.groupId,
      chatType: draft.chatType,
      contentType: draft.contentType,
      content: draft.content,
      senderPlatformId: 1,
      receptionId: draft.receptionId ?? null,
      sendTime,
    };
    await insert.run({ ...message, inReplyTo }, trx);
    return message;
  }

  /**
   * Stores the draft unless `earlier` finds it stored already. One transaction: the seq counter and the
   * row move together, so seqs have no gaps (docs/database.md), and the check and the insert cannot be
   * split by a crash or, on PostgreSQL, by another node storing the same message at the same time.
   */
  function storeUnlessStored(
    draft: NewMessage,
    inReplyTo: string | null,
    earlier: (trx: Executor) => Promise<StoredMessage | undefined>,
    alsoWhenStored: (trx: Executor, message: StoredMessage, created: boolean) => Promise<unknown>,
  ): Promise<StoreResult> {
    return inTransaction(database, async (trx) => {
      await lockConversation.first({ conversationId: draft.conversationId }, trx);
      const stored = await earlier(trx);
      const result = stored
        ? { message: stored, created: false }
        : { message: await insertNext(trx, draft, inReplyTo), created: true };
      await alsoWhenStored(trx, result.message, result.created);
      return result;
    });
  }

  return {
    /** The sender's message with this client_msg_id in any conversation of the product (the first one). */
    findSentInProduct: (productId: string, senderId: string, clientMsgId: string): Promise<StoredMessage | undefined> =>
      bySenderInProduct.first({ senderId, clientMsgId, productId }),
    /** The stored answer to a question, by the question's server_msg_id. */
    answerOf: (questionServerMsgId: string): Promise<StoredMessage | undefined> =>
      answerOf.first({ questionServerMsgId }),
    atSeq: (conversationId: string, seq: number): Promise<StoredMessage | undefined> =>
      atSeq.first({ conversationId, seq }),
    /** Ascending by seq. */
    inSeqRange: (conversationId: string, fromSeq: number, toSeq: number): Promise<StoredMessage[]> =>
      inSeqRange.all({ conversationId, fromSeq, toSeq }),
    /** The `pageSize` messages with the highest seqs below `beforeSeq` (all when undefined), ascending. */
    async pageBefore(conversationId: string, beforeSeq: number | undefined, pageSize: number): Promise<HistoryPage> {
      const rows = await newestBelow.all({
        conversationId,
        beforeSeq: beforeSeq ?? Number.MAX_SAFE_INTEGER,
        limit: pageSize + 1,
      });
      const hasMore = rows.length > pageSize;
      return { messages: rows.slice(0, pageSize).reverse(), hasMore };
    },
    append: (draft: NewMessage): Promise<StoredMessage> =>
      inTransaction(database, (trx) => insertNext(trx, draft, null)),
    /**
     * Stores the message unless its sender already stored this client_msg_id in the conversation. `owed`
     * makes it a question to the AI: the answer it is owed is recorded in the same transaction, so a
     * question acknowledged is a question owed an answer (owedAnswers.ts).
     */
    storeOnce: (draft: NewMessage, owed?: (question: StoredMessage) => OwedAnswer): Promise<StoreResult> =>
      storeUnlessStored(
        draft,
        null,
        (trx) =>
          byClientMsgId.first(
            { conversationId: draft.conversationId, senderId: draft.senderId, clientMsgId: draft.clientMsgId },
            trx,
          ),
        async (trx, message, created) => {
          if (created && owed) await owedAnswers.owe(owed(message), trx);
        },
      ),
    /**
     * Stores an answer to a question unless one is stored already: at most one answer per question. The
     * question's owed answer is settled in the same transaction, whichever node stored the answer.
     */
    storeAnswer: (draft: NewMessage, questionServerMsgId: string): Promise<StoreResult> =>
      storeUnlessStored(
        draft,
        questionServerMsgId,
        (trx) => answerOf.first({ questionServerMsgId }, trx),
        (trx) => owedAnswers.settle(questionServerMsgId, trx),
      ),
  };
}
