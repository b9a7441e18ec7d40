/**
 * Under an AI answer (src/features/chat/bubble/followUp): the source card with "Did this help?", and
 * "Talk to a person", which starts the same hand-over as a CONTACT_HUMAN reply.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { api } from '../../../../../../../src/api/api';
import type { AppStore } from '../../../../../../../src/app/store';
import { MessageBubble } from '../../../../../../../src/features/chat/bubble/MessageBubble';
import { personAskedFor } from '../../../../../../../src/features/chat/state/chatActions';
import { setupI18n, withMoreTranslations } from '../../../../../../../src/lib/i18n/setupI18n';
import type { WireMessage } from '../../../../../../../src/protocol/entities';
import { disconnectRequested } from '../../../../../../../src/realtime/socketActions';
import { identityRequired } from '../../../../../../../src/session/sessionSlice';
import { CONVERSATION_ID, FAKE_WS_BASE, FakeRealtimeServer } from '../../../../../../support/fakeRealtimeServer';
import { fail, fakeFetch, ok } from '../../../../../../support/renderApp';
import { signedInStore } from '../../../../../../support/signedInStore';

const CHAT_LINK = '/chat?app_key=demo&country=US&id=stale';
const SOURCES = [
  { id: 'faq-7', title: 'How long does a withdrawal take?' },
  { id: 'faq-8', title: 'Why is my withdrawal on hold?' },
];

let texts: i18n;
let server: FakeRealtimeServer;
let store: AppStore;
let fetchFake: ReturnType<typeof fakeFetch>;
let votes: unknown[];
let voteAnswer: () => ReturnType<typeof ok> | ReturnType<typeof fail>;

beforeAll(async () => {
  texts = await setupI18n('US');
  await withMoreTranslations(async () => undefined);
});

beforeEach(async () => {
  votes = [];
  voteAnswer = () => ok({});
  fetchFake = fakeFetch((url, init) => {
    if (url.pathname === '/api/v1/ai/feedback') {
      votes.push(JSON.parse(String(init?.body)));
      return voteAnswer();
    }
    return url.pathname.endsWith('/customer-group-info') ? ok({ group: null }) : fail(404, 1005);
  });
  server = new FakeRealtimeServer();
  store = signedInStore({ socketBase: FAKE_WS_BASE, createSocket: server.createSocket });
  store.dispatch(identityRequired());
  await waitFor(() => expect(store.getState().chat.conversation).not.toBeNull());
});

afterEach(() => {
  store.dispatch(disconnectRequested());
  store.dispatch(api.util.resetApiState());
  server.stop();
  fetchFake.restore();
});

/** An AI reply as the chat stores it: content type 205 in the AI's conversation. */
const aiReply = (seq: number, data: Record<string, unknown>, replyCode = 'ANSWER'): WireMessage => ({
  client_msg_id: `ai-${seq}`,
  seq,
  sender_id: '20001',
  receiver_id: '10001',
  group_id: '',
  chat_type: 1,
  content_type: 205,
  content: JSON.stringify({ reply_code: replyCode, contact_human: 0, reset_question: 0, data }),
  sender_platform_id: 1,
  send_time: 1,
});

function renderBubble(message: WireMessage) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={texts}>
        <MemoryRouter initialEntries={[CHAT_LINK]}>
          <MessageBubble message={message} mine={false} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const answerWithSources = (seq: number) => aiReply(seq, { text: 'Usually 10 to 20 minutes.', sources: SOURCES });

