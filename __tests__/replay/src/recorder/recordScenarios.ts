/**
 * The scenarios `npm run record -- <name>` records against the real sandbox (Node only: the sandbox
 * needs `ws` and `better-sqlite3`). scripts/record.ts is the entry; the scenarios live here, beside
 * the harness that replays them, so that they are type-checked and linted with the tests.
 */
import { api } from '../../../../src/api/api';
import { createRouteGuard } from '../../../../src/app/guard/routeGuardLoader';
import { lazyFeatures } from '../../../../src/app/lazyFeatures';
import type { AppStore } from '../../../../src/app/store';
import { groupMessageSubmitted } from '../../../../src/features/chat/state/chatActions';
import { messageLeftForAgents } from '../../../../src/features/chat/reception/receptionActions';
import { askAi } from '../../../../src/features/chat/state/sending';
import { evaluationDismissed } from '../../../../src/features/evaluation/evaluationActions';
import { evaluationApi } from '../../../../src/features/evaluation/evaluationApi';
import { withdrawOrderToggled } from '../../../../src/features/workOrders/workOrderActions';
import { workOrdersApi } from '../../../../src/features/workOrders/workOrdersApi';
import { selectVisibleMessages } from '../../../support/visibleMessages';
import { identityRequired } from '../../../../src/session/sessionSlice';
import { disconnectRequested } from '../../../../src/realtime/socketActions';
import type { NetworkTap } from '../../../../src/lib/networkTap';
import { createRecorder, type Recorder } from '../../../../src/recorder/recorder';
import type { Recording } from '../../../../src/recorder/recordingFormat';
import { createFaultController, type FaultController } from '../../../../server/realtime/faults';
import { AgentSocket } from '../../../support/agentSocket';
import { handover } from '../../../support/handover';
import { startSandbox, type RunningSandbox } from '../../../support/sandbox';
import { waitForState } from '../../../support/waitForState';
import { storeForLink } from '../../../support/linkedStore';

/** The link every scenario opens (alice on the demo product). The pass never reaches a recording. */
export const RECORDED_LINK = '?app_key=demo&user=alice&pass=demo-pass&country=US';
/** Where the route guard is run from; no secrets in it. */
export const GUARD_URL = 'http://client.test/chat?app_key=demo&country=US';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ScenarioContext {
  store: AppStore;
  sandbox: RunningSandbox;
  faults: FaultController;
  /** Resolves once nothing but pings has crossed the network for `quietMs` and the outbox is empty. */
  quiet(quietMs?: number): Promise<void>;
  signIn(): Promise<void>;
  ask(query: string, options?: { quick?: boolean }): void;
  waitForAiReplies(count: number, timeoutMs?: number): Promise<void>;
  /** Brings an agent online on the sandbox-only agent socket (closed when the scenario ends). */
  agentOnline(agentId?: string): Promise<AgentSocket>;
}

interface Scenario {
  description: string;
  aiDelayMs: number;
  run(context: ScenarioContext): Promise<void>;
}

const aiReplies = (store: AppStore) => {
  const conversation = store.getState().chat.conversation;
  return selectVisibleMessages(store.getState()).filter(
    (message) => conversation && message.sender_id === conversation.opposite_id,
  ).length;
};

export const SCENARIOS: Record<string, Scenario> = {
  'ai-chat': {
    description: 'sign in, get the welcome, ask a typed question and a tapped quick question, get both answers',
    aiDelayMs: 200,
    async run({ signIn, ask, waitForAiReplies, quiet }) {
      await signIn();
      ask('I forgot my password');
      await waitForAiReplies(1);
      ask('', { quick: true });
      await waitForAiReplies(2);
      await quiet();
    },
  },
  'reconnect-gap-fill': {
    description:
      'chat, the connection drops right after a question is acknowledged; the answer is stored while the client is down and pulled after the reconnect',
    aiDelayMs: 800,
    async run({ store, faults, signIn, ask, waitForAiReplies, quiet }) {
      await signIn();
      ask('I forgot my password');
      await waitForAiReplies(1);
      await quiet(500);
      ask('Where is my deposit?');
      await waitForState(store, (state) => state.messages.pending.length === 0, 5000);
      faults.dropConnections();
      await waitForState(store, (state) => state.connection.status === 'waitingToRetry', 5000);
      // The answer is stored (800 ms) while the client waits 3 s to reconnect; the sync pulls it.
      await waitForAiReplies(2, 10_000);
      await quiet();
    },
  },
  'lost-ack-resend': {
    description:
      'the acknowledgement of a question is lost; after 3 s check-send-status finds it stored and the outbox lets it go without a resend',
    aiDelayMs: 6000,
    async run({ store, faults, signIn, ask, waitForAiReplies, quiet }) {
      await signIn();
      await quiet(500);
      faults.swallowAcks = true;
      ask('I forgot my password');
      await waitForState(store, (state) => state.messages.pending.length === 0, 8000);
      faults.swallowAcks = false;
      await waitForAiReplies(1, 10_000);
      await quiet();
    },
  },
};

