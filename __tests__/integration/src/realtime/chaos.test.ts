import { api } from '../../../../src/api/api';
import type { AppStore } from '../../../../src/app/store';
import { chatApi } from '../../../../src/features/chat/api/chatApi';
import { aiQuestionSubmitted, messageResent } from '../../../../src/features/chat/state/chatActions';
import { selectHasOlderMessages } from '../../../../src/features/chat/state/chatSelectors';
import { selectVisibleMessages } from '../../../support/visibleMessages';
import { lastSeq, storedMessages } from '../../../../src/features/chat/model/messageStore';
import { conversationMessages } from '../../../../src/features/chat/state/messagesSlice';
import { identityRequired } from '../../../../src/session/sessionSlice';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import type { WireMessage } from '../../../../src/protocol/entities';
import { disconnectRequested } from '../../../../src/realtime/socketActions';
import { newDataDir, removeDataDir } from '../../../support/sandbox';
import { spawnSandbox, type SandboxProcess } from '../../../support/sandboxProcess';
import { waitForState } from '../../../support/waitForState';
import { runGuard, storeForLink } from '../../../support/linkedStore';
import { expectConsole } from '../../../support/expectConsole';

const CLIENT_MESSAGES = 1_000;
const SERVER_PUSHES = 1_000;
const RESTARTS = 2;

/** Deterministic randomness, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the socket may say while connections drop and the server restarts: messages typed while it is
 * down are not sent (the outbox sends them again on open), and a refused connection is a socket error.
 */
const EXPECTED_WARNING = /^\[support-socket\] (not connected: \S+ not sent|socket error)$/;

let sandbox: SandboxProcess;
let dataDir: string;
let store: AppStore;

beforeAll(async () => {
  dataDir = newDataDir('support-chaos-');
  // 1,000 questions in seconds, and outboxes of hundreds resent at once: far over a person's frame budget.
  sandbox = await spawnSandbox({
    dataDir,
    aiDelayMs: 0,
    faults: true,
    frameBudget: { perSecond: 10_000, burst: 10_000 },
    // Likewise far over a person's messages a minute (docs/protocol.md, "Quotas").
    messageRateLimit: '100000/60',
  });
});

afterAll(async () => {
  store?.dispatch(disconnectRequested());
  store?.dispatch(api.util.resetApiState());
  await sandbox?.kill();
  await removeDataDir(dataDir);
});

/** The server's truth: the whole conversation, read back through history-list. */
async function serverConversation(token: string, conversationId: string): Promise<WireMessage[]> {
  const all: WireMessage[] = [];
  let before: number | undefined;
  for (;;) {
    const query = new URLSearchParams({
      conversation_id: conversationId,
      page_size: '50',
      ...(before ? { before_seq: String(before) } : {}),
    });
    const response = await fetch(`${sandbox.baseUrl}${REST.historyList}?${query}`, {
      headers: { [HEADERS.token]: token, [HEADERS.productId]: '1', [HEADERS.companyId]: '100' },
    });
    const body = (await response.json()) as { data: { messages: WireMessage[]; has_more: boolean } };
    all.unshift(...body.data.messages);
    if (!body.data.has_more || body.data.messages.length === 0) return all;
    before = body.data.messages[0].seq;
  }
}

