import { useCallback, useReducer, useState } from 'react';
import { agentReducer, selectedSession, type Session } from './agentReducer';
import { initialAgentState } from './agentState';
import { AttentionSettings } from './attention/AttentionSettings';
import { useConsoleAttention } from './attention/useConsoleAttention';
import type { Logger } from '../realtime/logger';
import type { CreateSocket } from '../realtime/socketConnection';
import { agentLabel, loadSignIn, requestSignIn, requestSignOut, SIGN_IN_STORAGE_KEY, type AgentSignIn } from './agents';
import { newClientMsgId } from './clientMsgId';
import { ConnectionBar } from './ConnectionBar';
import { ConsoleViews, type ConsoleView } from './ConsoleViews';
import { Conversation } from './Conversation';
import { CustomerContext } from './CustomerContext';
import type { AgentStatus } from './frames';
import { HelpCentre } from './helpCentre/HelpCentre';
import { LeftMessages } from './LeftMessages';
import { customerName } from './names';
import { PresenceToggle } from './PresenceToggle';
import { useSeenReports } from './seen';
import { SessionTabs } from './SessionTabs';
import { RecordingsProvider } from './recordings/RecordingsContext';
import { SignInForm } from './SignInForm';
import { StorageUsePanel } from './StorageUsePanel';
import { useAgentSocket } from './useAgentSocket';
import { useCatchUp } from './useCatchUp';
import { useTypingSignal } from './useTypingSignal';
import { WaitingList } from './WaitingList';
import { WorkOrders } from './WorkOrders';

interface AgentAppProps {
  /** Tests pass a mock socket; the page uses the browser's WebSocket. */
  createSocket?: CreateSocket;
  /** Tests pass a fake; the page uses the browser's fetch. */
  fetchFn?: typeof fetch;
  /** Hears the socket's problems; the page uses the console. */
  logger?: Logger;
}

const browserFetch: typeof fetch = (...args) => fetch(...args);

const startState = (signIn: AgentSignIn | null) =>
  signIn === null
    ? initialAgentState
    : agentReducer(initialAgentState, { type: 'connection/requested', agentId: signIn.agent_id });

const sessionName = (session: Session) => (session.customer ? customerName(session.customer) : 'the customer');

