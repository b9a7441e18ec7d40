/**
 * Issue 7's REST calls through the client's own RTK Query endpoints against a real sandbox: the
 * conversation list (REST, then kept live by inbox_msg_list over the real socket), the contact
 * channels of the social screen, and the identification code (send, wrong, expired, rate limit).
 */
import { api } from '../../../../../src/api/api';
import type { AppStore } from '../../../../../src/app/store';
import { conversationsApi } from '../../../../../src/features/conversations/conversationsApi';
import { identityRequired } from '../../../../../src/session/sessionSlice';
import { socialApi } from '../../../../../src/features/social/socialApi';
import { CONTENT_TYPE, ERROR_CODE } from '../../../../../src/protocol/codes';
import { SAFE_LINK_PROTOCOLS } from '../../../../../src/protocol/contact';
import { DOCUMENTED_REST } from '../../../../../src/protocol/restCatalog';
import { frameIntent } from '../../../../../src/realtime/frameIntent';
import { disconnectRequested } from '../../../../../src/realtime/socketActions';
import { runGuard, storeForLink } from '../../../../support/linkedStore';
import { connectAs, login, startSandbox, textMessage, type RunningSandbox } from '../../../../support/sandbox';
import { waitForState } from '../../../../support/waitForState';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ exposeSentCodes: true });
});
afterAll(async () => {
  await sandbox.close();
});

async function signedIn(search: string) {
  const { store } = storeForLink(sandbox.baseUrl, search);
  await runGuard(store, search);
  store.dispatch(identityRequired());
  await waitForState(store, (state) => state.session.identity === 'signedIn' && state.connection.status === 'open');
  return store;
}

/** Closes the socket and drops RTK Query's cache timers, so nothing outlives the test. */
function finish(store: AppStore) {
  store.dispatch(disconnectRequested());
  store.dispatch(api.util.resetApiState());
}

async function sentCode(target: string): Promise<string> {
  const response = await fetch(`${sandbox.baseUrl}/__sandbox/sent-codes?target=${encodeURIComponent(target)}`);
  const envelope = (await response.json()) as { data: { code: string } };
  return envelope.data.code;
}

describe('conversation/recent-list and inbox_msg_list', () => {
  it('lists the AI conversation with its unread count and last AI reply, and follows new messages live', async () => {
    // bob asks the AI before opening the list, so there is an unread AI answer.
    const socket = await connectAs(sandbox, { username: 'bob' });
    await socket.request(
      'send_msg',
      textMessage('How do I reset my password?', { sender_id: socket.uid, receiver_id: '20001' }),
    );
    await socket.waitFor((result) => result.kind === 'frame' && result.frame.identify === 'push_msg');
    await socket.close();

    const store = await signedIn('?app_key=demo&user=bob&pass=demo-pass&country=US');
    const subscription = store.dispatch(conversationsApi.endpoints.recentConversations.initiate());
    const first = await subscription.unwrap();
    const ai = first.conversations.find((entry) => entry.opposite_id === '20001');
    expect(ai).toMatchObject({ chat_type: 1, conversation_id: 'si_10002_20001' });
    expect(ai?.unread).toBeGreaterThanOrEqual(1);
    expect(ai?.last_message?.content_type).toBe(CONTENT_TYPE.aiReply);
    expect(first.total).toBe(first.conversations.length);

    // A new question through the store's own socket: the AI's push_msg makes the list ask inbox_msg_list
    // again, and its reply updates the cached list without a new REST call.
    const before = ai?.max_seq ?? 0;
    const restCalls = () =>
      Object.values(store.getState().api.queries).filter((query) => query?.endpointName === 'recentConversations')
        .length;
    const callsBefore = restCalls();
    store.dispatch({
      type: 'test/questionSent',
      meta: frameIntent('send_msg', textMessage('thanks', { sender_id: '10002', receiver_id: '20001' })),
    });
    const select = conversationsApi.endpoints.recentConversations.select();
    await waitForState(
      store,
      (state) =>
        (select(state).data?.conversations.find((entry) => entry.opposite_id === '20001')?.max_seq ?? 0) >= before + 2,
      10000,
    );
    expect(restCalls()).toBe(callsBefore);
    subscription.unsubscribe();
    finish(store);
  });

  it('needs the token and checks the page size', async () => {
    const noToken = await fetch(`${sandbox.baseUrl}${DOCUMENTED_REST.recentConversations}`);
    expect(((await noToken.json()) as { code: number }).code).toBe(ERROR_CODE.tokenInvalid);
    const { token } = await login(sandbox.baseUrl);
    const tooBig = await fetch(`${sandbox.baseUrl}${DOCUMENTED_REST.recentConversations}?page_size=51`, {
      headers: { 'X-Token': token },
    });
    expect(((await tooBig.json()) as { code: number }).code).toBe(ERROR_CODE.parameterError);
  });
});

