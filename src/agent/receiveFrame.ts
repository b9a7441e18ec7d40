import type { ServerToAgentFrame } from '../protocol/agentFrames';
import type { AgentState } from './agentState';
import { parseServerFrame, type Customer } from './frames';
import { newSession, receiveCatchUp, receiveMessage, resumeSession, updateSession } from './sessions';

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
  };
  const customerNames = withNames(state.customerNames, contextCustomer ? [contextCustomer] : []);
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

function onEnded(state: AgentState, frame: FrameOf<'ended'>): AgentState {
  if (!state.sessions.some((session) => session.receptionId === frame.reception_id)) return state;
  const sessions = state.sessions.filter((session) => session.receptionId !== frame.reception_id);
  const selectedId = state.selectedId === frame.reception_id ? (sessions[0]?.receptionId ?? null) : state.selectedId;
  return { ...state, sessions, selectedId, notice: `Session ended (by ${frame.by})` };
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
    case 'error':
      return { ...state, error: frame.message };
    case 'work_orders':
      return { ...state, workOrders: frame.work_orders };
  }
}
