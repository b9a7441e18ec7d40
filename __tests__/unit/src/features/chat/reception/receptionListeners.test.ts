import { api } from '../../../../../../src/api/api';
import type { AppStore } from '../../../../../../src/app/store';
import { RECEPTION_POLL_MS } from '../../../../../../src/features/chat/reception/receptionListeners';
import { identityRequired } from '../../../../../../src/session/sessionSlice';
import { disconnectRequested } from '../../../../../../src/realtime/socketActions';
import { fakeFetch, ok } from '../../../../../support/renderApp';
import { FAKE_WS_BASE, FakeRealtimeServer } from '../../../../../support/fakeRealtimeServer';
import { signedInStore } from '../../../../../support/signedInStore';

const GROUP = 'cg_1_10001';
let server: FakeRealtimeServer;
let fetchFake: ReturnType<typeof fakeFetch>;
let store: AppStore;
let phase: number | null;

const reception = () => (phase === null ? {} : { reception: { id: 'r1', phase, problem_finished: 0 } });
const settle = (ms = 50) => jest.advanceTimersByTimeAsync(ms);
const sentCount = (identify: string) => server.sent(identify).length;
const aiHandsOver = (id: string) =>
  server.push(
    'push_msg',
    server.store({
      client_msg_id: id,
      sender_id: '20001',
      receiver_id: '10001',
      group_id: '',
      chat_type: 1,
      content_type: 205,
      content: JSON.stringify({ reply_code: 'CONTACT_HUMAN', data: { text: 'One moment' } }),
      sender_platform_id: 1,
      send_time: 1,
    }),
  );

beforeEach(async () => {
  jest.useFakeTimers();
  phase = null;
  server = new FakeRealtimeServer();
  server.respondTo.set('seat_reception_status', reception);
  server.respondTo.set('seat_reception_contact', () => {
    phase = 2;
    return reception();
  });
  server.respondTo.set('seat_reception_new', () => {
    phase = 2;
    return reception();
  });
  fetchFake = fakeFetch((url) =>
    url.pathname.endsWith('/customer-group-info')
      ? ok({ group: phase === null ? null : { group_id: GROUP, group_type: 1, name: '', owner_id: '10001' } })
      : ok({}),
  );
  store = signedInStore({ socketBase: FAKE_WS_BASE, createSocket: server.createSocket });
});

afterEach(async () => {
  store.dispatch(disconnectRequested());
  store.dispatch(api.util.resetApiState());
  server.stop();
  fetchFake.restore();
  jest.useRealTimers();
});

describe('the reception status poll (spec §4)', () => {
  it('asks on open, finds an open reception again (a reload mid-chat), and syncs its support group', async () => {
    phase = 3;
    store.dispatch(identityRequired());
    await settle();
    expect(server.sent('seat_reception_status').map((frame) => frame.data)).toEqual([{}]);
    expect(store.getState().reception).toMatchObject({ status: 'serving', receptionId: 'r1' });
    expect(store.getState().chat).toMatchObject({ aiEnded: true, supportGroupId: GROUP });
    expect(server.sent('get_max_and_min_seq').map((frame) => frame.data.conversation_id)).toContain(`sg_${GROUP}`);
    expect(sentCount('seat_reception_contact')).toBe(0);
  });

  it('polls every few seconds while a reception is open, and stops once it stopped', async () => {
    store.dispatch(identityRequired());
    await settle();
    aiHandsOver('ai-h1');
    await settle();
    expect(store.getState().reception.status).toBe('requested');
    const before = sentCount('seat_reception_status');
    await settle(RECEPTION_POLL_MS);
    expect(sentCount('seat_reception_status')).toBe(before + 1);
    expect(server.sent('seat_reception_status').at(-1)?.data).toEqual({ reception_id: 'r1' });
    phase = 3;
    await settle(RECEPTION_POLL_MS);
    expect(store.getState().reception.status).toBe('serving');
    phase = 4;
    await settle(RECEPTION_POLL_MS);
    expect(store.getState().reception.status).toBe('stopped');
    const afterStop = sentCount('seat_reception_status');
    await settle(RECEPTION_POLL_MS * 3);
    expect(sentCount('seat_reception_status')).toBe(afterStop);
  });

  it('asks at once when an agent joins (201) while waiting', async () => {
    store.dispatch(identityRequired());
    await settle();
    aiHandsOver('ai-h1');
    await settle();
    const before = sentCount('seat_reception_status');
    phase = 3;
    server.push('push_msg', {
      client_msg_id: 'j1',
      seq: 1,
      sender_id: '30001',
      receiver_id: '',
      group_id: GROUP,
      chat_type: 2,
      content_type: 201,
      content: '{"text":"Ann joined the chat"}',
      sender_platform_id: 1,
      send_time: 2,
    });
    await settle();
    expect(sentCount('seat_reception_status')).toBe(before + 1);
    expect(store.getState().reception.status).toBe('serving');
  });

  it('asks at once when the serving agent hands the customer back to the queue (201 while served)', async () => {
    phase = 3;
    store.dispatch(identityRequired());
    await settle();
    expect(store.getState().reception.status).toBe('serving');
    const before = sentCount('seat_reception_status');
    phase = 2;
    server.push('push_msg', {
      client_msg_id: 'q1',
      seq: 2,
      sender_id: '30001',
      receiver_id: '',
      group_id: GROUP,
      chat_type: 2,
      content_type: 201,
      content: JSON.stringify({ text: 'You are back in the queue', notice: 'back_in_queue' }),
      sender_platform_id: 1,
      send_time: 3,
    });
    await settle();
    expect(sentCount('seat_reception_status')).toBe(before + 1);
    expect(store.getState().reception.status).toBe('requested');
  });
});

describe('handing over to a human (spec §4)', () => {
  it('asks once per hand-over, even when the same reply is pushed twice', async () => {
    store.dispatch(identityRequired());
    await settle();
    aiHandsOver('ai-h1');
    await settle();
    server.push('push_msg', server.messages.at(-1));
    await settle();
    expect(sentCount('seat_reception_contact')).toBe(1);
  });

  it('asks for a new reception (seat_reception_new) when the AI hands over again after a stopped one', async () => {
    store.dispatch(identityRequired());
    await settle();
    aiHandsOver('ai-h1');
    await settle();
    server.push('push_signal_msg', { content_type: 307, content: '', reception_id: 'r1' });
    await settle();
    expect(store.getState().reception.status).toBe('stopped');
    aiHandsOver('ai-h2');
    await settle();
    expect(server.sent('seat_reception_new').map((frame) => frame.data)).toEqual([
      { conversation_id: 'si_10001_20001' },
    ]);
    expect(sentCount('seat_reception_contact')).toBe(1);
    expect(store.getState().reception.status).toBe('requested');
  });
});
