import type { SandboxDatabase } from '../db/open';
import type { Schema } from '../db/schema';
import { queriesOf } from './namedQueries';

export type AnswerVote = Schema['ai_answer_feedback'];

/** "Did this help?" votes on AI answers: one per answer (conversation and seq), the last one kept. */
export function createAnswerFeedbackRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'answerFeedback');
  const vote = named('vote', (p: AnswerVote) =>
    db
      .insertInto('ai_answer_feedback')
      .values({
        conversation_id: p.conversation_id,
        seq: p.seq,
        customer_id: p.customer_id,
        article_id: p.article_id,
        helpful: p.helpful,
        voted_at: p.voted_at,
      })
      .onConflict((conflict) =>
        conflict.columns(['conversation_id', 'seq']).doUpdateSet((eb) => ({
          helpful: eb.ref('excluded.helpful'),
          voted_at: eb.ref('excluded.voted_at'),
        })),
      ),
  );
  return {
    vote: (row: AnswerVote): Promise<number> => vote.run(row),
  };
}
