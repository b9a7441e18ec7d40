/**
 * The client against the real sandbox when its token expires (docs/protocol.md, "Sessions"): it
 * signs in again from the link by itself, reconnects, and the message typed meanwhile is delivered
 * exactly once.
 */
import { api } from '../../../../src/api/api';
import type { AppStore } from '../../../../src/app/store';
import { aiQuestionSubmitted } from '../../../../src/features/chat/state/chatActions';
import { identityRequired } from '../../../../src/session/sessionSlice';
import { sessionApi } from '../../../../src/session/sessionApi';
import { createFaultController } from '../../../../server/realtime/faults';
import { WS_CLOSE_CODE } from '../../../../src/protocol/codes';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import type { WireMessage } from '../../../../src/protocol/entities';
import { disconnectRequested } from '../../../../src/realtime/socketActions';
import { expectConsole } from '../../../support/expectConsole';
import { runGuard, storeForLink } from '../../../support/linkedStore';
import { startSandbox, type RunningSandbox } from '../../../support/sandbox';
import { waitForState } from '../../../support/waitForState';

const TOKEN_TTL_MS = 1500;
const LINK = '?app_key=demo&user=alice&pass=demo-pass&country=US';
const faults = createFaultController();
let sandbox: RunningSandbox;
let store: AppStore | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ tokenTtlMs: TOKEN_TTL_MS, faults });
});
afterEach(() => {
  store?.dispatch(disconnectRequested());
  store?.dispatch(api.util.resetApiState());
});
afterAll(() => sandbox.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedInStore(): Promise<AppStore> {
  store = storeForLink(sandbox.baseUrl, LINK).store;
  await runGuard(store, LINK);
  store.dispatch(identityRequired());
  await waitForState(store, (state) => state.chat.welcome !== null && state.connection.status === 'open');
  return store;
}

/** The server's truth about the AI conversation, read with a fresh token. */
async function serverMessages(token: string, conversationId: string): Promise<WireMessage[]> {
  const query = new URLSearchParams({ conversation_id: conversationId, page_size: '50' });
  const response = await fetch(`${sandbox.baseUrl}${REST.historyList}?${query}`, {
    headers: { [HEADERS.token]: token, [HEADERS.productId]: '1', [HEADERS.companyId]: '100' },
  });
  return ((await response.json()) as { data: { messages: WireMessage[] } }).data.messages;
}

it('signs in again when a REST call meets the expired token, and answers that call', async () => {
  const app = await signedInStore();
  const firstToken = app.getState().session.token;
  await sleep(TOKEN_TTL_MS + 200);

  const info = await app.dispatch(
    sessionApi.endpoints.userInfo.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );

  expect(info.data).toMatchObject({ id: '10001', username: 'alice' });
  expect(app.getState().session).toMatchObject({ identity: 'signedIn', userId: '10001' });
  expect(app.getState().session.token).not.toBe(firstToken);
});

it('signs in again when the socket refuses the expired token, and delivers the message typed meanwhile once', async () => {
  const app = await signedInStore();
  const firstToken = app.getState().session.token;
  const conversation = app.getState().chat.conversation!;

  // At the token's expiry the server closes the open socket (4001); the client signs in again.
  await waitForState(
    app,
    (state) => state.connection.lastCloseCode === WS_CLOSE_CODE.unauthorized,
    TOKEN_TTL_MS + 5000,
  );
  const text = `typed while the session ended ${Date.now()}`;
  // Typed while the socket is down: the client says it could not send it then (and sends it once back).
  expectConsole('warn', /not connected: send_msg not sent/);
  app.dispatch(aiQuestionSubmitted({ senderId: '10001', aiUserId: conversation.opposite_id, query: text }));

  const delivered = await waitForState(
    app,
    (state) =>
      state.connection.status === 'open' && state.messages.pending.length === 0 && state.session.token !== firstToken,
    15_000,
  );
  expect(delivered.session.identity).toBe('signedIn');
  const onServer = await serverMessages(delivered.session.token!, conversation.conversation_id);
  expect(onServer.filter((message) => message.content.includes(text))).toHaveLength(1);
});
