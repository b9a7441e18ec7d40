import type { AppStore } from '../../../../../../src/app/store';
import { aiQuestionSubmitted } from '../../../../../../src/features/chat/state/chatActions';
import { deliveryStatusOf } from '../../../../../../src/features/chat/model/chatMessage';
import { selectVisibleMessages } from '../../../../../support/visibleMessages';
import { identityRequired } from '../../../../../../src/session/sessionSlice';
import { memoryStore, type KeyValueStore } from '../../../../../../src/lib/storage';
import { FAKE_WS_BASE, FakeRealtimeServer } from '../../../../../support/fakeRealtimeServer';
import { fakeFetch, ok } from '../../../../../support/renderApp';
import { expectConsole } from '../../../../../support/expectConsole';
import { signedInStore } from '../../../../../support/signedInStore';

let server: FakeRealtimeServer;
let checks: string[];
let fetchFake: ReturnType<typeof fakeFetch>;

function openStore(storage: KeyValueStore = memoryStore()): AppStore {
  return signedInStore({ socketBase: FAKE_WS_BASE, createSocket: server.createSocket, storage });
}

const seqs = (store: AppStore) => selectVisibleMessages(store.getState()).map((message) => message.seq);
const ask = (store: AppStore, query = 'Where is my deposit?') =>
  store.dispatch(aiQuestionSubmitted({ senderId: '10001', aiUserId: '20001', query }));
const settle = (ms = 50) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers();
  server = new FakeRealtimeServer();
  checks = [];
  fetchFake = fakeFetch((url) => {
    if (!url.pathname.endsWith('/check-send-status')) return ok({ group: null });
    const id = url.searchParams.get('client_msg_id') ?? '';
    checks.push(id);
    const stored = server.messages.find((message) => message.client_msg_id === id);
    return ok(stored ? { is_send: true, seq: stored.seq } : { is_send: false });
  });
});

afterEach(() => {
  server.stop();
  fetchFake.restore();
  jest.useRealTimers();
});

describe('outbox (spec §4 message resend, §9 timings)', () => {
  it('sends a message composed before the socket opens once it opens, exactly once', async () => {
    expectConsole('warn', /^\[support-socket\] not connected: send_msg not sent$/);
    const store = openStore();
    ask(store);
    expect(deliveryStatusOf(selectVisibleMessages(store.getState())[0], 0)).toBe('sending');
    store.dispatch(identityRequired());
    await settle();
    expect(server.sent('send_msg')).toHaveLength(1);
    expect(store.getState().messages.pending).toEqual([]);
    expect(seqs(store)).toEqual([1]);
  });

  it('checks after 3 s, resends once when the server never got it, then shows it failed; retry sends it again', async () => {
    const store = openStore();
    store.dispatch(identityRequired());
    await settle();
    server.loseSends = true;
    ask(store);
    const id = store.getState().messages.pending[0].client_msg_id;
    await jest.advanceTimersByTimeAsync(2_900);
    expect(checks).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_200);
    expect(checks).toEqual([id]);
    expect(server.sent('send_msg').map((frame) => frame.data.client_msg_id)).toEqual([id, id]);
    expect(store.getState().messages.pending[0].status).toBe('sending');
    await jest.advanceTimersByTimeAsync(3_100);
    expect(checks).toEqual([id, id]);
    expect(store.getState().messages.pending[0].status).toBe('failed');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(server.sent('send_msg')).toHaveLength(2);

    server.loseSends = false;
    const { messageResent } = await import('../../../../../../src/features/chat/state/chatActions');
    store.dispatch(messageResent(store.getState().messages.pending[0], 'userRetry'));
    await settle();
    expect(server.sent('send_msg').map((frame) => frame.data.client_msg_id)).toEqual([id, id, id]);
    expect(store.getState().messages.pending).toEqual([]);
    expect(seqs(store)).toEqual([1]);
  });

  it('finds a message whose acknowledgement was lost through check-send-status, without resending it', async () => {
    const store = openStore();
    store.dispatch(identityRequired());
    await settle();
    server.swallowAcks = true;
    ask(store);
    await jest.advanceTimersByTimeAsync(4_100);
    expect(server.sent('send_msg')).toHaveLength(1);
    expect(store.getState().messages.pending).toEqual([]);
    expect(seqs(store)).toEqual([1]);
  });

  it('keeps unsent messages across a reload of the page', async () => {
    expectConsole('warn', /^\[support-socket\] not connected: send_msg not sent$/);
    const storage = memoryStore();
    const first = openStore(storage);
    ask(first, 'typed just before the reload');
    const reloaded = openStore(storage);
    reloaded.dispatch(identityRequired());
    await settle();
    expect(server.sent('send_msg')).toHaveLength(1);
    expect(server.messages[0].content).toContain('typed just before the reload');
    expect(reloaded.getState().messages.pending).toEqual([]);
    expect(storage.get('outbox:1:10001')).toBeNull();
  });
});

