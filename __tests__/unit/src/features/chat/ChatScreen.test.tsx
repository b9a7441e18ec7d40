import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { fail, fakeFetch, renderApp, SIGNED_IN_TOKEN, SOCKET_BASE, withSignIn } from '../../../../support/renderApp';

const welcome = { text: 'Hi! How can I help?', questions: [{ id: 'q1', title: 'How do I top up?', question_type: 0 }] };
const conversation = {
  conversation_id: 'si_10001_20001',
  opposite_id: '20001',
  chat_type: 1,
  group_id: '',
  max_seq: 0,
  min_seq: 0,
};

let server: Server;
let client: Client | undefined;
let frames: Array<{ identify: string; msg_incr: string; data: Record<string, unknown> }>;
let holdAck = false;
let fetchFake: ReturnType<typeof fakeFetch>;
let socketUrl = '';
let nextSeq = 100;

beforeEach(() => {
  frames = [];
  holdAck = false;
  nextSeq = 100;
  server = new Server(`${SOCKET_BASE}/ws`);
  server.on('connection', (socket) => {
    client = socket;
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as (typeof frames)[number];
      frames.push(frame);
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
      if (frame.identify === 'send_msg' && !holdAck) {
        socket.send(
          JSON.stringify({
            identify: 'send_msg',
            msg_incr: frame.msg_incr,
            err_code: 0,
            data: { client_msg_id: frame.data.client_msg_id, seq: nextSeq++ },
          }),
        );
      }
    });
  });
  fetchFake = fakeFetch(withSignIn(() => fail(404, 1005)));
});

afterEach(() => {
  server.stop();
  fetchFake.restore();
  client = undefined;
});

const openChat = (link = '/chat?app_key=demo&user=alice&pass=demo-pass') =>
  renderApp(link, {
    createSocket: (url) => {
      socketUrl = url;
      return new MockWebSocket(url) as unknown as WebSocket;
    },
  });

const fromServer = (frame: unknown) => act(() => client?.send(JSON.stringify(frame)));

function pushAiAnswer(text: string) {
  fromServer({
    identify: 'push_msg',
    msg_incr: 'p',
    data: {
      client_msg_id: 'ai-1',
      seq: 2,
      sender_id: '20001',
      receiver_id: '10001',
      chat_type: 1,
      content_type: 205,
      content: JSON.stringify({ reply_code: 'ANSWER', data: { text } }),
    },
  });
}