it(`loses and doubles nothing: ${CLIENT_MESSAGES} client messages and ${SERVER_PUSHES} server pushes while connections drop and the server restarts ${RESTARTS} times`, async () => {
  const rand = random(20261121);
  const link = '?app_key=demo&user=alice&pass=demo-pass&country=US';
  const warnings: string[] = [];
  const errors: string[] = [];
  const logger = { warn: (line: string) => warnings.push(line), error: (line: string) => errors.push(line) };
  const summary = expectConsole('info', /^chaos: /);
  store = storeForLink(sandbox.baseUrl, link, { logger }).store;
  await runGuard(store, link);
  store.dispatch(identityRequired());
  const opened = await waitForState(store, (state) => state.chat.conversation !== null, 15_000);
  const conversation = opened.chat.conversation!;
  const composed = new Set<string>();
  let drops = 0;
  let restarts = 0;
  let retries = 0;

  const retryFailed = () => {
    for (const message of store.getState().messages.pending) {
      if (message.status === 'failed') {
        retries++;
        store.dispatch(messageResent(message, 'userRetry'));
      }
    }
  };

  // Compose in bursts while the network misbehaves: random drops, lost acknowledgements, two restarts.
  let sent = 0;
  let round = 0;
  while (sent < CLIENT_MESSAGES) {
    round++;
    const burst = 5 + Math.floor(rand() * 20);
    for (let i = 0; i < burst && sent < CLIENT_MESSAGES; i++, sent++) {
      const action = store.dispatch(
        aiQuestionSubmitted({
          senderId: '10001',
          aiUserId: conversation.opposite_id,
          query: `question ${sent}: how do I reset my password?`,
        }),
      );
      composed.add(action.payload.client_msg_id);
    }
    const dice = rand();
    if (dice < 0.12) {
      await sandbox
        .setFaults({ drop_connections: true })
        .then(() => drops++)
        .catch(() => undefined);
    } else if (dice < 0.2) {
      await sandbox.setFaults({ swallow_acks: true }).catch(() => undefined);
      await sleep(400);
      await sandbox.setFaults({ swallow_acks: false }).catch(() => undefined);
    }
    if (restarts < RESTARTS && sent >= ((restarts + 1) * CLIENT_MESSAGES) / (RESTARTS + 1)) {
      await sandbox.restart(restarts === 0 ? 'SIGKILL' : 'SIGTERM');
      restarts++;
    }
    retryFailed();
    await sleep(40 + Math.floor(rand() * 120));
  }

  // Calm: the outbox drains, then every pushed reply arrives; whoever reads "failed" taps Retry.
  await sandbox.setFaults({ reset: true });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    retryFailed();
    const state = store.getState();
    if (state.connection.status === 'open' && state.messages.pending.length === 0) break;
    await sleep(250);
  }
  expect(store.getState().messages.pending).toEqual([]);
  await sleep(1_000);

  const token = store.getState().session.token!;
  let truth = await serverConversation(token, conversation.conversation_id);
  // Keep asking until the server has pushed enough replies (a crash loses the replies it had not stored).
  let extra = 0;
  while (truth.filter((message) => message.sender_id === conversation.opposite_id).length < SERVER_PUSHES) {
    const action = store.dispatch(
      aiQuestionSubmitted({ senderId: '10001', aiUserId: conversation.opposite_id, query: `extra ${extra++}` }),
    );
    composed.add(action.payload.client_msg_id);
    await waitForState(store, (state) => state.messages.pending.length === 0, 15_000);
    await sleep(20);
    truth = await serverConversation(token, conversation.conversation_id);
  }
  const serverMax = truth[truth.length - 1].seq;
  await waitForState(
    store,
    (state) => lastSeq(conversationMessages(state.messages, conversation.conversation_id).stored) >= serverMax,
    30_000,
  );

  // Scroll all the way up: the client ends with the whole conversation.
  while (selectHasOlderMessages(store.getState())) {
    const first = storedMessages(
      conversationMessages(store.getState().messages, conversation.conversation_id).stored,
    )[0].seq;
    const page = await store.dispatch(
      chatApi.endpoints.historyList.initiate(
        { conversationId: conversation.conversation_id, beforeSeq: first },
        { subscribe: false },
      ),
    );
    if (page.error) throw new Error(`history-list failed: ${JSON.stringify(page.error)}`);
  }

  const client = selectVisibleMessages(store.getState());
  const clientSeqs = client.map((message) => message.seq);
  const truthIds = truth.map((message) => message.client_msg_id);
  const fromClient = truth.filter((message) => composed.has(message.client_msg_id));
  const aiReplies = truth.filter((message) => message.sender_id === conversation.opposite_id);
  const lost =
    [...composed].filter((id) => !truthIds.includes(id)).length +
    truth.filter((message) => !client.some((mine) => mine.client_msg_id === message.client_msg_id)).length;
  const doubled =
    truthIds.length -
    new Set(truthIds).size +
    (client.length - new Set(client.map((message) => message.client_msg_id)).size);

  console.info(
    `chaos: ${composed.size} client messages, ${aiReplies.length} server pushes, ${truth.length} stored, ${client.length} on the client; ` +
      `${drops} drops, ${restarts} restarts, ${retries} retries, ${round} rounds; lost ${lost}, doubled ${doubled}`,
  );
  expect(composed.size).toBeGreaterThanOrEqual(CLIENT_MESSAGES);
  expect(aiReplies.length).toBeGreaterThanOrEqual(SERVER_PUSHES);
  expect(restarts).toBe(RESTARTS);
  expect(fromClient).toHaveLength(composed.size);
  expect(lost).toBe(0);
  expect(doubled).toBe(0);
  expect(clientSeqs).toEqual(truth.map((message) => message.seq));
  expect(client.map((message) => message.client_msg_id)).toEqual(truthIds);
  expect(summary).toHaveLength(1);
  expect(warnings.filter((line) => !EXPECTED_WARNING.test(line))).toEqual([]);
  expect(warnings).toContain('[support-socket] not connected: send_msg not sent');
  expect(errors).toEqual([]);
}, 240_000);
