/**
 * A message sent before the chat knows its conversation (sign-in and the conversation take a second or
 * more on a phone): the composer keeps it and sends it as soon as the conversation is known; editing it
 * meanwhile takes the send back.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server, WebSocket as MockWebSocket } from 'mock-socket';
import { disconnectRequested } from '../../../../../../src/realtime/socketActions';
import { fail, fakeFetch, renderApp, SOCKET_BASE, withSignIn } from '../../../../../support/renderApp';

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
let sent: string[];
let releaseConversation: () => void;
let fetchFake: ReturnType<typeof fakeFetch>;
let opened: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  sent = [];
  server = new Server(`${SOCKET_BASE}/ws`);
  server.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { identify: string; msg_incr: string; data: { content?: string } };
      if (frame.identify === 'init_ai_customer_conversation') {
        const reply = {
          identify: frame.identify,
          msg_incr: frame.msg_incr,
          err_code: 0,
          data: { conversation, welcome },
        };
        releaseConversation = () => socket.send(JSON.stringify(reply));
      }
      if (frame.identify === 'send_msg') sent.push(String(frame.data.content));
    });
  });
  fetchFake = fakeFetch(withSignIn(() => fail(404, 1005)));
});

afterEach(() => {
  opened?.store.dispatch(disconnectRequested());
  server.stop();
  fetchFake.restore();
});

const openChatBeforeItsConversation = async () => {
  opened = await renderApp('/chat?app_key=demo&user=alice&pass=demo-pass&country=US', {
    createSocket: (url) => new MockWebSocket(url) as unknown as WebSocket,
  });
  const box = await screen.findByRole('textbox', { name: 'Your message' });
  await waitFor(() => expect(releaseConversation).toBeDefined());
  return box;
};

describe('sending before the chat knows its conversation', () => {
  it('keeps the text and sends it once the conversation is known', async () => {
    const box = await openChatBeforeItsConversation();
    await userEvent.type(box, 'Where is my deposit?{Enter}');
    expect(box).toHaveValue('Where is my deposit?');
    expect(sent).toEqual([]);

    await act(() => releaseConversation());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0])).toMatchObject({ query: 'Where is my deposit?' });
    expect(box).toHaveValue('');
  });

  it('takes the send back when the text is edited before the conversation is known', async () => {
    const box = await openChatBeforeItsConversation();
    await userEvent.type(box, 'Where is my deposit?{Enter}');
    await userEvent.type(box, ' It was 20 USD');

    await act(() => releaseConversation());
    await screen.findByText(welcome.text);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent).toEqual([]);
    expect(box).toHaveValue('Where is my deposit? It was 20 USD');
  });
});
