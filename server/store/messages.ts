import { randomUUID } from 'node:crypto';
import type { ChatType } from '../../src/protocol/codes';
import type { WireMessage } from '../../src/protocol/entities';
import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

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

export type NewMessage = Omit<StoredMessage, 'seq' | 'serverMsgId' | 'sendTime' | 'senderPlatformId' | 'receptionId'> & {
  receptionId?: string | null;
};

const COLUMNS = `conversation_id AS conversationId, seq, client_msg_id AS clientMsgId, server_msg_id AS serverMsgId,
  sender_id AS senderId, receiver_id AS receiverId, group_id AS groupId, chat_type AS chatType,
  content_type AS contentType, content, sender_platform_id AS senderPlatformId, reception_id AS receptionId,
  send_time AS sendTime`;

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

export function createMessageRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'messages');
  const byClientMsgId = prepare<[string, string, string], StoredMessage>('byClientMsgId',
    `SELECT ${COLUMNS} FROM messages WHERE conversation_id = ? AND sender_id = ? AND client_msg_id = ?`,
  );
  // Driven by the sender's messages with this client_msg_id (messages_by_sender_client_id: a handful
  // at most), each one's conversation then read by its key. It used to start from the product's
  // conversations (conversation_id IN (SELECT … WHERE product_id = ?)): every send_msg scanned them all.
  const bySenderInProduct = prepare<[string, string, string], StoredMessage>('bySenderInProduct',
    `SELECT ${COLUMNS} FROM messages m
     WHERE m.sender_id = ? AND m.client_msg_id = ?
       AND (SELECT c.product_id FROM conversations c WHERE c.conversation_id = m.conversation_id) = ?
     ORDER BY m.send_time, m.conversation_id LIMIT 1`,
  );
  const answerOf = prepare<[string], StoredMessage>('answerOf', `SELECT ${COLUMNS} FROM messages WHERE in_reply_to = ?`);
  const atSeq = prepare<[string, number], StoredMessage>('atSeq', `SELECT ${COLUMNS} FROM messages WHERE conversation_id = ? AND seq = ?`);
  const inSeqRange = prepare<[string, number, number], StoredMessage>('inSeqRange',
    `SELECT ${COLUMNS} FROM messages WHERE conversation_id = ? AND seq BETWEEN ? AND ? ORDER BY seq`,
  );
  const newestBelow = prepare<[string, number, number], StoredMessage>('newestBelow',
    `SELECT ${COLUMNS} FROM messages WHERE conversation_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?`,
  );
  const nextSeq = prepare<[number, string], { maxSeq: number }>('nextSeq',
    'UPDATE conversations SET max_seq = max_seq + 1, updated_at = ? WHERE conversation_id = ? RETURNING max_seq AS maxSeq',
  );
  const insert = prepare('insert', `
    INSERT INTO messages (conversation_id, seq, client_msg_id, server_msg_id, sender_id, receiver_id, group_id,
      chat_type, content_type, content, sender_platform_id, reception_id, send_time, in_reply_to)
    VALUES (@conversationId, @seq, @clientMsgId, @serverMsgId, @senderId, @receiverId, @groupId,
      @chatType, @contentType, @content, @senderPlatformId, @receptionId, @sendTime, @inReplyTo)`);

  /** Takes the next seq and inserts the row; callers run it inside a transaction. */
  function insertNext(draft: NewMessage, inReplyTo: string | null): StoredMessage {
    const sendTime = Date.now();
    const bumped = nextSeq.get(sendTime, draft.conversationId);
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
    insert.run({ ...message, inReplyTo });
    return message;
  }

  // Each is one transaction: the seq counter and the row move together, so seqs have no gaps
  // (docs/protocol.md), and the idempotency check and the insert cannot be split by a crash.
  const append = db.transaction((draft: NewMessage): StoredMessage => insertNext(draft, null));

  const storeOnce = db.transaction((draft: NewMessage): StoreResult => {
    const earlier = byClientMsgId.get(draft.conversationId, draft.senderId, draft.clientMsgId);
    if (earlier) return { message: earlier, created: false };
    return { message: insertNext(draft, null), created: true };
  });

  const storeAnswer = db.transaction((draft: NewMessage, questionServerMsgId: string): StoreResult => {
    const earlier = answerOf.get(questionServerMsgId);
    if (earlier) return { message: earlier, created: false };
    return { message: insertNext(draft, questionServerMsgId), created: true };
  });

  return {
    /** The message a sender already stored under this client_msg_id in this conversation. */
    findSent: (conversationId: string, senderId: string, clientMsgId: string): StoredMessage | undefined =>
      byClientMsgId.get(conversationId, senderId, clientMsgId),
    /** The sender's message with this client_msg_id in any conversation of the product (the first one). */
    findSentInProduct: (productId: string, senderId: string, clientMsgId: string): StoredMessage | undefined =>
      bySenderInProduct.get(senderId, clientMsgId, productId),
    /** The stored answer to a question, by the question's server_msg_id. */
    answerOf: (questionServerMsgId: string): StoredMessage | undefined => answerOf.get(questionServerMsgId),
    atSeq: (conversationId: string, seq: number): StoredMessage | undefined => atSeq.get(conversationId, seq),
    /** Ascending by seq. */
    inSeqRange: (conversationId: string, fromSeq: number, toSeq: number): StoredMessage[] =>
      inSeqRange.all(conversationId, fromSeq, toSeq),
    /** The `pageSize` messages with the highest seqs below `beforeSeq` (all when undefined), ascending. */
    pageBefore(conversationId: string, beforeSeq: number | undefined, pageSize: number): HistoryPage {
      const rows = newestBelow.all(conversationId, beforeSeq ?? Number.MAX_SAFE_INTEGER, pageSize + 1);
      const hasMore = rows.length > pageSize;
      return { messages: rows.slice(0, pageSize).reverse(), hasMore };
    },
    append: (draft: NewMessage): StoredMessage => append(draft),
    /** Stores the message unless its sender already stored this client_msg_id in the conversation. */
    storeOnce: (draft: NewMessage): StoreResult => storeOnce(draft),
    /** Stores an answer to a question unless one is stored already: at most one answer per question. */
    storeAnswer: (draft: NewMessage, questionServerMsgId: string): StoreResult => storeAnswer(draft, questionServerMsgId),
  };
}
