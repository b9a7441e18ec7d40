import type { ServerToAgentFrame } from '../protocol/agentFrames';
import type { AgentState } from './agentState';
import { parseServerFrame, type Customer } from './frames';
import { customerNameText } from './names';
import { consoleText, type ConsoleText } from './i18n/consoleText';
import { addNote, newSession, receiveCatchUp, receiveMessage, resumeSession, updateSession } from './sessions';

type FrameOf<T extends ServerToAgentFrame['type']> = Extract<ServerToAgentFrame, { type: T }>;

function withNames(names: Record<string, string>, customers: readonly Customer[]): Record<string, string> {
  const named = customers.filter((customer) => customer.nickname !== '' && names[customer.id] !== customer.nickname);
  if (named.length === 0) return names;
  return { ...names, ...Object.fromEntries(named.map((customer) => [customer.id, customer.nickname])) };
}

/** A new session goes on screen when this console asked for it, or when nothing else is there. */
function onAccepted(state: AgentState, frame: FrameOf<'accepted'>): AgentState {
  const context = frame.context ?? null;
  const contextCustomer = context ? { id: context.customer.id, nickname: context.customer.nickname } : null;
  const accepted = {
    receptionId: frame.reception_id,
    history: frame.history,
    context,
    customer: state.waiting.find((waiting) => waiting.reception_id === frame.reception_id)?.customer ?? contextCustomer,
    notes: frame.notes,
    transfer: frame.transfer ?? null,
  };
  // The agents who wrote notes (or served before) are named in the conversation too.
  const named = [...(contextCustomer ? [contextCustomer] : []), ...frame.notes.map((note) => note.author)];
  const customerNames = withNames(state.customerNames, named);
  const known = state.sessions.some((session) => session.receptionId === frame.reception_id);
  if (known)
    return {
      ...updateSession(state, frame.reception_id, (session) => resumeSession(session, accepted)),
      customerNames,
    };
  const asked = state.accepting === frame.reception_id;
  return {
    ...state,
    customerNames,
    sessions: [...state.sessions, newSession(accepted)],
    selectedId: asked || state.selectedId === null ? frame.reception_id : state.selectedId,
    accepting: asked ? null : state.accepting,
    notice: null,
  };
}

/** The session closes here with a notice; the next one goes on screen if it was on screen. */
function dropSession(state: AgentState, receptionId: string, notice: ConsoleText): AgentState {
  const sessions = state.sessions.filter((session) => session.receptionId !== receptionId);
  const selectedId = state.selectedId === receptionId ? (sessions[0]?.receptionId ?? null) : state.selectedId;
  return { ...state, sessions, selectedId, notice };
}

const ENDED_NOTICES = { agent: 'notice.endedByAgent', customer: 'notice.endedByCustomer' } as const;

function onEnded(state: AgentState, frame: FrameOf<'ended'>): AgentState {
  if (!state.sessions.some((session) => session.receptionId === frame.reception_id)) return state;
  return dropSession(state, frame.reception_id, consoleText(ENDED_NOTICES[frame.by]));
}

function onTransferred(state: AgentState, frame: FrameOf<'transferred'>): AgentState {
  const session = state.sessions.find((known) => known.receptionId === frame.reception_id);
  if (!session) return state;
  const name = session.customer ? customerNameText(session.customer) : consoleText('notice.theCustomer');
  const notice = frame.to
    ? consoleText('notice.transferred', {
        name,
        agent: frame.to.nickname || consoleText('app.agent', { id: frame.to.id }),
      })
    : consoleText('notice.handedBack', { name });
  return { ...dropSession(state, frame.reception_id, notice), transferTargets: null };
}

/** The server's word on what the agent serves: a session it no longer lists ended while this console was away. */
function onPresence(state: AgentState, frame: FrameOf<'presence'>): AgentState {
  const presence = { status: frame.status, maxChats: frame.max_chats, serving: frame.serving };
  const sessions = state.sessions.filter((session) => frame.serving.includes(session.receptionId));
  const selectedId = sessions.some((session) => session.receptionId === state.selectedId)
    ? state.selectedId
    : (sessions[0]?.receptionId ?? null);
  return { ...state, presence, sessions, selectedId };
}

export function receiveFrame(state: AgentState, text: unknown, at: number): AgentState {
  const frame = parseServerFrame(text);
  if (!frame || state.agentId === null) return state;
  const agentId = state.agentId;
  switch (frame.type) {
    case 'waiting': {
      const customers = [...frame.receptions, ...frame.left_messages].map(({ customer }) => customer);
      return {
        ...state,
        waiting: frame.receptions,
        leftMessages: frame.left_messages,
        customerNames: withNames(state.customerNames, customers),
      };
    }
    case 'accepted':
      return onAccepted(state, frame);
    case 'message':
      return updateSession(state, frame.reception_id, (session, onScreen) =>
        receiveMessage(session, frame.message, agentId, onScreen),
      );
    case 'messages':
      return updateSession(state, frame.reception_id, (session, onScreen) =>
        receiveCatchUp(session, frame.messages, frame.more, agentId, onScreen),
      );
    case 'typing':
      return updateSession(state, frame.reception_id, (session) => ({ ...session, customerTypingAt: at }));
    case 'presence':
      return onPresence(state, frame);
    case 'ended':
      return onEnded(state, frame);
    case 'transferred':
      return onTransferred(state, frame);
    case 'transfer_targets':
      return state.transferTargets?.receptionId === frame.reception_id
        ? { ...state, transferTargets: { receptionId: frame.reception_id, agents: frame.agents } }
        : state;
    case 'note':
      return updateSession(state, frame.reception_id, (session) => addNote(session, frame.note));
    case 'error':
      return { ...state, error: frame.message };
    case 'work_orders':
      return { ...state, workOrders: frame.work_orders };
  }
}
