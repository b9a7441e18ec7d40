import { randomUUID } from 'node:crypto';
import type { ChatType } from '../../src/protocol/codes';
import type { WireMessage } from '../../src/protocol/entities';
import type { SandboxDatabase } from '../db/open';

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

export function createMessageRepo(db: SandboxDatabase) {
  const byClientMsgId = db.prepare<[string, string, string], StoredMessage>(
    `SELECT ${COLUMNS} FROM messages WHERE conversation_id = ? AND sender_id = ? AND client_msg_id = ?`,
  );
  const bySenderClientMsgId = db.prepare<[string, string], StoredMessage>(
    `SELECT ${COLUMNS} FROM messages WHERE sender_id = ? AND client_msg_id = ? LIMIT 1`,
  );
  const inSeqRange = db.prepare<[string, number, number], StoredMessage>(
    `SELECT ${COLUMNS} FROM messages WHERE conversation_id = ? AND seq BETWEEN ? AND ? ORDER BY seq`,
  );
  const nextSeq = db.prepare<[number, string], { maxSeq: number }>(
    'UPDATE conversations SET max_seq = max_seq + 1, updated_at = ? WHERE conversation_id = ? RETURNING max_seq AS maxSeq',
  );
  const insert = db.prepare(`
    INSERT INTO messages (conversation_id, seq, client_msg_id, server_msg_id, sender_id, receiver_id, group_id,
      chat_type, content_type, content, sender_platform_id, reception_id, send_time)
    VALUES (@conversationId, @seq, @clientMsgId, @serverMsgId, @senderId, @receiverId, @groupId,
      @chatType, @contentType, @content, @senderPlatformId, @receptionId, @sendTime)`);

  // One transaction: the seq counter and the row move together, so seqs have no gaps (docs/protocol.md).
  const append = db.transaction((draft: NewMessage): StoredMessage => {
    const sendTime = Date.now();
    const bumped = nextSeq.get(sendTime, draft.conversationId);
    if (!bumped) throw new Error(`conversation ${draft.conversationId} does not exist`);
    const message: StoredMessage = {
      ...draft,
      seq: bumped.maxSeq,
      serverMsgId: randomUUID(),
      senderPlatformId: 1,
      receptionId: draft.receptionId ?? null,
      sendTime,
    };
    insert.run(message);
    return message;
  });

  return {
    /** The message a sender already stored under this client_msg_id (for idempotent sends). */
    findSent: (conversationId: string, senderId: string, clientMsgId: string): StoredMessage | undefined =>
      byClientMsgId.get(conversationId, senderId, clientMsgId),
    /** Any message of the sender with this client_msg_id, whatever the conversation. */
    findBySender: (senderId: string, clientMsgId: string): StoredMessage | undefined =>
      bySenderClientMsgId.get(senderId, clientMsgId),
    /** Ascending by seq. */
    inSeqRange: (conversationId: string, fromSeq: number, toSeq: number): StoredMessage[] =>
      inSeqRange.all(conversationId, fromSeq, toSeq),
    append: (draft: NewMessage): StoredMessage => append(draft),
  };
}
