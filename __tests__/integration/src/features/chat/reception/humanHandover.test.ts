/**
 * Issue 5 end to end over real sockets: the customer's client (the real store) against the sandbox,
 * the agent played through the sandbox-only agent socket. AI → contact human → the agent accepts →
 * both chat → the agent ends → the customer evaluates → a repeat gives "Already submitted".
 */
import { api } from '../../../../../../src/api/api';
import type { AppStore } from '../../../../../../src/app/store';
import { aiQuestionSubmitted, groupMessageSubmitted } from '../../../../../../src/features/chat/state/chatActions';
import { selectVisibleMessages } from '../../../../../support/visibleMessages';
import { messageView } from '../../../../../../src/protocol/messageContent';
import { groupUsersApi } from '../../../../../../src/features/chat/api/groupUsersApi';
import { sessionEndedWithEvaluation } from '../../../../../../src/features/evaluation/evaluationActions';
import { evaluationApi } from '../../../../../../src/features/evaluation/evaluationApi';
import { identityRequired } from '../../../../../../src/session/sessionSlice';
import { ERROR_CODE } from '../../../../../../src/protocol/codes';
import { disconnectRequested } from '../../../../../../src/realtime/socketActions';
import { AgentSocket } from '../../../../../support/agentSocket';
import { handover } from '../../../../../support/handover';
import { runGuard, storeForLink } from '../../../../../support/linkedStore';
import { startSandbox } from '../../../../../support/sandbox';
import { waitForState } from '../../../../../support/waitForState';

const ANN = '30001';
const ALICE_GROUP = 'cg_1_10001';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
const stores: AppStore[] = [];
const agents: AgentSocket[] = [];

beforeEach(async () => {
  sandbox = await startSandbox({ aiDelayMs: 0 });
});
afterEach(async () => {
  for (const store of stores.splice(0)) {
    store.dispatch(disconnectRequested());
    store.dispatch(api.util.resetApiState());
  }
  await Promise.all(agents.splice(0).map((agent) => agent.close()));
  await sandbox.close();
});

async function openChat(user = 'alice') {
  const search = `?app_key=demo&user=${user}&pass=demo-pass&country=US`;
  const { store } = storeForLink(sandbox.baseUrl, search);
  stores.push(store);
  await runGuard(store, search);
  store.dispatch(identityRequired());
  const greeted = await waitForState(store, (state) => state.chat.conversation !== null);
  return { store, aiUserId: greeted.chat.conversation!.opposite_id };
}

async function openAgent(agentId = ANN) {
  const agent = await AgentSocket.signIn(sandbox, agentId);
  agents.push(agent);
  return agent;
}

const texts = (store: AppStore) =>
  selectVisibleMessages(store.getState()).map((message) => {
    const view = messageView(message);
    if (view.kind === 'text' || view.kind === 'system') return view.text;
    if (view.kind === 'aiReply') return view.reply.data.text ?? '';
    return view.kind;
  });

