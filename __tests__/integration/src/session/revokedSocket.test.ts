/**
 * The client against the real sandbox when its token is revoked while the socket is open (issue 30):
 * the server closes the socket with 4001, the client signs in again from the link by itself,
 * reconnects, and the message still waiting in its outbox is delivered exactly once.
 */
import { api } from '../../../../src/api/api';
import type { AppStore } from '../../../../src/app/store';
import { aiQuestionSubmitted } from '../../../../src/features/chat/state/chatActions';
import { identityRequired } from '../../../../src/session/sessionSlice';
import { createFaultController } from '../../../../server/realtime/faults';
import { WS_CLOSE_CODE } from '../../../../src/protocol/codes';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import type { WireMessage } from '../../../../src/protocol/entities';
import { disconnectRequested } from '../../../../src/realtime/socketActions';
import { runGuard, storeForLink } from '../../../support/linkedStore';
import { logoutCustomer } from '../../../support/revocation';
import { startSandbox, type RunningSandbox } from '../../../support/sandbox';
import { waitForState } from '../../../support/waitForState';

const LINK = '?app_key=demo&user=alice&pass=demo-pass&country=US';
const faults = createFaultController();
let sandbox: RunningSandbox;
let store: AppStore | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ faults });
});
afterEach(() => {
  store?.dispatch(disconnectRequested());
  store?.dispatch(api.util.resetApiState());
});
afterAll(() => sandbox.close());

async function serverMessages(token: string, conversationId: string): Promise<WireMessage[]> {
  const query = new URLSearchParams({ conversation_id: conversationId, page_size: '50' });
  const response = await fetch(`${sandbox.baseUrl}${REST.historyList}?${query}`, {
    headers: { [HEADERS.token]: token, [HEADERS.productId]: '1', [HEADERS.companyId]: '100' },
  });
  return ((await response.json()) as { data: { messages: WireMessage[] } }).data.messages;
}

it('signs in again when a logout elsewhere closes the open socket, and sends its outbox once', async () => {
  const logged: string[] = [];
  const logger = { warn: (line: string) => logged.push(line), error: (line: string) => logged.push(line) };
  store = storeForLink(sandbox.baseUrl, LINK, { logger }).store;
  await runGuard(store, LINK);
  store.dispatch(identityRequired());
  const app = store;
  await waitForState(app, (state) => state.chat.welcome !== null && state.connection.status === 'open');
  const firstToken = app.getState().session.token!;
  const conversation = app.getState().chat.conversation!;

  // Sent and stored, but unacknowledged: it stays in the outbox.
  faults.swallowAcks = true;
  const text = `waiting in the outbox ${Date.now()}`;
  app.dispatch(aiQuestionSubmitted({ senderId: '10001', aiUserId: conversation.opposite_id, query: text }));
  await waitForState(app, (state) => state.messages.pending.some((message) => message.content.includes(text)));
  faults.swallowAcks = false;

  // Signed out elsewhere (another tab, the host app): the open socket closes with 4001.
  const closed = waitForState(app, (state) => state.connection.lastCloseCode === WS_CLOSE_CODE.unauthorized, 5000);
  await logoutCustomer(sandbox, firstToken);
  await closed;

  const delivered = await waitForState(
    app,
    (state) =>
      state.connection.status === 'open' && state.messages.pending.length === 0 && state.session.token !== firstToken,
    15_000,
  );
  expect(delivered.session.identity).toBe('signedIn');
  const onServer = await serverMessages(delivered.session.token!, conversation.conversation_id);
  expect(onServer.filter((message) => message.content.includes(text))).toHaveLength(1);
  // A frame asked for while the client signed in again (the unread count, asked again once open) is
  // all the socket may report; nothing went wrong otherwise.
  expect(logged.filter((line) => !/not connected: \w+ not sent/.test(line))).toEqual([]);
});
