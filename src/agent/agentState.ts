// The console's state and actions, apart from agentReducer.ts: the frame reducers (receiveFrame.ts) name them
// without importing the reducer that imports them.
import type { LeftMessage, TransferTarget, WaitingReception, WorkOrder } from './frames';
import type { ConsoleText } from './i18n/consoleText';
import type { Presence } from './presence';
import type { Session } from './sessions';

export type ConnectionStatus = 'offline' | 'connecting' | 'online' | 'reconnecting';

export interface AgentState {
  agentId: string | null;
  connection: ConnectionStatus;
  /** Why the console went offline by itself: the server refused it (an expired session, say). */
  connectionProblem: ConsoleText | null;
  /** Null until the server says (on connect). */
  presence: Presence | null;
  waiting: WaitingReception[];
  leftMessages: LeftMessage[];
  /** Nicknames seen in waiting lists and contexts, to name the customer inside a conversation. */
  customerNames: Record<string, string>;
  /** The receptions this agent serves, in the order they were accepted. */
  sessions: Session[];
  /** The session on screen: a choice of this console only. */
  selectedId: string | null;
  /** The reception this console asked to accept: it goes on screen once accepted. */
  accepting: string | null;
  /** Shown above the conversation after a session ends, e.g. "Session ended (by customer)". */
  notice: ConsoleText | null;
  error: string | null;
  /** Null until the server sends a `work_orders` frame (older sandboxes never do). */
  workOrders: WorkOrder[] | null;
  /** Who the reception being transferred may go to: asked when the transfer dialog opens (`agents` null until answered). */
  transferTargets: { receptionId: string; agents: TransferTarget[] | null } | null;
}

export type AgentAction =
  | { type: 'connection/requested'; agentId: string }
  | { type: 'connection/opened' }
  | { type: 'connection/closed'; code: number }
  | { type: 'connection/left' }
  /** `at`: when it arrived (typing notices are shown for a while after). */
  | { type: 'frame/received'; text: unknown; at: number }
  | { type: 'accept/requested'; receptionId: string }
  | { type: 'session/selected'; receptionId: string }
  | { type: 'draft/edited'; receptionId: string; text: string }
  | { type: 'text/sent'; receptionId: string; clientMsgId: string; content: string; sentAt: number }
  | { type: 'catchUp/sent'; receptionId: string }
  | { type: 'transferTargets/requested'; receptionId: string }
  | { type: 'error/dismissed' };

export const initialAgentState: AgentState = {
  agentId: null,
  connection: 'offline',
  connectionProblem: null,
  presence: null,
  waiting: [],
  leftMessages: [],
  customerNames: {},
  sessions: [],
  selectedId: null,
  accepting: null,
  notice: null,
  error: null,
  workOrders: null,
  transferTargets: null,
};
