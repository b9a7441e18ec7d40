import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_TYPE } from '../../../../../src/protocol/codes';
import { fail, fakeFetch, ok, renderApp, withSignIn, type Responder } from '../../../../support/renderApp';

const quietSocket = () => ({ readyState: 0, close() {}, send() {} }) as unknown as WebSocket;

function backend(options: { colorScheme?: number } = {}): Responder {
  return withSignIn((url) => {
    switch (url.pathname) {
      case '/api/v1/faq/list':
        return ok({
          list: [{ id: '11', type_id: '101', title: 'How do I reset my password?', summary: '' }],
          total: 1,
          page: 1,
          page_size: 3,
        });
      case '/api/v1/conversation/recent-list':
        return ok({
          conversations: [
            {
              conversation_id: 'si_10001_20001',
              opposite_id: '20001',
              chat_type: 1,
              group_id: '',
              unread: 1,
              max_seq: 2,
              last_message: {
                client_msg_id: 'a',
                seq: 2,
                sender_id: '20001',
                receiver_id: '10001',
                group_id: '',
                chat_type: 1,
                content_type: CONTENT_TYPE.text,
                content: 'Welcome back',
                sender_platform_id: 1,
                send_time: Date.now(),
              },
            },
          ],
          total: 1,
        });
      default:
        return fail(404, 1005);
    }
  }, options);
}

let fetchFake: ReturnType<typeof fakeFetch> | undefined;
afterEach(() => fetchFake?.restore());

describe('/ (home)', () => {
  it('greets the user by nickname, links to the chat keeping the query, shows the latest conversation, FAQ shortcuts and /social', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp('/?app_key=demo&user=alice&pass=demo-pass&country=US', { createSocket: quietSocket });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Alice! How can we help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with support' })).toHaveAttribute(
      'href',
      '/chat?app_key=demo&user=alice&country=US',
    );
    const recent = screen.getByRole('region', { name: 'Your latest conversation' });
    expect(await within(recent).findByText('Welcome back')).toBeInTheDocument();
    expect(within(recent).getByRole('img', { name: '1 unread message' })).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'See all conversations' })).toHaveAttribute(
      'href',
      '/chatlist?app_key=demo&user=alice&country=US',
    );
    const help = screen.getByRole('region', { name: 'Find an answer' });
    expect(await within(help).findByRole('link', { name: 'How do I reset my password?' })).toHaveAttribute(
      'href',
      '/faqdetail?app_key=demo&user=alice&country=US&id=11',
    );
    const list = fetchFake.calls.find((call) => call.url.pathname === '/api/v1/faq/list');
    expect(list?.url.searchParams.get('top')).toBe('1');
    expect(screen.getByRole('link', { name: 'Contact options' })).toHaveAttribute(
      'href',
      '/social?app_key=demo&user=alice&country=US',
    );
  });

  it('greets without a name and shows no conversation when the link has no credentials', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp('/?app_key=demo&country=US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi there! How can we help?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your latest conversation' })).toBeNull();
    expect(fetchFake.calls.some((call) => call.url.pathname === '/api/v1/user/login')).toBe(false);
  });

  it('searches the FAQ home of the product (variant A for colour scheme 3)', async () => {
    fetchFake = fakeFetch(backend({ colorScheme: 3 }));
    const { router } = await renderApp('/?app_key=demo&user=alice&pass=demo-pass&country=US', {
      createSocket: quietSocket,
    });
    await screen.findByRole('heading', { level: 1 });
    // React 19 reads a submitted form into a FormData when navigating; see faqScreens.test.tsx.
    const NodeFormData = globalThis.FormData;
    globalThis.FormData = class extends NodeFormData {
      constructor() {
        super();
      }
    };
    try {
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'deposit{Enter}');
      await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    } finally {
      globalThis.FormData = NodeFormData;
    }
    expect(router.state.location.pathname).toBe('/faqa');
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('deposit');
    expect(document.documentElement.dataset.scheme).toBe('3');
  });

  it('in Japanese', async () => {
    fetchFake = fakeFetch(backend());
    await renderApp('/?app_key=demo&country=JP');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'こんにちは！どのようなご用件でしょうか？' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja-JP');
  });
});