/** The agent accepts the reception that the customer's client is waiting on. */
async function acceptWaiting(store: AppStore, agent: AgentSocket): Promise<string> {
  const { reception } = await waitForState(store, (state) => state.reception.receptionId !== null, 8000);
  const receptionId = reception.receptionId!;
  await agent.waitFor((frame) => frame.type === 'waiting' && JSON.stringify(frame).includes(receptionId));
  agent.send({ type: 'accept', reception_id: receptionId });
  await waitForState(store, (state) => state.reception.status === 'serving', 8000);
  return receptionId;
}

SCENARIOS['human-handover'] = {
  description:
    'ask for a human with an agent online; the agent accepts, both chat, the agent ends; the customer evaluates, and a second evaluation is refused',
  aiDelayMs: 200,
  async run({ store, signIn, ask, agentOnline, quiet }) {
    const agent = await agentOnline();
    await signIn();
    ask('I want to talk to a human');
    const receptionId = await acceptWaiting(store, agent);
    await quiet(500);
    const { session, chat } = store.getState();
    store.dispatch(
      groupMessageSubmitted({
        senderId: session.userId!,
        groupId: chat.supportGroupId!,
        text: 'My deposit has not arrived',
      }),
    );
    await agent.waitFor((frame) => frame.type === 'message');
    agent.send({ type: 'send', reception_id: receptionId, content: 'Let me check that for you.' });
    await waitForState(
      store,
      (state) => selectVisibleMessages(state).some((message) => message.content === 'Let me check that for you.'),
      5000,
    );
    await quiet(500);
    agent.send({ type: 'end', reception_id: receptionId });
    await waitForState(store, (state) => handover(state).evaluationPromptFor === receptionId, 5000);
    await quiet(500);
    await store.dispatch(
      evaluationApi.endpoints.submitEvaluation.initiate({
        reception_id: receptionId,
        score: 5,
        content: 'Quick and kind',
        problem_finished: 1,
      }),
    );
    await waitForState(store, (state) => handover(state).closedEvaluations.includes(receptionId), 5000);
    store.dispatch(evaluationDismissed());
    await store.dispatch(
      evaluationApi.endpoints.submitEvaluation.initiate({
        reception_id: receptionId,
        score: 4,
        content: '',
        problem_finished: 1,
      }),
    );
    await quiet();
  },
};

SCENARIOS['no-agent-leave-message'] = {
  description: 'ask for a human with no agent online (302), leave a message instead',
  aiDelayMs: 200,
  async run({ store, signIn, ask, quiet }) {
    await signIn();
    ask('human');
    await waitForState(store, (state) => state.reception.status === 'noAgent', 8000);
    await quiet(500);
    store.dispatch(messageLeftForAgents('Please call me back about my withdrawal'));
    await quiet();
  },
};

