import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import { inTransaction, jsonArrayValues, queriesOf, type Executor } from './namedQueries';
import { MESSAGE_COLUMNS, type StoredMessage } from './messages';

interface Who {
  conversationId: string;
  userId: string;
}

/**
 * Unread for a user: a message `m` of the conversation that someone else sent, above the user's read
 * cursor and without a read mark. What a user sent is read by that user. The cursor moves up over
 * every run of read messages, so marks stay few (read_cursors, read_marks: db/migrations.ts).
 */
function unread(who: Who) {
  return sql<boolean>`m.conversation_id = ${who.conversationId} AND m.sender_id <> ${who.userId}
    AND m.seq > COALESCE((SELECT read_seq FROM read_cursors WHERE conversation_id = ${who.conversationId} AND user_id = ${who.userId}), 0)
    AND NOT EXISTS (SELECT 1 FROM read_marks r
                    WHERE r.conversation_id = ${who.conversationId} AND r.user_id = ${who.userId} AND r.seq = m.seq)`;
}

export function createUnreadRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'unread');
  const unreadMessages = (who: Who) => db.selectFrom('messages as m').where(unread(who));
  const count = named('count', (p: Who) => unreadMessages(p).select((eb) => eb.fn.countAll<number>().as('unread')));
  const newestUpTo = named('newestUpTo', (p: Who & { maxSeq: number; limit: number }) =>
    unreadMessages(p)
      .select(MESSAGE_COLUMNS)
      .where('m.seq', '<=', p.maxSeq)
      .orderBy('m.seq', 'desc')
      .limit(p.limit)
      .$castTo<StoredMessage>(),
  );
  const firstUnread = named('firstUnread', (p: Who) =>
    unreadMessages(p).select((eb) => eb.fn.min<number | null>('m.seq').as('seq')),
  );
  const cursor = named('cursor', (p: Who) =>
    db
      .selectFrom('read_cursors')
      .select('read_seq as readSeq')
      .where('conversation_id', '=', p.conversationId)
      .where('user_id', '=', p.userId),
  );
  const maxSeq = named('maxSeq', (p: { conversationId: string }) =>
    db.selectFrom('conversations').select('max_seq as maxSeq').where('conversation_id', '=', p.conversationId),
  );
  // Only messages that exist, that someone else sent and that are above the cursor need a mark.
  // All the seqs of one mark_msg_by_seq (up to 1,000) in one statement.
  const mark = named('mark', (p: Who & { seqsJson: string }) =>
    db
      .insertInto('read_marks')
      .columns(['conversation_id', 'user_id', 'seq'])
      .expression(
        unreadMessages(p)
          .select(['m.conversation_id', sql<string>`CAST(${p.userId} AS TEXT)`.as('user_id'), 'm.seq'])
          .where('m.seq', 'in', jsonArrayValues<number>(database, p.seqsJson, 'integer')),
      )
      .onConflict((conflict) => conflict.doNothing()),
  );
  // The cursor never moves down.
  const moveCursor = named('moveCursor', (p: Who & { readSeq: number }) =>
    db
      .insertInto('read_cursors')
      .values({ conversation_id: p.conversationId, user_id: p.userId, read_seq: p.readSeq })
      .onConflict((conflict) =>
        conflict
          .columns(['conversation_id', 'user_id'])
          .doUpdateSet((eb) => ({ read_seq: eb.ref('excluded.read_seq') }))
          .where('read_cursors.read_seq', '<', (eb) => eb.ref('excluded.read_seq')),
      ),
  );
  const dropMarksUpTo = named('dropMarksUpTo', (p: Who & { readSeq: number }) =>
    db
      .deleteFrom('read_marks')
      .where('conversation_id', '=', p.conversationId)
      .where('user_id', '=', p.userId)
      .where('seq', '<=', p.readSeq),
  );
  // CASE, not a bare EXISTS: PostgreSQL's EXISTS is a boolean, SQLite's a 0/1 integer.
  const sentBetween = named(
    'sentBetween',
    (p: { conversationId: string; senderId: string; afterSeq: number; upToSeq: number }) =>
      db.selectNoFrom((eb) =>
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('messages')
                .select(sql.lit(1).as('one'))
                .where('conversation_id', '=', p.conversationId)
                .where('seq', '>', p.afterSeq)
                .where('seq', '<=', p.upToSeq)
                .where('sender_id', '=', p.senderId),
            ),
          )
          .then(sql.lit(1))
          .else(sql.lit(0))
          .end()
          .as('found'),
      ),
  );
  const peerReadSeq = named('peerReadSeq', (p: Who) =>
    db
      .selectFrom('read_cursors')
      .select((eb) => eb.fn.max<number | null>('read_seq').as('readSeq'))
      .where('conversation_id', '=', p.conversationId)
      .where('user_id', '<>', p.userId),
  );

  const cursorOf = async (who: Who, trx: Executor): Promise<number> => (await cursor.first(who, trx))?.readSeq ?? 0;

  /**
   * False when the cursor was at `readSeq` or above already. On PostgreSQL the upsert re-checks that
   * after waiting for a concurrent move of the same cursor, so of reads at once only one moves it.
   */
  async function moveCursorTo(who: Who, readSeq: number, trx: Executor): Promise<boolean> {
    if ((await moveCursor.run({ ...who, readSeq }, trx)) === 0) return false;
    await dropMarksUpTo.run({ ...who, readSeq }, trx);
    return true;
  }

  /** Moves the cursor to just below the first unread message (or to the end) and drops the marks under it. */
  async function compact(who: Who, trx: Executor): Promise<void> {
    const end = (await maxSeq.first(who, trx))?.maxSeq ?? 0;
    const first = (await firstUnread.first(who, trx))?.seq ?? null;
    const readSeq = first === null ? end : first - 1;
    if (readSeq <= (await cursorOf(who, trx))) return;
    await moveCursorTo(who, readSeq, trx);
  }

  return {
    count: async (conversationId: string, userId: string): Promise<number> =>
      (await count.first({ conversationId, userId }))?.unread ?? 0,
    /** Up to `limit` unread messages with seq ≤ maxSeq: the newest of them, ascending. */
    async upTo(conversationId: string, userId: string, upToSeq: number, limit: number): Promise<StoredMessage[]> {
      return (await newestUpTo.all({ conversationId, userId, maxSeq: upToSeq, limit })).reverse();
    },
    /** Marks these seqs read for the user; seqs of no message, or of the user's own, are ignored. */
    mark: (conversationId: string, userId: string, seqs: readonly number[]): Promise<void> =>
      inTransaction(database, async (trx) => {
        const who = { conversationId, userId };
        await mark.run({ ...who, seqsJson: JSON.stringify([...new Set(seqs)]) }, trx);
        await compact(who, trx);
      }),
    /** Everything stored so far is read by the user. */
    clear: (conversationId: string, userId: string): Promise<void> =>
      inTransaction(database, async (trx) => {
        const who = { conversationId, userId };
        await moveCursorTo(who, (await maxSeq.first(who, trx))?.maxSeq ?? 0, trx);
      }),
    /**
     * Everything up to `readSeq` is read by `readerId` (the cursor never moves down). True when this read
     * covers a message of `authorId` that the reader had not read: what a read receipt reports.
     */
    readUpTo: (conversationId: string, readerId: string, readSeq: number, authorId: string): Promise<boolean> =>
      inTransaction(database, async (trx) => {
        const who = { conversationId, userId: readerId };
        const afterSeq = await cursorOf(who, trx);
        if (readSeq <= afterSeq || !(await moveCursorTo(who, readSeq, trx))) return false;
        const sent = await sentBetween.first({ conversationId, senderId: authorId, afterSeq, upToSeq: readSeq }, trx);
        return sent?.found === 1;
      }),
    /** The highest read cursor of anyone but `userId` in the conversation; 0 when nobody else has read. */
    peerReadSeq: async (conversationId: string, userId: string): Promise<number> =>
      (await peerReadSeq.first({ conversationId, userId }))?.readSeq ?? 0,
  };
}
