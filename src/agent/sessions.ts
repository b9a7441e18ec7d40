import type { AgentNote, ReceptionContext, TransferToYou } from '../protocol/agentFrames';
import type { Customer, WireMessage } from './frames';
import { caughtUpSeq, entryOf, leavesHole, mergeMessages, type ConversationEntry } from './entries';

/** A catch-up `sync` for a session: due to go out (from `afterSeq`), or sent and waiting for its answer. */
export type CatchUp = { state: 'due' | 'sent'; afterSeq: number } | null;

/** A reception this agent serves, as this console shows it. */
export interface Session {
  receptionId: string;
  /** From the waiting list or the context; null when neither named the customer. */
  customer: Customer | null;
  context: ReceptionContext | null;
  entries: readonly ConversationEntry[];
  /** The reply being written in this session's composer. */
  draft: string;
  /** A customer message arrived while another session was on screen. */
  unread: boolean;
  /** When the customer's last typing notice arrived; null once their message came. */
  customerTypingAt: number | null;
  catchUp: CatchUp;
  /** The conversation's private notes, oldest first: agents only. */
  notes: readonly AgentNote[];
  /** Who handed this reception on to this agent, with what note; null when it came by the queue. */
  transfer: TransferToYou | null;
}

interface Accepted {
  receptionId: string;
  history: readonly WireMessage[];
  context: ReceptionContext | null;
  customer: Customer | null;
  notes?: readonly AgentNote[];
  transfer?: TransferToYou | null;
}

export function newSession({
  receptionId,
  history,
  context,
  customer,
  notes = [],
  transfer = null,
}: Accepted): Session {
  return {
    receptionId,
    customer,
    context,
    notes,
    transfer,
    entries: history.map(entryOf),
    draft: '',
    unread: false,
    customerTypingAt: null,
    catchUp: null,
  };
}

/** A note the server stored (its echo to every console of the agent), once. */
export function addNote(session: Session, note: AgentNote): Session {
  if (session.notes.some((known) => known.id === note.id)) return session;
  return { ...session, notes: [...session.notes, note] };
}

/**
 * An `accepted` for a session the console already shows comes after a reconnect: the history merges in,
 * and a `sync` from where the console is caught up fetches what neither holds (a hole before the
 * history, or anything stored since).
 */
export function resumeSession(
  session: Session,
  { history, context, customer, notes = [], transfer = null }: Accepted,
): Session {
  const entries = mergeMessages(session.entries, history);
  return {
    ...session,
    customer: session.customer ?? customer,
    context: context ?? session.context,
    notes,
    transfer,
    entries,
    catchUp: { state: 'due', afterSeq: caughtUpSeq(entries) },
  };
}

const customerLines = (entries: readonly ConversationEntry[], agentId: string) =>
  entries.filter((entry) => entry.senderId !== agentId).length;

/** A new message of the session's group; a seq past a hole calls for a `sync` of the hole. */
export function receiveMessage(session: Session, message: WireMessage, agentId: string, onScreen: boolean): Session {
  const entries = mergeMessages(session.entries, [message]);
  if (entries === session.entries) return session;
  const fromCustomer = message.sender_id !== agentId;
  return {
    ...session,
    entries,
    unread: session.unread || (fromCustomer && !onScreen),
    customerTypingAt: fromCustomer ? null : session.customerTypingAt,
    catchUp: leavesHole(session.entries, message.seq)
      ? { state: 'due', afterSeq: caughtUpSeq(session.entries) }
      : session.catchUp,
  };
}

/** The answer to a `sync`: merged in, and the next page asked for from its last seq when `more` follow. */
export function receiveCatchUp(
  session: Session,
  messages: readonly WireMessage[],
  more: boolean,
  agentId: string,
  onScreen: boolean,
): Session {
  const entries = mergeMessages(session.entries, messages);
  const news = customerLines(entries, agentId) > customerLines(session.entries, agentId);
  const lastSeq = messages.reduce((highest, message) => Math.max(highest, message.seq), 0);
  return {
    ...session,
    entries,
    unread: session.unread || (news && !onScreen),
    catchUp: more ? { state: 'due', afterSeq: Math.max(caughtUpSeq(entries), lastSeq) } : null,
  };
}

interface SessionList {
  sessions: Session[];
  selectedId: string | null;
}

/** `state` with one session updated (told whether it is on screen); itself when that session is not there. */
export function updateSession<S extends SessionList>(
  state: S,
  receptionId: string,
  update: (session: Session, onScreen: boolean) => Session,
): S {
  if (!state.sessions.some((session) => session.receptionId === receptionId)) return state;
  const onScreen = receptionId === state.selectedId;
  return {
    ...state,
    sessions: state.sessions.map((session) =>
      session.receptionId === receptionId ? update(session, onScreen) : session,
    ),
  };
}
