import type { AgentNote, TransferToYou } from '../../src/protocol/agentFrames';
import { LIMITS } from '../../src/protocol/codes';
import type { AgentChannel } from '../ports';
import type { Store } from '../store';
import type { AgentNoteRow } from '../store/agentNotes';
import { characterCount } from '../validation';
import { parameterError, servedReception } from './access';
import type { ReceptionEvents } from './events';

/** The latest private notes of a conversation an agent gets with a reception (`accepted`). */
export const NOTES_SHOWN = 100;

function toWireNote(row: AgentNoteRow, nicknames: ReadonlyMap<string, string>): AgentNote {
  const ref = (id: string) => ({ id, nickname: nicknames.get(id) ?? '' });
  return {
    id: String(row.id),
    reception_id: row.receptionId,
    author: ref(row.authorId),
    content: row.content,
    at: row.createdAt,
    kind: row.kind,
    ...(row.toAgentId === null ? {} : { to: ref(row.toAgentId) }),
  };
}

async function wireNotes(store: Store, rows: readonly AgentNoteRow[]): Promise<AgentNote[]> {
  const ids = new Set(rows.flatMap((row) => (row.toAgentId === null ? [row.authorId] : [row.authorId, row.toAgentId])));
  const nicknames = new Map((await store.users.findByIds([...ids])).map((user) => [user.id, user.nickname]));
  return rows.map((row) => toWireNote(row, nicknames));
}

/** The conversation's latest notes (transfers' notes among them), oldest first, with their agents' names. */
export async function notesOfGroup(store: Store, groupId: string): Promise<AgentNote[]> {
  return wireNotes(store, await store.agentNotes.latestOfGroup(groupId, NOTES_SHOWN));
}

/** How the reception reached `agentId`: its latest transfer, unless this agent made it (then it came back by the queue or never left). */
export function transferTo(
  notes: readonly AgentNote[],
  receptionId: string,
  agentId: string,
): TransferToYou | undefined {
  for (let index = notes.length - 1; index >= 0; index--) {
    const note = notes[index];
    if (note.kind !== 'transfer' || note.reception_id !== receptionId) continue;
    return note.author.id === agentId ? undefined : { from: note.author, note: note.content, at: note.at };
  }
  return undefined;
}

/** A note's text: it may be empty only where `mayBeEmpty` (a transfer's), and never longer than a message. */
export function checkNoteText(content: string, mayBeEmpty: boolean): void {
  if (!mayBeEmpty && content.trim() === '') throw parameterError('the note is empty');
  if (characterCount(content) > LIMITS.maxTextChars) throw parameterError('the note is too long');
}

/**
 * Private notes (issue 31): agents write them on the conversation of a reception they serve; they live
 * in their own table, which no customer path reads, and reach only the agents' sockets. One at a time
 * with transfers, so that a note is either in the next agent's `accepted` or refused to the agent who
 * no longer serves the reception.
 */
export class ReceptionNotes {
  constructor(
    private readonly store: Store,
    private readonly events: ReceptionEvents,
    private readonly agents: AgentChannel,
  ) {}

  /** One at a time. The stored note goes to all the agent's consoles. */
  write(agentId: string, receptionId: string, content: string): Promise<void> {
    return this.events.oneAtATime(async () => {
      const reception = await servedReception(this.store, agentId, receptionId);
      checkNoteText(content, false);
      const row = await this.store.agentNotes.add({
        groupId: reception.groupId,
        receptionId,
        authorId: agentId,
        kind: 'note',
        toAgentId: null,
        content,
      });
      const [note] = await wireNotes(this.store, [row]);
      this.agents.send(agentId, { type: 'note', reception_id: receptionId, note });
    });
  }
}