describe('the human stage, customer client against the sandbox', () => {
  it('hands over, chats both ways, ends, evaluates, and refuses a second evaluation', async () => {
    const agent = await openAgent();
    const { store, aiUserId } = await openChat();

    store.dispatch(aiQuestionSubmitted({ senderId: '10001', aiUserId, query: 'I want to talk to a human' }));
    const requested = await waitForState(
      store,
      (state) => state.reception.receptionId !== null && state.chat.supportGroupId !== null,
    );
    expect(requested.chat).toMatchObject({ aiEnded: true, supportGroupId: ALICE_GROUP });
    expect(requested.reception.status).toBe('requested');
    const receptionId = requested.reception.receptionId!;

    // The agent sees the customer waiting, with what was asked of the AI (the handoff summary).
    const waiting = await agent.waitFor(
      (frame) => frame.type === 'waiting' && JSON.stringify(frame).includes(receptionId),
    );
    expect(JSON.stringify(waiting)).toContain('I want to talk to a human');

    agent.send({ type: 'accept', reception_id: receptionId });
    const serving = await waitForState(store, (state) => state.reception.status === 'serving');
    expect(serving.reception.phase).toBe(3);
    expect(texts(store)).toContain('Ann joined the chat');

    // The customer's text goes to the support group, and reaches the agent.
    store.dispatch(groupMessageSubmitted({ senderId: '10001', groupId: ALICE_GROUP, text: 'My deposit is missing' }));
    const forwarded = await agent.waitFor((frame) => frame.type === 'message');
    expect(forwarded).toMatchObject({
      reception_id: receptionId,
      message: { content: 'My deposit is missing', chat_type: 2, group_id: ALICE_GROUP },
    });
    await waitForState(store, (state) => state.messages.pending.length === 0);

    agent.send({ type: 'send', reception_id: receptionId, content: 'Let me check that for you.' });
    await waitForState(store, (state) =>
      selectVisibleMessages(state).some(
        (message) => message.sender_id === ANN && message.content === 'Let me check that for you.',
      ),
    );
    const names = await store.dispatch(groupUsersApi.endpoints.usersByIds.initiate([ANN], { subscribe: false }));
    expect(names.data?.users).toEqual([expect.objectContaining({ id: ANN, nickname: 'Ann', kind: 'agent' })]);

    // The agent ends: stop, the evaluation card, and the 308 that opens the popup.
    agent.send({ type: 'end', reception_id: receptionId });
    const ended = await waitForState(store, (state) => handover(state).evaluationPromptFor !== null);
    expect(handover(ended)).toMatchObject({
      status: 'stopped',
      evaluationPromptFor: receptionId,
      closedEvaluations: [],
    });
    await waitForState(store, () => texts(store).includes('evaluationCard'));

    const first = await store.dispatch(
      evaluationApi.endpoints.submitEvaluation.initiate({
        reception_id: receptionId,
        score: 4,
        content: 'Quick help',
        problem_finished: 1,
      }),
    );
    expect(first.error).toBeUndefined();
    // 312 greys the evaluation.
    await waitForState(store, (state) => handover(state).closedEvaluations.includes(receptionId));

    const repeat = await store.dispatch(
      evaluationApi.endpoints.submitEvaluation.initiate({
        reception_id: receptionId,
        score: 5,
        content: '',
        problem_finished: 1,
      }),
    );
    expect(repeat.error).toMatchObject({ code: ERROR_CODE.alreadySubmitted });
    expect(store.getState().connection.malformedFrames).toBe(0);
  });

  it('finds an open reception again after a reload and ends and evaluates it at once', async () => {
    const agent = await openAgent();
    const first = await openChat();
    first.store.dispatch(aiQuestionSubmitted({ senderId: '10001', aiUserId: first.aiUserId, query: 'agent please' }));
    const { reception } = await waitForState(first.store, (state) => state.reception.receptionId !== null);
    agent.send({ type: 'accept', reception_id: reception.receptionId });
    await waitForState(first.store, (state) => state.reception.status === 'serving');
    first.store.dispatch(disconnectRequested());

    const { store } = await openChat();
    const restored = await waitForState(
      store,
      (state) => state.reception.status === 'serving' && state.chat.supportGroupId !== null,
    );
    expect(restored.reception.receptionId).toBe(reception.receptionId);
    expect(restored.chat.aiEnded).toBe(true);
    await waitForState(store, () => texts(store).includes('Ann joined the chat'));

    store.dispatch(
      sessionEndedWithEvaluation(reception.receptionId!, { problemFinished: 0, score: 2, content: 'Still waiting' }),
    );
    const done = await waitForState(store, (state) => handover(state).endRequest?.status === 'done');
    expect(handover(done)).toMatchObject({ status: 'stopped', closedEvaluations: [reception.receptionId] });
    await agent.waitFor((frame) => frame.type === 'ended' && frame.by === 'customer');

    const repeat = await store.dispatch(
      evaluationApi.endpoints.submitEvaluation.initiate({
        reception_id: reception.receptionId!,
        score: 5,
        content: '',
        problem_finished: 1,
      }),
    );
    expect(repeat.error).toMatchObject({ code: ERROR_CODE.alreadySubmitted });
  });

  it('offers leaving a message when no agent is online (302)', async () => {
    const { store, aiUserId } = await openChat();
    store.dispatch(aiQuestionSubmitted({ senderId: '10001', aiUserId, query: 'human' }));
    const state = await waitForState(store, (current) => current.reception.status === 'noAgent');
    expect(state.chat.aiEnded).toBe(true);
  });
});
