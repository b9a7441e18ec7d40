import type { AppStore } from '../../../../../../src/app/store';
import { failedMessageDeleted, messageResent } from '../../../../../../src/features/chat/state/chatActions';
import { deliveryStatusOf } from '../../../../../../src/features/chat/model/chatMessage';
import { selectAiPeerReadSeq } from '../../../../../../src/features/chat/state/chatSelectors';
import { GIVE_UP_OFFLINE_MS } from '../../../../../../src/features/chat/listeners/outboxListeners';
import { askAi } from '../../../../../../src/features/chat/state/sending';
import { identityRequired } from '../../../../../../src/session/sessionSlice';
import { memoryStore, type KeyValueStore } from '../../../../../../src/lib/storage';
import { CONTENT_TYPE } from '../../../../../../src/protocol/codes';
import { selectVisibleMessages } from '../../../../../support/visibleMessages';
import { CONVERSATION_ID, FAKE_WS_BASE, FakeRealtimeServer } from '../../../../../support/fakeRealtimeServer';
import { fakeFetch, ok } from '../../../../../support/renderApp';
import { expectConsole } from '../../../../../support/expectConsole';
import { signedInStore } from '../../../../../support/signedInStore';

let server: FakeRealtimeServer;
let fetchFake: ReturnType<typeof fakeFetch>;

const settle = (ms = 50) => jest.advanceTimersByTimeAsync(ms);
const queryOf = (content: unknown) => (JSON.parse(String(content)) as { query: string }).query;
const sentQueries = () => server.sent('send_msg').map((frame) => queryOf(frame.data.content));
const pending = (store: AppStore) => store.getState().messages.pending;

async function openChat(storage: KeyValueStore = memoryStore()): Promise<AppStore> {
  const store = signedInStore({ socketBase: FAKE_WS_BASE, createSocket: server.createSocket, storage });
  store.dispatch(identityRequired());
  await settle();
  return store;
}

beforeEach(() => {
  jest.useFakeTimers();
  server = new FakeRealtimeServer();
  fetchFake = fakeFetch((url) => {
    if (!url.pathname.endsWith('/check-send-status')) return ok({ group: null });
    const stored = server.messages.find((message) => message.client_msg_id === url.searchParams.get('client_msg_id'));
    return ok(stored ? { is_send: true, seq: stored.seq } : { is_send: false });
  });
});

afterEach(() => {
  server.stop();
  fetchFake.restore();
  jest.useRealTimers();
});

describe('send states', () => {
  it('fails a message the server could not be reached for, keeps it failed after the reconnect, and delivers it once on Retry', async () => {
    expectConsole('warn', /^\[support-socket\] (not connected: send_msg not sent|socket error)$/);
    const store = await openChat();
    server.stop();
    await settle();
    store.dispatch(askAi({ query: 'typed during the outage' }));
    await jest.advanceTimersByTimeAsync(GIVE_UP_OFFLINE_MS - 1_100);
    expect(pending(store)[0].status).toBe('sending');
    // Checked every second: failed within a second of the limit.
    await jest.advanceTimersByTimeAsync(2_200);
    expect(pending(store)[0].status).toBe('failed');

    server.restart();
    await jest.advanceTimersByTimeAsync(3_100);
    expect(store.getState().connection.status).toBe('open');
    expect(pending(store)[0].status).toBe('failed');
    expect(server.sent('send_msg')).toHaveLength(0);

    store.dispatch(messageResent(pending(store)[0], 'userRetry'));
    await settle();
    expect(sentQueries()).toEqual(['typed during the outage']);
    expect(pending(store)).toEqual([]);
    expect(server.messages).toHaveLength(1);
  });

  it('fails what is on its way when another window takes the chat over (signal 314)', async () => {
    const store = await openChat();
    server.swallowAcks = true;
    store.dispatch(askAi({ query: 'sent just before the takeover' }));
    await settle();
    server.push('push_signal_msg', {
      content_type: CONTENT_TYPE.socketOccupied,
      content: '',
      sender_id: '',
      group_id: '',
      send_time: 0,
    });
    await settle();
    expect(pending(store).map((message) => message.status)).toEqual(['failed']);
  });

  it('keeps a failed message through a reload, without sending it, until the customer deletes it', async () => {
    expectConsole('warn', /^\[support-socket\] (not connected: send_msg not sent|socket error)$/);
    const storage = memoryStore();
    const first = await openChat(storage);
    server.stop();
    await settle();
    first.dispatch(askAi({ query: 'failed before the reload' }));
    await jest.advanceTimersByTimeAsync(GIVE_UP_OFFLINE_MS + 1_100);
    server.restart();

    const reloaded = await openChat(storage);
    await settle(200);
    const [restored] = pending(reloaded);
    expect(restored).toMatchObject({ status: 'failed' });
    expect(server.sent('send_msg')).toHaveLength(0);

    reloaded.dispatch(failedMessageDeleted({ clientMsgId: restored.client_msg_id }));
    await settle();
    expect(pending(reloaded)).toEqual([]);
    expect(storage.get('outbox:1:10001')).toBeNull();
  });

  it('shows the customer’s message as read once the other side’s read receipt (signal 310) covers its seq', async () => {
    const store = await openChat();
    store.dispatch(askAi({ query: 'will it be read?' }));
    await settle();
    const [mine] = selectVisibleMessages(store.getState());
    expect(deliveryStatusOf(mine, selectAiPeerReadSeq(store.getState()))).toBe('sent');
    server.push('push_signal_msg', {
      content_type: CONTENT_TYPE.readReceipt,
      content: JSON.stringify({ conversation_id: CONVERSATION_ID, read_seq: mine.seq }),
      sender_id: '20001',
      group_id: '',
      send_time: 0,
    });
    await settle();
    expect(deliveryStatusOf(mine, selectAiPeerReadSeq(store.getState()))).toBe('read');
  });
});