describe('chat screen', () => {
  it('signs in with the login payload, connects with the spec’s query and shows the welcome and quick questions', async () => {
    await openChat('/chat?app_key=demo&user=alice&pass=demo-pass&country=US&distinct_id=d1');
    expect(await screen.findByText(welcome.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How do I top up?' })).toBeInTheDocument();
    const login = fetchFake.calls.find((call) => call.url.pathname === '/api/v1/user/login');
    expect(JSON.parse(String(login?.init?.body))).toEqual({
      username: 'alice',
      password: 'demo-pass',
      app_key: 'demo',
      language: 'US',
      distinct_id: 'd1',
    });
    const headers = new Headers(login?.init?.headers);
    expect([headers.get('X-Product-Id'), headers.get('X-Company-Id'), headers.get('X-Token')]).toEqual([
      '1',
      '100',
      null,
    ]);
    expect(Object.fromEntries(new URL(socketUrl).searchParams)).toEqual({
      token: SIGNED_IN_TOKEN,
      uid: '10001',
      platform_id: '1',
      product_id: '1',
      country_code: 'US',
    });
  });

  it('closes the attach tray on Escape, the focus back on "+"', async () => {
    const user = userEvent.setup();
    await openChat();
    expect(await screen.findByText(welcome.text)).toBeInTheDocument();
    const plus = screen.getByRole('button', { name: 'Attach a file' });
    await user.click(plus);
    expect(await screen.findByRole('region', { name: 'Attach a file' })).toBeInTheDocument();
    expect(plus).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('textbox', { name: 'Your message' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Attach a file' })).toBeNull();
    expect(plus).toHaveAttribute('aria-expanded', 'false');
    expect(plus).toHaveFocus();
  });

  it('shows a typed message at once on Enter, then the typing indicator, then the AI reply', async () => {
    holdAck = true;
    await openChat();
    await screen.findByText(welcome.text);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Where is my deposit?{Enter}');
    const log = screen.getByRole('log');
    expect(log).toHaveTextContent('Where is my deposit?');
    expect(log).toHaveTextContent('Sending…');
    expect(box).toHaveValue('');
    const sent = frames.find((frame) => frame.identify === 'send_msg');
    expect(sent).toMatchObject({
      sender_id: '10001',
      product_id: '1',
      data: { content_type: 203, receiver_id: '20001' },
    });

    fromServer({
      identify: 'send_msg',
      msg_incr: sent?.msg_incr,
      data: { client_msg_id: sent?.data.client_msg_id, seq: 1 },
    });
    fromServer({
      identify: 'push_signal_msg',
      msg_incr: 's',
      data: { content_type: 205, content: '{"reply_code":"INPUTTING"}' },
    });
    expect(await screen.findByText('Support assistant is typing…')).toBeInTheDocument();
    await waitFor(() => expect(log).not.toHaveTextContent('Sending…'));

    pushAiAnswer('Deposits arrive within 5 minutes.');
    expect(await screen.findByText('Deposits arrive within 5 minutes.')).toBeInTheDocument();
    expect(screen.queryByText('Support assistant is typing…')).not.toBeInTheDocument();
  });

  it('asks a quick question when it is tapped', async () => {
    await openChat();
    await userEvent.click(await screen.findByRole('button', { name: 'How do I top up?' }));
    await waitFor(() => expect(frames.some((frame) => frame.identify === 'send_msg')).toBe(true));
    const sent = frames.find((frame) => frame.identify === 'send_msg');
    expect(JSON.parse(String(sent?.data.content))).toMatchObject({
      query: 'How do I top up?',
      select_question_type: 0,
    });
    expect(screen.getByRole('log')).toHaveTextContent('How do I top up?');
    await waitFor(() => expect(screen.getByRole('log')).not.toHaveTextContent('Sending…'));
  });

  it('renders markup from the network as text', async () => {
    await openChat();
    await screen.findByText(welcome.text);
    pushAiAnswer('<img src=x onerror="window.__pwned=1">');
    expect(await screen.findByText('<img src=x onerror="window.__pwned=1">')).toBeInTheDocument();
    expect(screen.getByRole('log').querySelector('img')).toBeNull();
  });

  it('says "Parameter error" when the chat is opened without credentials', async () => {
    await openChat('/chat?app_key=demo&user=alice');
    expect(await screen.findByRole('alert')).toHaveTextContent('Parameter error');
  });

  it('keeps Shift+Enter as a line break and does not send an empty message', async () => {
    await openChat();
    await screen.findByText(welcome.text);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, '{Enter}line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(frames.filter((frame) => frame.identify === 'send_msg')).toHaveLength(0);
  });

  it('offers the suggested questions and "Start over" after DETECTED_SAME_QUESTIONS, and sends each choice to the AI', async () => {
    await openChat();
    await screen.findByText(welcome.text);
    const suggestions = [{ id: 's1', title: 'How do I top up?', question_type: 2 }];
    fromServer({
      identify: 'push_msg',
      msg_incr: 'p',
      data: {
        client_msg_id: 'ai-same',
        seq: 2,
        sender_id: '20001',
        receiver_id: '10001',
        chat_type: 1,
        content_type: 205,
        content: JSON.stringify({
          reply_code: 'DETECTED_SAME_QUESTIONS',
          reset_question: 1,
          data: { text: 'You asked this already.', questions: suggestions },
        }),
      },
    });
    await screen.findByText('You asked this already.');
    const list = await screen.findByRole('list', { name: 'Suggested questions' });
    await userEvent.click(within(list).getByRole('button', { name: 'How do I top up?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(frames.filter((frame) => frame.identify === 'send_msg')).toHaveLength(2));
    const [picked, reset] = frames
      .filter((frame) => frame.identify === 'send_msg')
      .map((frame) => JSON.parse(String(frame.data.content)));
    expect(picked).toMatchObject({ query: 'How do I top up?', select_question_type: 2, msg_stage: 2 });
    expect(reset).toMatchObject({ reset_question_type: 0 });
    await waitFor(() => expect(screen.getByRole('log')).not.toHaveTextContent('Sending…'));
  });

  it.each([
    [
      'CREATE_TECHNICAL_ORDER opens the technical work order',
      { reply_code: 'CREATE_TECHNICAL_ORDER', data: { text: 'Let us report this bug.' } },
      'Report a technical problem',
      'Technical problem',
    ],
    [
      'TO_CREATE_WORK_ORDER 21 opens work order type 7',
      { reply_code: 'TO_CREATE_WORK_ORDER', data: { text: 'About your withdrawal.', question_type: 21 } },
      'Report a withdrawal problem',
      'Withdrawal problem',
    ],
    [
      'TO_CREATE_WORK_ORDER 22 opens work order type 8',
      { reply_code: 'TO_CREATE_WORK_ORDER', data: { text: 'About your top-up.', question_type: 22 } },
      'Report a top-up problem',
      'Top-up problem',
    ],
    [
      'TO_CREATE_WORK_ORDER 23 opens work order type 1',
      { reply_code: 'TO_CREATE_WORK_ORDER', data: { text: 'About the violation.', question_type: 23 } },
      'Open the appeal form',
      'Appeal',
    ],
    [
      'TO_CREATE_WORK_ORDER 24 opens work order type 9',
      { reply_code: 'TO_CREATE_WORK_ORDER', data: { text: 'About your payment.', question_type: 24 } },
      'Report a payment problem',
      'Payment problem',
    ],
  ])('%s (spec §4)', async (_case, reply, button, formTitle) => {
    await openChat();
    await screen.findByText(welcome.text);
    fromServer({
      identify: 'push_msg',
      msg_incr: 'p',
      data: {
        client_msg_id: 'ai-wo',
        seq: 2,
        sender_id: '20001',
        receiver_id: '10001',
        chat_type: 1,
        content_type: 205,
        content: JSON.stringify(reply),
      },
    });
    expect(await screen.findByText(reply.data.text)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('dialog', { name: formTitle })).toBeInTheDocument();
  });
});
