/**
 * The chat opened in a second window (signal 314): this window's composer keeps the draft but cannot
 * send or attach, the notice says why and offers "Use here", which connects again and sends.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { withMoreTranslations } from '../../../../../src/lib/i18n/setupI18n';
import { CONTENT_TYPE } from '../../../../../src/protocol/codes';
import { disconnectRequested } from '../../../../../src/realtime/socketActions';
import { fail, fakeFetch, renderApp, SOCKET_BASE, withSignIn } from '../../../../support/renderApp';

const welcome = { text: 'Hi! How can I help?', questions: [] };
const conversation = {
  conversation_id: 'si_10001_20001',
  opposite_id: '20001',
  chat_type: 1,
  group_id: '',
  max_seq: 0,
  min_seq: 0,
};

let server: Server;
let clients: Client[];
let sent: string[];
let fetchFake: ReturnType<typeof fakeFetch>;
let opened: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  clients = [];
  sent = [];
  server = new Server(`${SOCKET_BASE}/ws`);
  server.on('connection', (socket) => {
    clients.push(socket);
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as {
        identify: string;
        msg_incr: string;
        data: { client_msg_id?: string; content?: string };
      };
      if (frame.identify === 'init_ai_customer_conversation') {
        socket.send(
          JSON.stringify({
            identify: frame.identify,
            msg_incr: frame.msg_incr,
            err_code: 0,
            data: { conversation, welcome },
          }),
        );
      }
      if (frame.identify === 'send_msg') sent.push(String(frame.data.content));
    });
  });
  fetchFake = fakeFetch(withSignIn(() => fail(404, 1005)));
});

afterEach(() => {
  // A socket left retrying would connect to the next test's server.
  opened?.store.dispatch(disconnectRequested());
  server.stop();
  fetchFake.restore();
});

const openChat = async () => {
  opened = await renderApp('/chat?app_key=demo&user=alice&pass=demo-pass&country=US', {
    createSocket: (url) => new MockWebSocket(url) as unknown as WebSocket,
  });
  await screen.findByText(welcome.text);
  // The notice's texts load with it, into the page's i18next instance; a later test's page has a new one.
  await act(() => withMoreTranslations(async () => undefined));
  return opened;
};

const occupy = () =>
  act(() =>
    clients.at(-1)?.send(
      JSON.stringify({
        identify: 'push_signal_msg',
        msg_incr: 's',
        data: { content_type: CONTENT_TYPE.socketOccupied, content: '' },
      }),
    ),
  );

describe('the chat open in another window', () => {
  it('keeps the draft, sends and attaches nothing, says why; "Use here" takes the chat back and sends', async () => {
    await openChat();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Where is my deposit?');

    await occupy();
    const notice = await screen.findByText(
      'This chat is open in another window. Choose “Use here” to continue in this one.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeDisabled();
    expect(box).toHaveAccessibleDescription(notice.textContent ?? '');
    await userEvent.type(box, '{Enter}');
    expect(box).toHaveValue('Where is my deposit?');
    expect(sent).toEqual([]);
    expect(clients).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Use here' }));
    await waitFor(() => expect(clients).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Use here' })).toBeNull();
    expect(box).not.toHaveAttribute('aria-describedby');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0])).toMatchObject({ query: 'Where is my deposit?' });
  });

  it('does not take the chat back by itself when a screen asks for the socket again', async () => {
    const { router } = await openChat();
    await occupy();
    await screen.findByRole('button', { name: 'Use here' });
    await act(() => router.navigate('/chatlist?app_key=demo&user=alice&country=US'));
    await act(() => router.navigate('/chat?app_key=demo&user=alice&country=US'));
    expect(await screen.findByRole('button', { name: 'Use here' })).toBeInTheDocument();
    expect(clients).toHaveLength(1);
  });
});
