import { useCallback, useReducer } from 'react';
import { agentReducer, initialAgentState } from './agentReducer';
import { agentIdFromSearch } from './agents';
import { ConnectionBar } from './ConnectionBar';
import { Conversation } from './Conversation';
import { LeftMessages } from './LeftMessages';
import { useAgentSocket, type CreateSocket } from './useAgentSocket';
import { WaitingList } from './WaitingList';
import { WorkOrders } from './WorkOrders';

interface AgentAppProps {
  /** Tests pass a mock socket; the page uses the browser's WebSocket. */
  createSocket?: CreateSocket;
}

const startState = (agentId: string | null) =>
  agentId === null ? initialAgentState : agentReducer(initialAgentState, { type: 'connection/requested', agentId });

/** The sandbox's agent console (server/README.md, "Agent console"): the human side of a handover. */
export function AgentApp({ createSocket }: AgentAppProps) {
  const [state, dispatch] = useReducer(agentReducer, agentIdFromSearch(window.location.search), startState);
  const send = useAgentSocket({ agentId: state.agentId, dispatch, createSocket });
  const online = state.connection === 'online';
  const { session, agentId } = state;

  const goOnline = useCallback((id: string) => dispatch({ type: 'connection/requested', agentId: id }), []);
  const goOffline = useCallback(() => dispatch({ type: 'connection/left' }), []);
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

  return (
    <>
      <header className="agent-header">
        <h1>Agent console</h1>
        <ConnectionBar agentId={agentId} connection={state.connection} problem={state.connectionProblem} onGoOnline={goOnline} onGoOffline={goOffline} />
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
          <p className="agent-muted">Choose an agent and go online to see waiting customers.</p>
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
