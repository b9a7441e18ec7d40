import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

export type AgentNoteKind = 'note' | 'transfer';

/** An agent's private note on a customer's support-group conversation (never read by any customer path). */
export interface AgentNoteRow {
  id: number;
  groupId: string;
  receptionId: string;
  authorId: string;
  kind: AgentNoteKind;
  /** A transfer's target agent; null for a note, or a transfer back to the queue. */
  toAgentId: string | null;
  content: string;
  createdAt: number;
}

export type NewAgentNote = Omit<AgentNoteRow, 'id' | 'createdAt'>;

const COLUMNS = [
  'id',
  'group_id as groupId',
  'reception_id as receptionId',
  'author_id as authorId',
  'kind',
  'to_agent_id as toAgentId',
  'content',
  'created_at as createdAt',
] as const;

export function createAgentNoteRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'agentNotes');
  const insert = named('insert', (p: NewAgentNote & { now: number }) => {
    const row = db.insertInto('agent_notes').values({
      group_id: p.groupId,
      reception_id: p.receptionId,
      author_id: p.authorId,
      kind: p.kind,
      to_agent_id: p.toAgentId,
      content: p.content,
      created_at: p.now,
    });
    return database.engine === 'postgres' ? row.returning('id') : row;
  });
  const latestOfGroup = named('latestOfGroup', (p: { groupId: string; limit: number }) =>
    db.selectFrom('agent_notes').select(COLUMNS).where('group_id', '=', p.groupId).orderBy('id', 'desc').limit(p.limit),
  );

  return {
    async add(note: NewAgentNote): Promise<AgentNoteRow> {
      const now = Date.now();
      const id = await insert.insertedId({ ...note, now });
      return { ...note, id, createdAt: now };
    },
    /** The conversation's latest `limit` notes, oldest first. */
    latestOfGroup: async (groupId: string, limit: number): Promise<AgentNoteRow[]> =>
      (await latestOfGroup.all({ groupId, limit })).reverse(),
  };
}
