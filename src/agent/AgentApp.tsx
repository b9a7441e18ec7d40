import { Suspense, useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { lazyChunk } from '../lib/loadChunk';
import { CONTENT_TYPE } from '../protocol/codes';
import { agentReducer, selectedSession, type Session } from './agentReducer';
import { initialAgentState } from './agentState';
import { AttentionSettings } from './attention/AttentionSettings';
import { useConsoleAttention } from './attention/useConsoleAttention';
import type { Logger } from '../realtime/logger';
import type { CreateSocket } from '../realtime/socketConnection';
import { sendFileProblem } from './agentUploads';
import { agentLabel, loadSignIn, requestSignIn, requestSignOut, SIGN_IN_STORAGE_KEY, type AgentSignIn } from './agents';
import { newClientMsgId } from './clientMsgId';
import { ConnectionBar } from './ConnectionBar';
import { ConsoleViews, type ConsoleView } from './ConsoleViews';
import { Conversation } from './Conversation';
import { CustomerContext } from './CustomerContext';
import type { AgentStatus } from './frames';
import { HelpCentre } from './helpCentre/HelpCentre';
import { type ConsoleText, translated } from './i18n/consoleText';
import { ConsoleTexts } from './i18n/ConsoleTexts';
import { LanguagePicker } from './i18n/LanguagePicker';
import { LeftMessages } from './LeftMessages';
import { customerName } from './names';
import { NotesPanel } from './NotesPanel';
import { PresenceToggle } from './PresenceToggle';
import { ProfilesView } from './profiles/ProfilesView';
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

// Its own chunk with its chart library: only a supervisor who opens the view downloads it.
const SupervisorView = lazyChunk(() =>
  import('./supervisor/SupervisorView').then((module) => ({ default: module.SupervisorView })),
);

const startState = (signIn: AgentSignIn | null) =>
  signIn === null
    ? initialAgentState
    : agentReducer(initialAgentState, { type: 'connection/requested', agentId: signIn.agent_id });

const sessionNameIn = (t: TFunction) => (session: Session) =>
  session.customer ? customerName(session.customer, t) : t('app.theCustomer');

/** The sandbox's agent console (server/README.md, "Agent console"): the human side of a handover, in the agent's language. */
export function AgentApp(props: AgentAppProps) {
  return (
    <ConsoleTexts>
      <AgentConsole {...props} />
    </ConsoleTexts>
  );
}

function AgentConsole({ createSocket, fetchFn = browserFetch, logger = console }: AgentAppProps) {
  const { t } = useTranslation();
  const sessionName = sessionNameIn(t);
  // The token lives in sessionStorage: this tab only, so a reload keeps the agent signed in.
  const [signIn, setSignIn] = useState(() => loadSignIn(window.sessionStorage, Date.now()));
  const [state, dispatch] = useReducer(agentReducer, signIn, startState);
  const [view, setView] = useState<ConsoleView>('chats');
  // The help centre stays mounted once opened, so that switching to a chat keeps an edit in progress.
  const [helpCentreOpened, setHelpCentreOpened] = useState(false);
  const [profileId, setProfileId] = useState<string | null>(null);
  const forgetSignIn = useCallback(() => {
    window.sessionStorage.removeItem(SIGN_IN_STORAGE_KEY);
    setSignIn(null);
    setProfileId(null);
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
  const customerOnScreen = session?.customer ?? null;
  useCatchUp(sessions, online, send, dispatch);
  const reportSeen = useCallback((receptionId: string) => send({ type: 'seen', reception_id: receptionId }), [send]);
  useSeenReports(agentId === null || view !== 'chats' ? null : session, agentId ?? '', online, reportSeen);
  const signalTyping = useTypingSignal(send);
  const [attention, setAttention] = useConsoleAttention(state);

  const signInAs = async (username: string, password: string): Promise<ConsoleText | null> => {
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
  const openProfile = (customerId: string) => {
    setProfileId(customerId);
    showView('customers');
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
    if (!session) return false;
    const text = { content, client_msg_id: clientMsgId, content_type: CONTENT_TYPE.text };
    if (!send({ type: 'send', reception_id: session.receptionId, ...text })) return false;
    dispatch({ type: 'text/sent', receptionId: session.receptionId, clientMsgId, content, sentAt: Date.now() });
    return true;
  };
  const endSession = () => {
    if (session) send({ type: 'end', reception_id: session.receptionId });
  };
  const attachFile = (file: File) =>
    session ? sendFileProblem(fetchFn, signIn?.token ?? '', session.receptionId, file, send) : Promise.resolve(null);
  const answerLeftMessage = (leftMessageId: string, content: string) =>
    send({ type: 'answer_left_message', left_message_id: leftMessageId, content });
  const askTransferTargets = () => {
    if (session && send({ type: 'transfer_targets', reception_id: session.receptionId }))
      dispatch({ type: 'transferTargets/requested', receptionId: session.receptionId });
  };
  const transfer = (toAgentId: string, note: string): boolean =>
    session !== null && send({ type: 'transfer', reception_id: session.receptionId, to_agent_id: toAgentId, note });
  const addNote = (content: string): boolean =>
    session !== null && send({ type: 'note', reception_id: session.receptionId, content });
  const transferTargets =
    session && state.transferTargets?.receptionId === session.receptionId ? state.transferTargets.agents : null;

  return (
    <>
      <header className="agent-header">
        <h1>{t('app.title')}</h1>
        {agentId !== null && <ConsoleViews view={view} onChange={showView} supervisor={signIn?.supervisor === true} />}
        <ConnectionBar
          agentLabel={signIn && agentId !== null ? agentLabel(signIn, t) : null}
          connection={state.connection}
          problem={state.connectionProblem}
          onSignOut={signOut}
        />
        {agentId !== null && state.presence !== null && (
          <PresenceToggle presence={state.presence} online={online} onChange={setPresence} />
        )}
        {agentId !== null && <AttentionSettings preferences={attention} onChange={setAttention} />}
        <LanguagePicker />
      </header>
      <RecordingsProvider fetchFn={fetchFn} token={signIn?.token ?? ''}>
        <main className="agent-main">
          <div role="alert" className="agent-alert">
            {state.error !== null && (
              <>
                <p>{t('app.refused')}</p>
                <p lang="en">{state.error}</p>
                <button type="button" onClick={() => dispatch({ type: 'error/dismissed' })}>
                  {t('app.dismiss')}
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
                  {state.notice && translated(t, state.notice)}
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
                    {t('app.waitingLink', { total: state.waiting.length })}
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
                    onAttach={attachFile}
                    onEnd={endSession}
                    onOpenProfile={customerOnScreen ? () => openProfile(customerOnScreen.id) : undefined}
                    transfer={{ targets: transferTargets, onOpen: askTransferTargets, onTransfer: transfer }}
                  />
                )}
                {session && (
                  <NotesPanel
                    key={`notes:${session.receptionId}`}
                    notes={session.notes}
                    agentId={agentId}
                    online={online}
                    onAdd={addNote}
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
                <LeftMessages
                  messages={state.leftMessages}
                  online={online}
                  onAnswer={answerLeftMessage}
                  error={state.error}
                />
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
          {agentId !== null && (
            // Kept mounted, so that a search's results are still there after a chat.
            <div hidden={view !== 'customers'}>
              <ProfilesView
                fetchFn={fetchFn}
                token={signIn?.token ?? ''}
                customerId={profileId}
                onOpen={setProfileId}
              />
            </div>
          )}
          {agentId !== null && helpCentreOpened && (
            <div hidden={view !== 'helpCentre'}>
              <HelpCentre fetchFn={fetchFn} token={signIn?.token ?? ''} />
            </div>
          )}
          {agentId !== null && view === 'supervisor' && signIn?.supervisor === true && (
            <Suspense fallback={<p>{t('supervisor.loadingView')}</p>}>
              <SupervisorView fetchFn={fetchFn} token={signIn.token} changes={state.waiting} />
            </Suspense>
          )}
        </main>
      </RecordingsProvider>
    </>
  );
}