describe('the source card', () => {
  it('links the first source as a card to /faqreply, keeping the link’s query, and the others as links', async () => {
    renderBubble(answerWithSources(1));
    const card = await screen.findByRole('link', { name: /From the help centre\s+How long does a withdrawal take\?/ });
    expect(card).toHaveAttribute('href', '/faqreply?app_key=demo&country=US&id=faq-7');
    const more = screen.getByRole('list', { name: 'More articles' });
    expect(within(more).getByRole('link', { name: 'Why is my withdrawal on hold?' })).toHaveAttribute(
      'href',
      '/faqreply?app_key=demo&country=US&id=faq-8',
    );
    expect(screen.getByRole('group', { name: 'Did this help?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument();
  });
});

describe('"Did this help?"', () => {
  it('Yes: sends the vote once, thanks, and remembers it when the bubble comes back', async () => {
    const user = userEvent.setup();
    const view = renderBubble(answerWithSources(2));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for letting us know!');
    await waitFor(() => expect(votes).toEqual([{ conversation_id: CONVERSATION_ID, seq: 2, helpful: 1 }]));
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'No' }));
    view.unmount();
    renderBubble(answerWithSources(2));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for letting us know!');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument();
    expect(votes).toHaveLength(1);
  });

  it('No: sends the vote, invites the customer to rephrase and offers a person', async () => {
    const user = userEvent.setup();
    renderBubble(answerWithSources(3));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Try asking again in other words/);
    expect(screen.getByRole('button', { name: 'Talk to a person' })).toBeEnabled();
    await waitFor(() => expect(votes).toEqual([{ conversation_id: CONVERSATION_ID, seq: 3, helpful: 0 }]));
  });

  it('a vote that fails says so, and retry sends it again', async () => {
    voteAnswer = () => fail(500, 1001);
    const user = userEvent.setup();
    renderBubble(answerWithSources(4));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your feedback wasn't sent.");
    voteAnswer = () => ok({});
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(votes).toEqual([
      { conversation_id: CONVERSATION_ID, seq: 4, helpful: 1 },
      { conversation_id: CONVERSATION_ID, seq: 4, helpful: 1 },
    ]);
  });
});

describe('"Talk to a person"', () => {
  it('shows under a reply that offers it, and starts the hand-over: the AI stage ends and a human is asked for', async () => {
    const user = userEvent.setup();
    const dispatched: string[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: { type: string }) => {
      dispatched.push(action.type);
      return dispatch(action as never);
    }) as typeof store.dispatch;
    renderBubble(aiReply(5, { text: 'I could not find an answer to that.', offer_human: 1 }, 'UNKNOWN'));
    const button = await screen.findByRole('button', { name: 'Talk to a person' });
    expect(screen.queryByRole('group', { name: 'Did this help?' })).not.toBeInTheDocument();
    await user.click(button);
    expect(dispatched).toContain(personAskedFor.type);
    expect(store.getState().chat.aiEnded).toBe(true);
    await waitFor(() =>
      expect(server.sent('seat_reception_contact').map((frame) => frame.data)).toEqual([
        { conversation_id: CONVERSATION_ID, reason: '' },
      ]),
    );
    expect(store.getState().reception.status).toBe('requested');
    expect(button).toBeDisabled();
  });

  it('after an earlier reception stopped, asks for a new one (seat_reception_new)', async () => {
    server.push('push_signal_msg', { content_type: 307, content: '', sender_id: '', group_id: '', send_time: 0 });
    await waitFor(() => expect(store.getState().reception.status).toBe('stopped'));
    store.dispatch(personAskedFor());
    await waitFor(() =>
      expect(server.sent('seat_reception_new').map((frame) => frame.data)).toEqual([
        { conversation_id: CONVERSATION_ID },
      ]),
    );
    expect(server.sent('seat_reception_contact')).toEqual([]);
  });
});

describe('replies without sources or an offer', () => {
  it.each([
    ['a plain answer', aiReply(6, { text: 'Hello!' })],
    ['an empty list of sources', aiReply(7, { text: 'Hello!', sources: [], offer_human: 0 })],
  ])('%s shows nothing more', async (_case, message) => {
    const { container } = renderBubble(message);
    expect(screen.getByText('Hello!')).toBeInTheDocument();
    // The follow-up loads with the reply and decides: give it the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('.follow-up')).toBeNull();
  });
});
