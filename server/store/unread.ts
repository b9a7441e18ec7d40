import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';
import type { StoredMessage } from './messages';

const MESSAGE_COLUMNS = `m.conversation_id AS conversationId, m.seq, m.client_msg_id AS clientMsgId,
  m.server_msg_id AS serverMsgId, m.sender_id AS senderId, m.receiver_id AS receiverId, m.group_id AS groupId,
  m.chat_type AS chatType, m.content_type AS contentType, m.content, m.sender_platform_id AS senderPlatformId,
  m.reception_id AS receptionId, m.send_time AS sendTime`;

/**
 * Unread for a user: a message of the conversation that someone else sent, above the user's read
 * cursor and without a read mark. What a user sent is read by that user. The cursor moves up over
 * every run of read messages, so marks stay few (read_cursors, read_marks: db/migrations.ts).
 */
const UNREAD = `m.conversation_id = @conversationId AND m.sender_id <> @userId
  AND m.seq > COALESCE((SELECT read_seq FROM read_cursors WHERE conversation_id = @conversationId AND user_id = @userId), 0)
  AND NOT EXISTS (SELECT 1 FROM read_marks r
                  WHERE r.conversation_id = @conversationId AND r.user_id = @userId AND r.seq = m.seq)`;

interface Who {
  conversationId: string;
  userId: string;
}

export function createUnreadRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'unread');
  const count = prepare<[Who], { unread: number }>('count', `SELECT COUNT(*) AS unread FROM messages m WHERE ${UNREAD}`);
  const newestUpTo = prepare<[Who & { maxSeq: number; limit: number }], StoredMessage>('newestUpTo',
    `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE ${UNREAD} AND m.seq <= @maxSeq ORDER BY m.seq DESC LIMIT @limit`,
  );
  const firstUnread = prepare<[Who], { seq: number | null }>('firstUnread', `SELECT MIN(m.seq) AS seq FROM messages m WHERE ${UNREAD}`);
  const cursor = prepare<[Who], { readSeq: number }>('cursor',
    'SELECT read_seq AS readSeq FROM read_cursors WHERE conversation_id = @conversationId AND user_id = @userId',
  );
  const maxSeq = prepare<[string], { maxSeq: number }>('maxSeq', 'SELECT max_seq AS maxSeq FROM conversations WHERE conversation_id = ?');
  // Only messages that exist, that someone else sent and that are above the cursor need a mark.
  const mark = prepare<[Who & { seq: number }]>('mark', `
    INSERT OR IGNORE INTO read_marks (conversation_id, user_id, seq)
    SELECT m.conversation_id, @userId, m.seq FROM messages m WHERE ${UNREAD} AND m.seq = @seq`);
  const moveCursor = prepare<[Who & { readSeq: number }]>('moveCursor', `
    INSERT INTO read_cursors (conversation_id, user_id, read_seq) VALUES (@conversationId, @userId, @readSeq)
    ON CONFLICT (conversation_id, user_id) DO UPDATE SET read_seq = MAX(read_seq, excluded.read_seq)`);
  const dropMarksUpTo = prepare<[Who & { readSeq: number }]>('dropMarksUpTo',
    'DELETE FROM read_marks WHERE conversation_id = @conversationId AND user_id = @userId AND seq <= @readSeq',
  );
  const sentBetween = prepare<[{ conversationId: string; senderId: string; afterSeq: number; upToSeq: number }], { found: number }>('sentBetween',
    `SELECT EXISTS (SELECT 1 FROM messages WHERE conversation_id = @conversationId
       AND seq > @afterSeq AND seq <= @upToSeq AND sender_id = @senderId) AS found`,
  );
  const peerReadSeq = prepare<[Who], { readSeq: number | null }>('peerReadSeq',
    'SELECT MAX(read_seq) AS readSeq FROM read_cursors WHERE conversation_id = @conversationId AND user_id <> @userId',
  );

  /** Moves the cursor to just below the first unread message (or to the end) and drops the marks under it. */
  function compact(who: Who): void {
    const end = maxSeq.get(who.conversationId)?.maxSeq ?? 0;
    const first = firstUnread.get(who)?.seq ?? null;
    const readSeq = first === null ? end : first - 1;
    if (readSeq <= (cursor.get(who)?.readSeq ?? 0)) return;
    moveCursor.run({ ...who, readSeq });
    dropMarksUpTo.run({ ...who, readSeq });
  }

  const markSeqs = db.transaction((who: Who, seqs: readonly number[]) => {
    for (const seq of new Set(seqs)) mark.run({ ...who, seq });
    compact(who);
  });

  const clear = db.transaction((who: Who) => {
    const readSeq = maxSeq.get(who.conversationId)?.maxSeq ?? 0;
    moveCursor.run({ ...who, readSeq });
    dropMarksUpTo.run({ ...who, readSeq });
  });

  const readUpTo = db.transaction((who: Who, readSeq: number, authorId: string): boolean => {
    const afterSeq = cursor.get(who)?.readSeq ?? 0;
    if (readSeq <= afterSeq) return false;
    moveCursor.run({ ...who, readSeq });
    dropMarksUpTo.run({ ...who, readSeq });
    return sentBetween.get({ conversationId: who.conversationId, senderId: authorId, afterSeq, upToSeq: readSeq })?.found === 1;
  });

  return {
    count: (conversationId: string, userId: string): number => count.get({ conversationId, userId })?.unread ?? 0,
    /** Up to `limit` unread messages with seq ≤ maxSeq: the newest of them, ascending. */
    upTo(conversationId: string, userId: string, upToSeq: number, limit: number): StoredMessage[] {
      return newestUpTo.all({ conversationId, userId, maxSeq: upToSeq, limit }).reverse();
    },
    /** Marks these seqs read for the user; seqs of no message, or of the user's own, are ignored. */
    mark: (conversationId: string, userId: string, seqs: readonly number[]): void => markSeqs({ conversationId, userId }, seqs),
    /** Everything stored so far is read by the user. */
    clear: (conversationId: string, userId: string): void => clear({ conversationId, userId }),
    /**
     * Everything up to `readSeq` is read by `readerId` (the cursor never moves down). True when this read
     * covers a message of `authorId` that the reader had not read: what a read receipt reports.
     */
    readUpTo: (conversationId: string, readerId: string, readSeq: number, authorId: string): boolean =>
      readUpTo({ conversationId, userId: readerId }, readSeq, authorId),
    /** The highest read cursor of anyone but `userId` in the conversation; 0 when nobody else has read. */
    peerReadSeq: (conversationId: string, userId: string): number => peerReadSeq.get({ conversationId, userId })?.readSeq ?? 0,
  };
}
