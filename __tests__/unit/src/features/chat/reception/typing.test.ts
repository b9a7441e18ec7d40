/**
 * Typing notices in the human stage (issue 17, point 6): the customer's `typing` frame goes out at most
 * every TYPING_REPEAT_MS while they edit a non-blank draft and an agent serves them; the agent's 311
 * shows "typing" for TYPING_SHOWN_MS after the last one, until the agent's message, the end of the
 * reception or a closed socket.
 */
import { api } from '../../../../../../src/api/api';
import type { AppStore } from '../../../../../../src/app/store';
import { draftEdited } from '../../../../../../src/features/chat/state/chatActions';
import { identityRequired } from '../../../../../../src/session/sessionSlice';
import { TYPING_REPEAT_MS, TYPING_SHOWN_MS } from '../../../../../../src/protocol/typing';
import { disconnectRequested } from '../../../../../../src/realtime/socketActions';
import { fakeFetch, ok } from '../../../../../support/renderApp';
import { FAKE_WS_BASE, FakeRealtimeServer } from '../../../../../support/fakeRealtimeServer';
import { signedInStore } from '../../../../../support/signedInStore';

const GROUP = 'cg_1_10001';
let server: FakeRealtimeServer;
let fetchFake: ReturnType<typeof fakeFetch>;
let store: AppStore;
let phase: number | null;

const settle = (ms = 50) => jest.advanceTimersByTimeAsync(ms);
const typingSent = () => server.sent('typing').map((frame) => frame.data);
const edit = (text: string) => store.dispatch(draftEdited({ blank: text.trim() === '' }));
const typing = () => store.getState().chat.typing;
const signal = (content_type: number, extra: Record<string, unknown> = {}) =>
  server.push('push_signal_msg', {
    content_type,
    content: '',
    sender_id: '',
    group_id: GROUP,
    reception_id: 'r1',
    send_time: 0,
    ...extra,
  });
const agentTyping = (groupId = GROUP) => signal(311, { group_id: groupId });
let seq = 0;
const groupMessage = (senderId: string) =>
  server.push('push_msg', {
    client_msg_id: `g-${++seq}`,
    seq,
    sender_id: senderId,
    receiver_id: '',
    group_id: GROUP,
    chat_type: 2,
    content_type: 101,
    content: 'hi',
    sender_platform_id: 1,
    send_time: 1,
    reception_id: 'r1',
  });

beforeEach(() => {
  jest.useFakeTimers();
  phase = 3;
  seq = 0;
  server = new FakeRealtimeServer();
  server.respondTo.set('seat_reception_status', () =>
    phase === null ? {} : { reception: { id: 'r1', phase, problem_finished: 0 } },
  );
  server.respondTo.set('typing', () => ({}));
  fetchFake = fakeFetch((url) =>
    url.pathname.endsWith('/customer-group-info')
      ? ok({ group: phase === null ? null : { group_id: GROUP, group_type: 1, name: '', owner_id: '10001' } })
      : ok({}),
  );
  store = signedInStore({ socketBase: FAKE_WS_BASE, createSocket: server.createSocket });
});

afterEach(() => {
  store.dispatch(disconnectRequested());
  store.dispatch(api.util.resetApiState());
  server.stop();
  fetchFake.restore();
  jest.useRealTimers();
});

async function openChat(expectedStatus: string) {
  store.dispatch(identityRequired());
  await settle();
  expect(store.getState().reception.status).toBe(expectedStatus);
}

describe('the customer typing to the agent', () => {
  it('sends typing with the support group while an agent serves, at most once every TYPING_REPEAT_MS', async () => {
    await openChat('serving');
    edit('H');
    edit('He');
    edit('Hel');
    await settle();
    expect(typingSent()).toEqual([{ group_id: GROUP }]);

    await settle(TYPING_REPEAT_MS - 200);
    edit('Hell');
    await settle();
    expect(typingSent()).toHaveLength(1);

    await settle(200);
    edit('Hello');
    await settle();
    expect(typingSent()).toEqual([{ group_id: GROUP }, { group_id: GROUP }]);
  });

  it('sends nothing for a blank draft', async () => {
    await openChat('serving');
    edit('');
    edit('   ');
    await settle();
    expect(typingSent()).toEqual([]);
  });

  it.each([
    [null, 'none'],
    [2, 'requested'],
  ])(
    'sends nothing in phase %p (%s): the customer talks to the AI or still waits for an agent',
    async (before, status) => {
      phase = before;
      await openChat(status);
      edit('still there?');
      await settle(TYPING_REPEAT_MS);
      edit('still there??');
      await settle();
      expect(typingSent()).toEqual([]);
    },
  );
});

describe('the agent typing to the customer (311)', () => {
  it('shows for TYPING_SHOWN_MS after the last 311, then hides', async () => {
    await openChat('serving');
    agentTyping();
    await settle();
    expect(typing()).toBe('agent');

    await settle(TYPING_SHOWN_MS - 1_000);
    agentTyping();
    await settle();
    await settle(TYPING_SHOWN_MS - 200);
    expect(typing()).toBe('agent');
    await settle(300);
    expect(typing()).toBeNull();
  });

  it('ignores a 311 for another group', async () => {
    await openChat('serving');
    agentTyping('cg_1_10002');
    await settle();
    expect(typing()).toBeNull();
  });

  it("hides when the agent's message arrives, not when the customer's own does", async () => {
    await openChat('serving');
    agentTyping();
    await settle();
    groupMessage('10001');
    await settle();
    expect(typing()).toBe('agent');
    groupMessage('30001');
    await settle();
    expect(typing()).toBeNull();
  });

  it('hides when the reception stops', async () => {
    await openChat('serving');
    agentTyping();
    await settle();
    expect(typing()).toBe('agent');
    signal(307);
    await settle();
    expect(store.getState().reception.status).toBe('stopped');
    expect(typing()).toBeNull();
  });

  it('hides when the socket closes', async () => {
    await openChat('serving');
    agentTyping();
    await settle();
    expect(typing()).toBe('agent');
    store.dispatch(disconnectRequested());
    await settle();
    expect(typing()).toBeNull();
  });

  it("leaves the AI's typing notice alone", async () => {
    await openChat('serving');
    signal(205, { content: '{"reply_code":"INPUTTING"}', group_id: '' });
    await settle(TYPING_SHOWN_MS + 1_000);
    expect(typing()).toBe('ai');
  });
});
