import { useCallback, useReducer, useState } from 'react';
import { agentReducer, initialAgentState } from './agentReducer';
import { agentLabel, loadSignIn, requestSignIn, requestSignOut, SIGN_IN_STORAGE_KEY, type AgentSignIn } from './agents';
import { ConnectionBar } from './ConnectionBar';
import { Conversation } from './Conversation';
import { LeftMessages } from './LeftMessages';
import { SignInForm } from './SignInForm';
import { useAgentSocket, type CreateSocket } from './useAgentSocket';
import { WaitingList } from './WaitingList';
import { WorkOrders } from './WorkOrders';

interface AgentAppProps {
  /** Tests pass a mock socket; the page uses the browser's WebSocket. */
  createSocket?: CreateSocket;
  /** Tests pass a fake; the page uses the browser's fetch. */
  fetchFn?: typeof fetch;
}

const browserFetch: typeof fetch = (...args) => fetch(...args);

const startState = (signIn: AgentSignIn | null) =>
  signIn === null ? initialAgentState : agentReducer(initialAgentState, { type: 'connection/requested', agentId: signIn.agent_id });

/** The sandbox's agent console (server/README.md, "Agent console"): the human side of a handover. */
export function AgentApp({ createSocket, fetchFn = browserFetch }: AgentAppProps) {
  // The token lives in sessionStorage: this tab only, so a reload keeps the agent signed in.
  const [signIn, setSignIn] = useState(() => loadSignIn(window.sessionStorage, Date.now()));
  const [state, dispatch] = useReducer(agentReducer, signIn, startState);
  const forgetSignIn = useCallback(() => {
    window.sessionStorage.removeItem(SIGN_IN_STORAGE_KEY);
    setSignIn(null);
  }, []);
  const send = useAgentSocket({ token: state.agentId === null ? null : (signIn?.token ?? null), dispatch, onRefused: forgetSignIn, createSocket });
  const online = state.connection === 'online';
  const { session, agentId } = state;

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
  const accept = (receptionId: string) => send({ type: 'accept', reception_id: receptionId });
  const advanceWorkOrder = (workOrderId: string) => send({ type: 'advance_work_order', id: workOrderId });

  const sendText = (content: string): boolean => {
    if (!session || !send({ type: 'send', reception_id: session.receptionId, content })) return false;
    dispatch({ type: 'text/sent', receptionId: session.receptionId, content, sentAt: Date.now() });
    return true;
  };
  const endSession = () => {
    if (session) send({ type: 'end', reception_id: session.receptionId });
  };
  const servedId = session?.receptionId;
  const reportSeen = useCallback(() => servedId !== undefined && send({ type: 'seen', reception_id: servedId }), [servedId, send]);

  return (
    <>
      <header className="agent-header">
        <h1>Agent console</h1>
        <ConnectionBar
          agentLabel={signIn && agentId !== null ? agentLabel(signIn) : null}
          connection={state.connection}
          problem={state.connectionProblem}
          onSignOut={signOut}
        />
      </header>
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
        ) : (
          <div className="agent-columns">
            <div className="agent-column">
              <p role="status" className="agent-notice">
                {state.notice}
              </p>
              {session ? (
                <Conversation
                  key={session.receptionId}
                  session={session}
                  agentId={agentId}
                  customerNames={state.customerNames}
                  online={online}
                  onSend={sendText}
                  onEnd={endSession}
                  onSeen={reportSeen}
                />
              ) : (
                <>
                  <WaitingList receptions={state.waiting} canAccept={online} onAccept={accept} />
                  <LeftMessages messages={state.leftMessages} />
                </>
              )}
            </div>
            {state.workOrders !== null && (
              <div className="agent-column">
                <WorkOrders workOrders={state.workOrders} canAdvance={online} onAdvance={advanceWorkOrder} />
              </div>
            )}
          </div>
        )}
      </main>
    </>
  );
}