SCENARIOS['withdraw-pick-and-top-up-check'] = {
  description:
    'ask about a withdrawal, pick two orders in the picker and send them to the AI; check two top-up order numbers (not credited, then credited)',
  aiDelayMs: 200,
  async run({ store, signIn, ask, waitForAiReplies, quiet }) {
    await signIn();
    ask('withdraw');
    await waitForAiReplies(1);
    await quiet(500);
    const reply = selectVisibleMessages(store.getState()).at(-1)!;
    const orders = (JSON.parse(reply.content) as { data: { withdraw_orders: { order_id: string }[] } }).data
      .withdraw_orders;
    // The reply shows the withdrawal picker: the chat loads the work-order feature.
    await lazyFeatures.workOrders(store.dispatch);
    for (const order of orders.slice(0, 2))
      store.dispatch(withdrawOrderToggled({ pickerId: reply.client_msg_id, orderId: order.order_id }));
    store.dispatch(askAi({ query: '', withdrawOrderIds: orders.slice(0, 2).map((order) => order.order_id) }));
    await waitForAiReplies(2);
    await quiet(500);
    await store.dispatch(
      workOrdersApi.endpoints.workOrderDraft.initiate({
        kind: 1,
        type: 8,
        draft: { payOrderSn: 'TP10002' },
        check: true,
      }),
    );
    await store.dispatch(
      workOrdersApi.endpoints.workOrderDraft.initiate({
        kind: 1,
        type: 8,
        draft: { payOrderSn: 'TP10001' },
        check: true,
      }),
    );
    await quiet();
  },
};

export const SCENARIO_NAMES = Object.keys(SCENARIOS);

/** Records one scenario against a fresh in-process sandbox and returns the recording. */
export async function recordScenario(name: string): Promise<Recording> {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`unknown scenario "${name}"; known: ${SCENARIO_NAMES.join(', ')}`);
  const faults = createFaultController();
  const sandbox = await startSandbox({ aiDelayMs: scenario.aiDelayMs, faults });
  const recorder = createRecorder({
    meta: { locale: 'US', appKey: 'demo', userAgent: `node ${process.version} (npm run record)` },
  });
  let lastActivity = Date.now();
  const isPing = (raw: string) => raw.includes('"identify":"ping"');
  const tap: NetworkTap = {
    frameIn: (raw) => {
      if (!isPing(raw)) lastActivity = Date.now();
      recorder.tap.frameIn(raw);
    },
    frameOut: (raw) => {
      if (!isPing(raw)) lastActivity = Date.now();
      recorder.tap.frameOut(raw);
    },
    socket: (event, details) => {
      lastActivity = Date.now();
      recorder.tap.socket(event, details);
    },
    restRequest: (method, url, body) => {
      lastActivity = Date.now();
      return recorder.tap.restRequest(method, url, body);
    },
    restResponse: (id, status, body) => {
      lastActivity = Date.now();
      recorder.tap.restResponse(id, status, body);
    },
  };
  const tapped: Recorder = { ...recorder, tap };
  const agents: AgentSocket[] = [];
  const { store } = storeForLink(sandbox.baseUrl, RECORDED_LINK, { recorder: tapped });
  const context: ScenarioContext = {
    store,
    sandbox,
    faults,
    async quiet(quietMs = 1000) {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        if (Date.now() - lastActivity >= quietMs && store.getState().messages.pending.length === 0) return;
        await sleep(50);
      }
      throw new Error('the session never went quiet');
    },
    async signIn() {
      const guard = await createRouteGuard(store)({
        request: new Request(GUARD_URL),
        params: {},
        context: undefined,
      } as never);
      if (!(guard && typeof guard === 'object' && 'status' in guard && guard.status === 'passed'))
        throw new Error(`the route guard did not pass: ${JSON.stringify(guard)}`);
      store.dispatch(identityRequired());
      await waitForState(store, (state) => state.chat.welcome !== null, 10_000);
    },
    ask(query, { quick = false } = {}) {
      const { chat, session } = store.getState();
      if (!chat.conversation || !session.userId) throw new Error('no conversation to ask in');
      const question = quick ? chat.welcome?.questions[0] : undefined;
      if (quick && !question) throw new Error('the welcome has no quick question');
      store.dispatch(askAi({ query: question ? question.title : query, question }));
    },
    async waitForAiReplies(count, timeoutMs = 8000) {
      await waitForState(store, () => aiReplies(store) >= count, timeoutMs);
    },
    async agentOnline(agentId = '30001') {
      const agent = await AgentSocket.signIn(sandbox, agentId);
      agents.push(agent);
      return agent;
    },
  };
  try {
    await scenario.run(context);
    return recorder.exportRecording();
  } finally {
    store.dispatch(disconnectRequested());
    store.dispatch(api.util.resetApiState());
    await Promise.all(agents.map((agent) => agent.close()));
    await sandbox.close();
  }
}
