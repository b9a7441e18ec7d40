import { CONTENT_TYPE, WS_CLOSE_CODE } from '../protocol/codes';
import { parseServerFrame, type Customer, type LeftMessage, type WaitingReception, type WireMessage, type WorkOrder } from './frames';

export type ConnectionStatus = 'offline' | 'connecting' | 'online' | 'reconnecting';

/** One line of the conversation: a stored message, or a text this console sent (the server does not echo it). */
export interface ConversationEntry {
  key: string;
  senderId: string;
  contentType: number;
  content: string;
  sentAt: number;
}

export interface Session {
  receptionId: string;
  /** From the waiting list when the reception was accepted; the `accepted` frame does not name the customer. */
  customer: Customer | null;
  entries: ConversationEntry[];
}

export interface AgentState {
  agentId: string | null;
  connection: ConnectionStatus;
  /** Why the console went offline by itself: the server refused it (an expired session, say). */
  connectionProblem: string | null;
  waiting: WaitingReception[];
  leftMessages: LeftMessage[];
  /** Nicknames seen in waiting lists, to name the customer inside a conversation. */
  customerNames: Record<string, string>;
  session: Session | null;
  /** Shown in the waiting view after a session ends, e.g. "Session ended (by customer)". */
  notice: string | null;
  error: string | null;
  /** Null until the server sends a `work_orders` frame (older sandboxes never do). */
  workOrders: WorkOrder[] | null;
  /** Numbers the texts this console sent, to key them in the conversation. */
  sentCount: number;
}

export type AgentAction =
  | { type: 'connection/requested'; agentId: string }
  | { type: 'connection/opened' }
  | { type: 'connection/closed'; code: number }
  | { type: 'connection/left' }
  | { type: 'frame/received'; text: unknown }
  | { type: 'text/sent'; receptionId: string; content: string; sentAt: number }
  | { type: 'error/dismissed' };

export const initialAgentState: AgentState = {
  agentId: null,
  connection: 'offline',
  connectionProblem: null,
  waiting: [],
  leftMessages: [],
  customerNames: {},
  session: null,
  notice: null,
  error: null,
  workOrders: null,
  sentCount: 0,
};

/** Close codes after which reconnecting cannot help: the console signs out (docs/protocol.md, "Agent socket"). */
const REFUSALS: Record<number, string> = {
  [WS_CLOSE_CODE.badRequest]: 'The server refused the connection: the sign-in token is missing (close code 4000). Sign in again.',
  [WS_CLOSE_CODE.unauthorized]: 'Your session has expired or was signed out. Sign in again.',
  [WS_CLOSE_CODE.forbiddenOrigin]: 'The server refused the connection: this page’s origin may not open the agent socket (close code 4003).',
};

export function isFinalClose(code: number): boolean {
  return Object.hasOwn(REFUSALS, code);
}

function entryOf(message: WireMessage): ConversationEntry {
  return {
    key: message.server_msg_id ?? `${message.sender_id}:${message.client_msg_id}`,
    senderId: message.sender_id,
    contentType: message.content_type,
    content: message.content,
    sentAt: message.send_time,
  };
}

function receiveFrame(state: AgentState, text: unknown): AgentState {
  const frame = parseServerFrame(text);
  if (!frame) return state;
  switch (frame.type) {
    case 'waiting': {
      const customerNames = { ...state.customerNames };
      for (const { customer } of [...frame.receptions, ...frame.left_messages]) {
        if (customer.nickname !== '') customerNames[customer.id] = customer.nickname;
      }
      return { ...state, waiting: frame.receptions, leftMessages: frame.left_messages, customerNames };
    }
    case 'accepted':
      return {
        ...state,
        session: {
          receptionId: frame.reception_id,
          customer: state.waiting.find((waiting) => waiting.reception_id === frame.reception_id)?.customer ?? null,
          entries: frame.history.map(entryOf),
        },
        notice: null,
      };
    case 'message': {
      const session = state.session;
      if (!session || session.receptionId !== frame.reception_id) return state;
      const entry = entryOf(frame.message);
      if (session.entries.some((existing) => existing.key === entry.key)) return state;
      return { ...state, session: { ...session, entries: [...session.entries, entry] } };
    }
    case 'ended':
      if (state.session?.receptionId !== frame.reception_id) return state;
      return { ...state, session: null, notice: `Session ended (by ${frame.by})` };
    case 'error':
      return { ...state, error: frame.message };
    case 'work_orders':
      return { ...state, workOrders: frame.work_orders };
  }
}

export function agentReducer(state: AgentState, action: AgentAction): AgentState {
  switch (action.type) {
    case 'connection/requested':
      return { ...initialAgentState, agentId: action.agentId, connection: 'connecting' };
    case 'connection/opened':
      return state.agentId === null ? state : { ...state, connection: 'online', connectionProblem: null };
    case 'connection/closed':
      if (state.agentId === null) return state;
      if (isFinalClose(action.code)) return { ...initialAgentState, connectionProblem: REFUSALS[action.code] };
      return { ...state, connection: 'reconnecting' };
    case 'connection/left':
      return { ...initialAgentState };
    case 'frame/received':
      return receiveFrame(state, action.text);
    case 'text/sent': {
      const session = state.session;
      if (!session || session.receptionId !== action.receptionId || state.agentId === null) return state;
      const sentCount = state.sentCount + 1;
      const entry: ConversationEntry = {
        key: `sent:${sentCount}`,
        senderId: state.agentId,
        contentType: CONTENT_TYPE.text,
        content: action.content,
        sentAt: action.sentAt,
      };
      return { ...state, sentCount, session: { ...session, entries: [...session.entries, entry] } };
    }
    case 'error/dismissed':
      return { ...state, error: null };
  }
}