describe('product/contact-channels', () => {
  it('answers the demo channels with safe URLs and the support hours, without a token', async () => {
    const { store } = storeForLink(sandbox.baseUrl, '?app_key=demo&country=US');
    const result = await store.dispatch(socialApi.endpoints.contactChannels.initiate({ appKey: 'demo' })).unwrap();
    finish(store);
    expect(result.channels.map((channel) => channel.kind)).toEqual([
      'email',
      'whatsapp',
      'telegram',
      'line',
      'facebook',
      'phone',
    ]);
    for (const channel of result.channels) expect(SAFE_LINK_PROTOCOLS).toContain(new URL(channel.url).protocol);
    expect(result.hours).toEqual({ open_minute: 540, close_minute: 1260, utc_offset_minutes: 480 });
  });

  it('refuses an unknown app key', async () => {
    const { store } = storeForLink(sandbox.baseUrl, '?app_key=demo&country=US');
    const result = await store.dispatch(socialApi.endpoints.contactChannels.initiate({ appKey: 'nope' }));
    finish(store);
    expect(result.error).toMatchObject({ code: ERROR_CODE.unsupportedProduct });
  });
});

describe('user/send-verify-code and user/verify-code', () => {
  it('sends a code, refuses a wrong one and a second send within 60 s, then verifies the right one once', async () => {
    const store = await signedIn('?app_key=demo&user=alice&pass=demo-pass&country=US');
    const target = 'Alice@Example.com';
    const sent = await store.dispatch(socialApi.endpoints.sendVerifyCode.initiate({ target }));
    expect(sent.data).toEqual({ resend_after_seconds: 60, expires_in_seconds: 300 });
    const code = await sentCode('alice@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const again = await store.dispatch(socialApi.endpoints.sendVerifyCode.initiate({ target }));
    expect(again.error).toMatchObject({ code: ERROR_CODE.tooManyRequests });

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await store.dispatch(socialApi.endpoints.verifyCode.initiate({ target, code: wrong }));
    expect(refused.error).toMatchObject({ code: ERROR_CODE.verifyCodeWrong });

    const verified = await store.dispatch(socialApi.endpoints.verifyCode.initiate({ target, code }));
    expect(verified.data).toEqual({ verified: true, target: 'alice@example.com' });
    const reused = await store.dispatch(socialApi.endpoints.verifyCode.initiate({ target, code }));
    expect(reused.error).toMatchObject({ code: ERROR_CODE.verifyCodeExpired });
    finish(store);
  });

  it('refuses a target that is neither an email nor a phone, and a code never sent', async () => {
    const { token } = await login(sandbox.baseUrl, { username: 'bob' });
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${sandbox.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Token': token },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { code: number }).code;
    };
    expect(await post(DOCUMENTED_REST.sendVerifyCode, { target: 'not an address' })).toBe(ERROR_CODE.parameterError);
    expect(await post(DOCUMENTED_REST.verifyCode, { target: '+1 555 0100', code: '123456' })).toBe(
      ERROR_CODE.verifyCodeExpired,
    );
    expect(await post(DOCUMENTED_REST.sendVerifyCode, {})).toBe(ERROR_CODE.parameterError);
  });
});
