import type { SandboxDatabase } from '../db/open';
import { jsonArrayValues, queriesOf, type Executor } from './namedQueries';

/** An answer the AI owes: the question as the responder needs it (JSON), and who holds it until when. */
export interface OwedAnswer {
  questionServerMsgId: string;
  conversationId: string;
  question: string;
  claimedBy: string;
  claimedUntil: number;
}

/** How many owed answers one sweep takes over at most. */
const CLAIM_BATCH = 50;

/**
 * The AI's owed answers (server/README.md, "Delivery: nothing lost, nothing doubled"): one row per acknowledged question without an
 * answer, written in the question's transaction and deleted in its answer's. A node holds the rows it is
 * answering by renewing their claim; a row whose claim ran out is taken over by whichever node claims it
 * first (a conditional update), so two nodes never work on one question at once.
 */
export function createOwedAnswerRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'owedAnswers');
  const insert = named('insert', (p: OwedAnswer & { createdAt: number }) =>
    db.insertInto('owed_answers').values({
      question_server_msg_id: p.questionServerMsgId,
      conversation_id: p.conversationId,
      question: p.question,
      claimed_by: p.claimedBy,
      claimed_until: p.claimedUntil,
      created_at: p.createdAt,
    }),
  );
  const remove = named('remove', (p: { questionServerMsgId: string }) =>
    db.deleteFrom('owed_answers').where('question_server_msg_id', '=', p.questionServerMsgId),
  );
  const expired = named('expired', (p: { now: number; limit: number }) =>
    db
      .selectFrom('owed_answers')
      .select('question_server_msg_id as questionServerMsgId')
      .where('claimed_until', '<=', p.now)
      .orderBy('claimed_until')
      .limit(p.limit),
  );
  const claimIfExpired = named(
    'claimIfExpired',
    (p: { questionServerMsgId: string; nodeId: string; until: number; now: number }) =>
      db
        .updateTable('owed_answers')
        .set({ claimed_by: p.nodeId, claimed_until: p.until })
        .where('question_server_msg_id', '=', p.questionServerMsgId)
        .where('claimed_until', '<=', p.now)
        .returning([
          'question_server_msg_id as questionServerMsgId',
          'conversation_id as conversationId',
          'question',
          'claimed_by as claimedBy',
          'claimed_until as claimedUntil',
        ]),
  );
  const renew = named('renew', (p: { nodeId: string; ids: string; until: number }) =>
    db
      .updateTable('owed_answers')
      .set({ claimed_until: p.until })
      .where('claimed_by', '=', p.nodeId)
      .where('question_server_msg_id', 'in', jsonArrayValues<string>(database, p.ids, 'text')),
  );
  const releaseOne = named('releaseOne', (p: { questionServerMsgId: string; nodeId: string }) =>
    db
      .updateTable('owed_answers')
      .set({ claimed_until: 0 })
      .where('question_server_msg_id', '=', p.questionServerMsgId)
      .where('claimed_by', '=', p.nodeId),
  );
  const releaseNode = named('releaseNode', (p: { nodeId: string }) =>
    db.updateTable('owed_answers').set({ claimed_until: 0 }).where('claimed_by', '=', p.nodeId),
  );
  const releaseAll = named('releaseAll', (p: { now: number }) =>
    db.updateTable('owed_answers').set({ claimed_until: 0 }).where('claimed_until', '>', p.now),
  );

  return {
    /** Records a question's owed answer; run in the transaction that stores the question. */
    owe: (answer: OwedAnswer, trx: Executor): Promise<number> => insert.run({ ...answer, createdAt: Date.now() }, trx),
    /** The answer is given; run in the transaction that stores it. */
    settle: (questionServerMsgId: string, trx: Executor): Promise<number> => remove.run({ questionServerMsgId }, trx),
    /** Takes over owed answers whose claim ran out, each for `nodeId` until `until`; those it got. */
    async claimExpired(nodeId: string, until: number, now = Date.now()): Promise<OwedAnswer[]> {
      const claimed: OwedAnswer[] = [];
      for (const { questionServerMsgId } of await expired.all({ now, limit: CLAIM_BATCH })) {
        const row = await claimIfExpired.first({ questionServerMsgId, nodeId, until, now });
        if (row) claimed.push(row);
      }
      return claimed;
    },
    /** Keeps holding the owed answers `nodeId` is still working on. */
    renew: (nodeId: string, questionServerMsgIds: readonly string[], until: number): Promise<number> =>
      renew.run({ nodeId, ids: JSON.stringify(questionServerMsgIds), until }),
    /** `nodeId` let go of this one (its answer failed): any node may take it over now. */
    release: (questionServerMsgId: string, nodeId: string): Promise<number> =>
      releaseOne.run({ questionServerMsgId, nodeId }),
    /** `nodeId` is gone, or has just started again under the same name: its owed answers are free. */
    releaseNode: (nodeId: string): Promise<number> => releaseNode.run({ nodeId }),
    /** The only node has just started: nobody else holds anything, whatever the claims say. */
    releaseAll: (now = Date.now()): Promise<number> => releaseAll.run({ now }),
  };
}