describe('seq sync', () => {
  it('on a reconnect, pulls what was stored while the connection was down', async () => {
    const store = openStore();
    store.dispatch(identityRequired());
    await settle();
    for (const text of ['a', 'b', 'c']) server.aiSays(text);
    await settle();
    expect(seqs(store)).toEqual([1, 2, 3]);
    server.stop();
    await settle();
    for (const text of ['d', 'e', 'f', 'g', 'h']) server.aiSays(text, { silently: true });
    server.restart();
    await jest.advanceTimersByTimeAsync(3_100);
    expect(seqs(store)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps a message acknowledged while the sync’s range request was in flight', async () => {
    const store = openStore();
    server.holdNextRangeReply = true;
    store.dispatch(identityRequired());
    await settle();
    // The range (max 0) was taken before this message was stored; both replies arrive together.
    ask(store);
    await settle();
    server.aiSays('answer');
    await settle(300);
    expect(seqs(store)).toEqual([1, 2]);
  });

  it('fills the hole a push leaves', async () => {
    const store = openStore();
    store.dispatch(identityRequired());
    await settle();
    server.aiSays('1');
    server.aiSays('2', { silently: true });
    server.aiSays('3');
    await settle(300);
    expect(seqs(store)).toEqual([1, 2, 3]);
  });

  it('reloads the newest page when the server has less than the client (continuity cannot be proven)', async () => {
    const store = openStore();
    store.dispatch(identityRequired());
    await settle();
    for (const text of ['a', 'b', 'c', 'd']) server.aiSays(text);
    await settle();
    server.stop();
    server.messages.splice(2);
    server.restart();
    await jest.advanceTimersByTimeAsync(3_100);
    expect(seqs(store)).toEqual([1, 2]);
  });

  it('does not fill a gap of hundreds message by message: it reloads the newest page', async () => {
    const store = openStore();
    store.dispatch(identityRequired());
    await settle();
    server.aiSays('first');
    await settle();
    server.stop();
    for (let i = 0; i < 700; i++) server.aiSays(`m${i}`, { silently: true });
    server.restart();
    await jest.advanceTimersByTimeAsync(3_100);
    expect(seqs(store)).toEqual(Array.from({ length: 20 }, (_, i) => 682 + i));
    expect(server.sent('pull_msg_by_max_seq').at(-1)?.data).toMatchObject({ max_seq: 701, count: 20 });
  });
});

describe('typing indicator', () => {
  it('goes away when no answer follows within 20 s, or when the connection drops', async () => {
    const store = openStore();
    store.dispatch(identityRequired());
    await settle();
    server.push('push_signal_msg', { content_type: 205, content: '{"reply_code":"INPUTTING"}' });
    await settle();
    expect(store.getState().chat.typing).toBe('ai');
    await jest.advanceTimersByTimeAsync(19_000);
    expect(store.getState().chat.typing).toBe('ai');
    await jest.advanceTimersByTimeAsync(1_100);
    expect(store.getState().chat.typing).toBe(null);

    server.push('push_signal_msg', { content_type: 205, content: '{"reply_code":"INPUTTING"}' });
    await settle();
    server.stop();
    await settle();
    expect(store.getState().chat.typing).toBe(null);
  });
});

describe('connection (spec §4, §9)', () => {
  it('sets the broken-network flag after the third failed attempt, 3 s apart, and clears it on open', async () => {
    expectConsole('warn', /^\[support-socket\] socket error$/);
    const store = openStore();
    store.dispatch(identityRequired());
    await settle();
    server.stop();
    await settle();
    expect(store.getState().connection.brokenNetwork).toBe(false);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(store.getState().connection.brokenNetwork).toBe(false);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(store.getState().connection.brokenNetwork).toBe(true);
    server.restart();
    await jest.advanceTimersByTimeAsync(3_100);
    expect(store.getState().connection).toMatchObject({ status: 'open', brokenNetwork: false });
  });
});