/** The sandbox's agent console (server/README.md, "Agent console"): the human side of a handover. */
export function AgentApp({ createSocket, fetchFn = browserFetch, logger = console }: AgentAppProps) {
  // The token lives in sessionStorage: this tab only, so a reload keeps the agent signed in.
  const [signIn, setSignIn] = useState(() => loadSignIn(window.sessionStorage, Date.now()));
  const [state, dispatch] = useReducer(agentReducer, signIn, startState);
  const [view, setView] = useState<ConsoleView>('chats');
  // The help centre stays mounted once opened, so that switching to a chat keeps an edit in progress.
  const [helpCentreOpened, setHelpCentreOpened] = useState(false);
  const forgetSignIn = useCallback(() => {
    window.sessionStorage.removeItem(SIGN_IN_STORAGE_KEY);
    setSignIn(null);
  }, []);
  const send = useAgentSocket({
    token: state.agentId === null ? null : (signIn?.token ?? null),
    dispatch,
    onRefused: forgetSignIn,
    createSocket,
    logger,
  });
  const online = state.connection === 'online';
  const { agentId, sessions } = state;
  const session = selectedSession(state);
  useCatchUp(sessions, online, send, dispatch);
  const reportSeen = useCallback((receptionId: string) => send({ type: 'seen', reception_id: receptionId }), [send]);
  useSeenReports(agentId === null || view !== 'chats' ? null : session, agentId ?? '', online, reportSeen);
  const signalTyping = useTypingSignal(send);
  const [attention, setAttention] = useConsoleAttention(state);

  const signInAs = async (username: string, password: string): Promise<string | null> => {
    const result = await requestSignIn(fetchFn, username, password);
    if (!result.ok) return result.problem;
    window.sessionStorage.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify(result.signIn));
    setSignIn(result.signIn);
    dispatch({ type: 'connection/requested', agentId: result.signIn.agent_id });
    return null;
  };
  const signOut = () => {
    if (signIn) requestSignOut(fetchFn, signIn.token);
    forgetSignIn();
    dispatch({ type: 'connection/left' });
  };
  const showView = (next: ConsoleView) => {
    setView(next);
    if (next === 'helpCentre') setHelpCentreOpened(true);
  };
  const setPresence = (status: AgentStatus) => send({ type: 'presence', status });
  const accept = (receptionId: string) => {
    if (send({ type: 'accept', reception_id: receptionId })) dispatch({ type: 'accept/requested', receptionId });
  };
  const advanceWorkOrder = (workOrderId: string) => send({ type: 'advance_work_order', id: workOrderId });
  const select = (receptionId: string) => dispatch({ type: 'session/selected', receptionId });

  const editDraft = (text: string) => {
    if (!session) return;
    dispatch({ type: 'draft/edited', receptionId: session.receptionId, text });
    signalTyping(session.receptionId, text);
  };
  const sendText = (content: string): boolean => {
    const clientMsgId = newClientMsgId();
    if (!session || !send({ type: 'send', reception_id: session.receptionId, content, client_msg_id: clientMsgId }))
      return false;
    dispatch({ type: 'text/sent', receptionId: session.receptionId, clientMsgId, content, sentAt: Date.now() });
    return true;
  };
  const endSession = () => {
    if (session) send({ type: 'end', reception_id: session.receptionId });
  };

  return (
    <>
      <header className="agent-header">
        <h1>Agent console</h1>
        {agentId !== null && <ConsoleViews view={view} onChange={showView} />}
        <ConnectionBar
          agentLabel={signIn && agentId !== null ? agentLabel(signIn) : null}
          connection={state.connection}
          problem={state.connectionProblem}
          onSignOut={signOut}
        />
        {agentId !== null && state.presence !== null && (
          <PresenceToggle presence={state.presence} online={online} onChange={setPresence} />
        )}
        {agentId !== null && <AttentionSettings preferences={attention} onChange={setAttention} />}
      </header>
      <RecordingsProvider fetchFn={fetchFn} token={signIn?.token ?? ''}>
        <main className="agent-main">
          <div role="alert" className="agent-alert">
            {state.error !== null && (
              <>
                <p>{state.error}</p>
                <button type="button" onClick={() => dispatch({ type: 'error/dismissed' })}>
                  Dismiss
                </button>
              </>
            )}
          </div>
          {agentId === null ? (
            <SignInForm onSignIn={signInAs} />
          ) : view === 'chats' ? (
            <div className="agent-columns">
              <div className="agent-column">
                <p role="status" className="agent-notice">
                  {state.notice}
                </p>
                <div className="agent-chatbar">
                  {sessions.length > 0 && (
                    <SessionTabs
                      sessions={sessions}
                      selectedId={state.selectedId}
                      nameOf={sessionName}
                      onSelect={select}
                    />
                  )}
                  <a className="agent-waiting-link" href="#waiting-title">
                    Waiting ({state.waiting.length})
                  </a>
                </div>
                {session && (
                  <Conversation
                    key={session.receptionId}
                    session={session}
                    customerName={sessionName(session)}
                    agentId={agentId}
                    customerNames={state.customerNames}
                    online={online}
                    onDraftChange={editDraft}
                    onSend={sendText}
                    onEnd={endSession}
                  />
                )}
                {session?.customer && (
                  <CustomerContext
                    key={`context:${session.receptionId}`}
                    customer={session.customer}
                    customerName={sessionName(session)}
                    context={session.context}
                    workOrders={state.workOrders}
                  />
                )}
              </div>
              <div className="agent-column">
                <WaitingList receptions={state.waiting} agentId={agentId} online={online} onAccept={accept} />
                <LeftMessages messages={state.leftMessages} />
                <StorageUsePanel fetchFn={fetchFn} token={signIn?.token ?? ''} />
                {state.workOrders !== null && (
                  <WorkOrders
                    workOrders={state.workOrders}
                    customer={session?.customer ?? null}
                    canAdvance={online}
                    onAdvance={advanceWorkOrder}
                  />
                )}
              </div>
            </div>
          ) : null}
          {agentId !== null && helpCentreOpened && (
            <div hidden={view !== 'helpCentre'}>
              <HelpCentre fetchFn={fetchFn} token={signIn?.token ?? ''} />
            </div>
          )}
        </main>
      </RecordingsProvider>
    </>
  );
}
