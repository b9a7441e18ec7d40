import { WS_CLOSE_CODE } from '../protocol/codes';
import { pendingEntry } from './entries';
import { consoleText, type ConsoleText } from './i18n/consoleText';
import { initialAgentState, type AgentAction, type AgentState } from './agentState';
import { receiveFrame } from './receiveFrame';
import { updateSession, type Session } from './sessions';

export type { ConversationEntry } from './entries';
export type { Session } from './sessions';

/** Close codes after which reconnecting cannot help: the console signs out (docs/protocol.md, "Agent socket"). */
const REFUSALS: Record<number, ConsoleText> = {
  [WS_CLOSE_CODE.badRequest]: consoleText('status.noToken'),
  [WS_CLOSE_CODE.unauthorized]: consoleText('status.expired'),
  [WS_CLOSE_CODE.forbiddenOrigin]: consoleText('status.origin'),
};

export function isFinalClose(code: number): boolean {
  return Object.hasOwn(REFUSALS, code);
}

export function selectedSession(state: Pick<AgentState, 'sessions' | 'selectedId'>): Session | null {
  return state.sessions.find((session) => session.receptionId === state.selectedId) ?? null;
}

function onConversationAction(state: AgentState, action: Extract<AgentAction, { receptionId: string }>): AgentState {
  switch (action.type) {
    case 'accept/requested':
      return { ...state, accepting: action.receptionId };
    case 'session/selected':
      return updateSession({ ...state, selectedId: action.receptionId }, action.receptionId, (session) => ({
        ...session,
        unread: false,
      }));
    case 'draft/edited':
      return updateSession(state, action.receptionId, (session) => ({ ...session, draft: action.text }));
    case 'text/sent': {
      const { agentId } = state;
      if (agentId === null) return state;
      const entry = pendingEntry(agentId, action.clientMsgId, action.content, action.sentAt);
      return updateSession(state, action.receptionId, (session) => ({
        ...session,
        draft: '',
        entries: [...session.entries, entry],
      }));
    }
    case 'transferTargets/requested':
      return { ...state, transferTargets: { receptionId: action.receptionId, agents: null } };
    case 'catchUp/sent':
      return updateSession(state, action.receptionId, (session) =>
        session.catchUp ? { ...session, catchUp: { ...session.catchUp, state: 'sent' } } : session,
      );
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
      return receiveFrame(state, action.text, action.at);
    case 'error/dismissed':
      return { ...state, error: null };
    default:
      return onConversationAction(state, action);
  }
}
