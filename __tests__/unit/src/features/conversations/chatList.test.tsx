import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_TYPE, CONTENT_TYPE } from '../../../../../src/protocol/codes';
import type { InboxEntry } from '../../../../../src/protocol/frames';
import {
  fail,
  fakeFetch,
  ok,
  renderApp,
  SIGNED_IN_TOKEN,
  withSignIn,
  type Responder,
} from '../../../../support/renderApp';

const NOW = Date.now();
const message = (overrides: Partial<NonNullable<InboxEntry['last_message']>>) => ({
  client_msg_id: 'c1',
  seq: 9,
  sender_id: '20001',
  receiver_id: '10001',
  group_id: '',
  chat_type: CHAT_TYPE.single,
  content_type: CONTENT_TYPE.text,
  content: 'hello',
  sender_platform_id: 1,
  send_time: NOW,
  ...overrides,
});

const AI: InboxEntry = {
  conversation_id: 'si_10001_20001',
  opposite_id: '20001',
  chat_type: 1,
  group_id: '',
  unread: 2,
  max_seq: 9,
  last_message: message({
    content_type: CONTENT_TYPE.aiReply,
    content: JSON.stringify({
      reply_code: 'ANSWER',
      contact_human: 0,
      reset_question: 0,
      data: { text: 'Tap “Forgot password”.' },
    }),
  }),
};
const GROUP: InboxEntry = {
  conversation_id: 'sg_cg_1_10001',
  opposite_id: '',
  chat_type: 2,
  group_id: 'cg_1_10001',
  unread: 1,
  max_seq: 3,
  last_message: message({
    chat_type: 2,
    group_id: 'cg_1_10001',
    content_type: CONTENT_TYPE.image,
    content: '{"url":"https://x/y.png","width":1,"height":1}',
    send_time: NOW - 3 * 864e5,
  }),
};

function backend(recent: Responder): Responder {
  return withSignIn((url, init) => {
    switch (url.pathname) {
      case '/api/v1/conversation/recent-list':
        return recent(url, init);
      default:
        return fail(404, 1005);
    }
  });
}

let fetchFake: ReturnType<typeof fakeFetch> | undefined;
afterEach(() => fetchFake?.restore());

/** A socket that never opens: these tests are about REST; the live path is in the integration test. */
const quietSocket = () => ({ readyState: 0, close() {}, send() {} }) as unknown as WebSocket;

const LINK = '/chatlist?app_key=demo&user=alice&pass=demo-pass&country=US';

describe('/chatlist', () => {
  it('lists each conversation with its name, last message, time and a pluralised unread badge', async () => {
    fetchFake = fakeFetch(backend(() => ok({ conversations: [AI, GROUP], total: 2 })));
    await renderApp(LINK, { createSocket: quietSocket });
    const links = await screen.findAllByRole('link', { name: /assistant|team/i });
    expect(links).toHaveLength(2);
    const [ai, group] = links;
    expect(within(ai).getByText('AI assistant')).toBeInTheDocument();
    expect(within(ai).getByText('Tap “Forgot password”.')).toBeInTheDocument();
    expect(within(ai).getByRole('img', { name: '2 unread messages' })).toHaveTextContent('2');
    expect(
      within(ai).getByText(new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(NOW)),
    ).toBeInTheDocument();
    expect(within(group).getByText('Support team')).toBeInTheDocument();
    expect(within(group).getByText('[Photo]')).toBeInTheDocument();
    expect(within(group).getByRole('img', { name: '1 unread message' })).toBeInTheDocument();
    expect(ai).toHaveAttribute('href', '/chat?app_key=demo&user=alice&country=US');
    const recent = fetchFake.calls.find((call) => call.url.pathname === '/api/v1/conversation/recent-list');
    expect(new Headers(recent?.init?.headers).get('X-Token')).toBe(SIGNED_IN_TOKEN);
  });

  it('keeps the avatar letter, name and preview apart in the text, also without the layout', async () => {
    fetchFake = fakeFetch(backend(() => ok({ conversations: [{ ...AI, unread: 0, last_message: null }], total: 1 })));
    await renderApp(LINK, { createSocket: quietSocket });
    const ai = await screen.findByRole('link', { name: /assistant/ });
    expect(ai.textContent?.replace(/\s+/g, ' ').trim()).toBe('A AI assistant No messages yet');
  });

  it('shows the Russian plural forms in Russian', async () => {
    fetchFake = fakeFetch(
      backend(() =>
        ok({
          conversations: [
            { ...AI, unread: 3 },
            { ...GROUP, unread: 5 },
          ],
          total: 2,
        }),
      ),
    );
    await renderApp(LINK.replace('country=US', 'country=RU'), { createSocket: quietSocket });
    expect(await screen.findByRole('img', { name: '3 непрочитанных сообщения' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 непрочитанных сообщений' })).toBeInTheDocument();
  });

  it('says when there is no conversation yet and offers to start one', async () => {
    fetchFake = fakeFetch(backend(() => ok({ conversations: [], total: 0 })));
    await renderApp(LINK, { createSocket: quietSocket });
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/chat\?/),
    );
  });

  it('shows a translated error with a retry that recovers', async () => {
    let broken = true;
    fetchFake = fakeFetch(backend(() => (broken ? fail(500, 1500) : ok({ conversations: [AI], total: 1 }))));
    await renderApp(LINK, { createSocket: quietSocket });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('AI assistant')).toBeInTheDocument();
  });

  it('asks to reopen from the app when the link has no credentials', async () => {
    fetchFake = fakeFetch(backend(() => ok({ conversations: [], total: 0 })));
    await renderApp('/chatlist?app_key=demo');
    expect(await screen.findByText('Please reopen support from the app.')).toBeInTheDocument();
  });
});
