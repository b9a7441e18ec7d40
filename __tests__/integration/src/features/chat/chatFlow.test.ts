import { api } from '../../../../../src/api/api';
import type { AppStore } from '../../../../../src/app/store';
import { aiQuestionSubmitted } from '../../../../../src/features/chat/state/chatActions';
import { deliveryStatusOf } from '../../../../../src/features/chat/model/chatMessage';
import { selectVisibleMessages } from '../../../../support/visibleMessages';
import { messageView } from '../../../../../src/protocol/messageContent';
import { identityRequired } from '../../../../../src/session/sessionSlice';
import { disconnectRequested } from '../../../../../src/realtime/socketActions';
import { startSandbox } from '../../../../support/sandbox';
import { waitForState } from '../../../../support/waitForState';
import { runGuard, storeForLink } from '../../../../support/linkedStore';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
const stores: AppStore[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ aiDelayMs: 0 });
});
afterEach(async () => {
  // Nothing may outlive a test: no socket, no retry timer, no RTK Query cache-removal timer. A guard
  // that let /chat through started signing in: its socket opens once that settles, then closes here.
  for (const store of stores.splice(0)) {
    await waitForState(store, (state) => state.session.identity !== 'signingIn');
    store.dispatch(disconnectRequested());
    store.dispatch(api.util.resetApiState());
  }
});
afterAll(() => sandbox.close());

/** Opens a link the way main.tsx does, with real HTTP and a real WebSocket to the sandbox. */
async function openLink(search: string) {
  const { store, vault } = storeForLink(sandbox.baseUrl, search);
  stores.push(store);
  const guard = await runGuard(store, search);
  return { store, guard, vault };
}

describe('from login to an AI reply, over real HTTP and a real WebSocket', () => {
  it('resolves the product, signs in, connects, greets, and answers a question', async () => {
    const { store, guard, vault } = await openLink('?app_key=demo&user=alice&pass=demo-pass&country=US');
    expect(guard).toEqual({ status: 'passed' });
    expect(store.getState().session).toMatchObject({ productId: '1', companyId: '100', faqFlags: { forceFaq: 0 } });

    store.dispatch(identityRequired());
    const greeted = await waitForState(store, (state) => state.chat.welcome !== null);
    expect(greeted.session).toMatchObject({ userId: '10001', identity: 'signedIn' });
    // The pass stays in memory only (to sign in again when the session ends), never in state.
    expect(vault.read()?.pass).toBe('demo-pass');
    expect(JSON.stringify(greeted)).not.toContain('demo-pass');
    expect(greeted.connection.status).toBe('open');
    expect(greeted.chat.welcome?.questions.length).toBeGreaterThan(0);

    const aiUserId = greeted.chat.conversation!.opposite_id;
    store.dispatch(aiQuestionSubmitted({ senderId: '10001', aiUserId, query: 'I forgot my password' }));
    expect(store.getState().messages.pending).toHaveLength(1);
    const answered = await waitForState(store, (state) =>
      selectVisibleMessages(state).some((message) => message.sender_id === aiUserId),
    );
    expect(answered.messages.pending).toEqual([]);
    const [question, reply] = selectVisibleMessages(answered);
    expect(question).toMatchObject({ sender_id: '10001' });
    expect(deliveryStatusOf(question, 0)).toBe('sent');
    expect(reply.seq).toBeGreaterThan(question.seq);
    const view = messageView(reply);
    expect(view.kind).toBe('aiReply');
    expect(view.kind === 'aiReply' && view.reply.data.text).toMatch(/\w{3,}/);
    expect(answered.connection.malformedFrames).toBe(0);
  });

  it('answers in the link’s language', async () => {
    const { store } = await openLink('?app_key=demo&user=bob&pass=demo-pass&country=JP');
    store.dispatch(identityRequired());
    const greeted = await waitForState(store, (state) => state.chat.welcome !== null);
    expect(greeted.chat.welcome?.text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('blocks an unknown app key and a missing one with the guard’s reasons', async () => {
    expect((await openLink('?app_key=no-such-app&user=alice&pass=demo-pass')).guard).toEqual({
      status: 'blocked',
      reason: 'unsupportedProduct',
    });
    expect((await openLink('?user=alice&pass=demo-pass')).guard).toEqual({
      status: 'blocked',
      reason: 'parameterError',
    });
  });

  it('redirects force-FAQ products to /faqmain or /faqa unless nofaq is present', async () => {
    const location = async (search: string) => {
      const { guard } = await openLink(search);
      return guard instanceof Response ? guard.headers.get('Location') : guard;
    };
    expect(await location('?app_key=demo-faq&user=alice&pass=demo-pass')).toMatch(/^\/faqmain\?/);
    expect(await location('?app_key=demo-scheme3&user=alice&pass=demo-pass')).toMatch(/^\/faqa\?/);
    expect(await location('?app_key=demo-faq&user=alice&pass=demo-pass&nofaq=1')).toEqual({ status: 'passed' });
  });

  it('refuses a wrong pass with "Parameter error"', async () => {
    const { store } = await openLink('?app_key=demo&user=alice&pass=wrong');
    store.dispatch(identityRequired());
    const failed = await waitForState(store, (state) => state.session.identity === 'failed');
    expect(failed.session.identityError).toBe(1003);
  });
});
