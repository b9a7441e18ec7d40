import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server, type Client } from 'mock-socket';
import { AgentApp } from '../../../../src/agent/AgentApp';
import { recordingSocket } from './consoleHarness';
import { ALICE, waitingFrame, wireMessage, workOrdersFrame } from './fixtures';

// jsdom serves the page from http://localhost/, so the console connects to ws://localhost/agent-ws.
const AGENT_WS = 'ws://localhost/agent-ws';
const createSocket = recordingSocket(() => received);

let server: Server;
let clients: Client[];
let received: unknown[];
let connectedUrls: string[];
let fetchCalls: { url: string; init: RequestInit }[];

const SIGN_INS: Record<string, { agent_id: string; nickname: string; password: string }> = {
  ann: { agent_id: '30001', nickname: 'Ann', password: 'ann-demo-pass' },
  ben: { agent_id: '30002', nickname: 'Ben', password: 'ben-demo-pass' },
};
let signInCode: number | undefined;

/** The sandbox's agent/login and agent/logout, as far as the console uses them. */
const fakeFetch = (async (url: string, init: RequestInit) => {
  fetchCalls.push({ url, init });
  const envelope = (code: number, data: unknown = null) =>
    new Response(JSON.stringify({ code, msg: '', data }), { headers: { 'Content-Type': 'application/json' } });
  if (url === '/api/v1/agent/logout') return envelope(0, {});
  const { username, password } = JSON.parse(String(init.body)) as { username: string; password: string };
  const agent = SIGN_INS[username];
  if (signInCode !== undefined) return envelope(signInCode);
  if (!agent || agent.password !== password) return envelope(1003);
  return envelope(0, {
    agent_id: agent.agent_id,
    nickname: agent.nickname,
    token: `tok-${username}`,
    expires_at: Date.now() + 60_000,
  });
}) as unknown as typeof fetch;

beforeEach(() => {
  clients = [];
  received = [];
  connectedUrls = [];
  fetchCalls = [];
  signInCode = undefined;
  window.sessionStorage.clear();
  server = new Server(AGENT_WS);
  server.on('connection', (socket) => {
    clients.push(socket);
    connectedUrls.push(socket.url);
  });
});

afterEach(() => {
  server.stop();
  window.history.replaceState(null, '', '/');
});

/** The frames of one type the console sent. */
const sentOf = (type: string) => received.filter((frame) => (frame as { type: string }).type === type);
/** A `send` frame: each carries a fresh client_msg_id. */
const sendFrame = (receptionId: string, content: string) => ({
  type: 'send',
  reception_id: receptionId,
  content,
  client_msg_id: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
  content_type: 101,
});

const fromServer = (frame: unknown) =>
  act(() => {
    for (const client of clients) client.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  });

async function signIn(username: string, password = SIGN_INS[username]?.password ?? 'wrong') {
  const user = userEvent.setup();
  render(<AgentApp createSocket={createSocket} fetchFn={fakeFetch} />);
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

async function goOnlineAs(username: string) {
  const user = await signIn(username);
  await screen.findByText(/^Online as/);
  return user;
}

const history = [
  wireMessage({
    server_msg_id: 's-1',
    content_type: 203,
    content: JSON.stringify({ time_zone: 'UTC', query: 'Where is my deposit?' }),
  }),
  wireMessage({
    server_msg_id: 's-2',
    sender_id: '20001',
    content_type: 205,
    content: JSON.stringify({ reply_code: 'CONTACT_HUMAN', data: { text: 'Let me find someone.' } }),
  }),
  wireMessage({ server_msg_id: 's-3', content_type: 102, content: JSON.stringify({ url: 'javascript:alert(1)' }) }),
  wireMessage({
    server_msg_id: 's-4',
    sender_id: '30001',
    content_type: 201,
    content: JSON.stringify({ text: 'Ann joined the chat' }),
  }),
];

describe('the agent console', () => {
  it('accepts a waiting customer, chats and ends the session', async () => {
    const user = await goOnlineAs('ann');
    expect(connectedUrls).toEqual([`${AGENT_WS}?token=tok-ann`]);
    fromServer(waitingFrame);
    const waiting = screen.getByRole('region', { name: /Waiting customers \(1\)/ });
    expect(within(waiting).getByRole('heading', { name: 'Alice' })).toBeInTheDocument();
    expect(within(waiting).getByText('Where is my deposit?')).toBeInTheDocument();
    expect(within(waiting).getByText('Still nothing after an hour')).toBeInTheDocument();
    const left = screen.getByRole('region', { name: /Left messages/ });
    expect(within(left).getByText('Call me back please')).toBeInTheDocument();
    expect(within(left).getByText('Bob')).toBeInTheDocument();

    const accept = within(waiting).getByRole('button', { name: 'Accept' });
    expect(accept).toHaveAccessibleDescription('Alice');
    await user.click(accept);
    await waitFor(() => expect(received).toEqual([{ type: 'accept', reception_id: 'r-1' }]));

    fromServer({ type: 'accepted', reception_id: 'r-1', group_id: 'cg_1_10001', history });
    const log = screen.getByRole('log', { name: 'Conversation with Alice' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('Where is my deposit?')).toBeInTheDocument();
    expect(within(log).getByText('Let me find someone.')).toBeInTheDocument();
    expect(within(log).getByText('[image]')).toBeInTheDocument();
    expect(within(log).queryByRole('img')).toBeNull();
    expect(within(log).getByText('Ann joined the chat')).toBeInTheDocument();

    fromServer({
      type: 'message',
      reception_id: 'r-1',
      message: wireMessage({ server_msg_id: 's-5', content: '<img src=x onerror=alert(1)>' }),
    });
    expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(log).queryByRole('img')).toBeNull();

    const composer = screen.getByLabelText('Reply to the customer');
    await user.type(composer, 'Hi Alice');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(received).toContainEqual(sendFrame('r-1', 'Hi Alice')));
    expect(composer).toHaveValue('');
    expect(within(log).getByText('Hi Alice')).toBeInTheDocument();

    await user.type(composer, 'Two{Shift>}{Enter}{/Shift}lines{Enter}');
    await waitFor(() => expect(received).toContainEqual(sendFrame('r-1', 'Two\nlines')));
    expect(composer).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'End session' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'End session' }));
    const confirm = screen.getByRole('dialog', { name: 'End the session with Alice?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, end it' }));
    await waitFor(() => expect(received).toContainEqual({ type: 'end', reception_id: 'r-1' }));
    expect(sentOf('end')).toHaveLength(1);

    fromServer({ type: 'ended', reception_id: 'r-1', by: 'agent' });
    expect(screen.getByText('Session ended (by agent)')).toBeInTheDocument();
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.getByRole('region', { name: /Waiting customers/ })).toBeInTheDocument();
  });

  it('shows error frames in an alert and ignores malformed frames', async () => {
    const user = await goOnlineAs('ben');
    expect(connectedUrls).toEqual([`${AGENT_WS}?token=tok-ben`]);
    fromServer('{"type":"waiting",');
    fromServer({ type: 'waiting', receptions: 'nobody' });
    fromServer({ type: 'error', message: 'the reception is not waiting' });
    expect(screen.getByRole('alert')).toHaveTextContent('the reception is not waiting');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('region', { name: 'Waiting customers (0)' })).toBeInTheDocument();
  });

  it('says why a sign-in was refused and stays on the sign-in screen', async () => {
    await signIn('ann', 'not-her-password');
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(connectedUrls).toEqual([]);
    signInCode = 1008;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'ann-demo-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Too many sign-in attempts/)).toBeInTheDocument();
    expect(connectedUrls).toEqual([]);
  });

  it('keeps the sign-in for the tab, and signs out on a refused token (4001) with a message', async () => {
    await goOnlineAs('ann');
    expect(JSON.parse(window.sessionStorage.getItem('agent-console.sign-in') ?? '{}')).toMatchObject({
      agent_id: '30001',
      token: 'tok-ann',
    });
    act(() => clients[0].close({ code: 4001, reason: 'invalid or expired token', wasClean: true }));
    expect(await screen.findByText(/session has expired/)).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('agent-console.sign-in')).toBeNull();
  });

  it('goes online at once with a stored sign-in, and signs out', async () => {
    window.sessionStorage.setItem(
      'agent-console.sign-in',
      JSON.stringify({ agent_id: '30002', nickname: 'Ben', token: 'tok-ben', expires_at: Date.now() + 60_000 }),
    );
    const user = userEvent.setup();
    render(<AgentApp createSocket={createSocket} fetchFn={fakeFetch} />);
    expect(await screen.findByText('Online as Ben (30002)')).toBeInTheDocument();
    expect(connectedUrls).toEqual([`${AGENT_WS}?token=tok-ben`]);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(fetchCalls.at(-1)).toEqual({
      url: '/api/v1/agent/logout',
      init: { method: 'POST', headers: { 'X-Token': 'tok-ben' } },
    });
    expect(window.sessionStorage.getItem('agent-console.sign-in')).toBeNull();
  });

  it('keeps the typed text while reconnecting, then sends it once back online', async () => {
    const user = await goOnlineAs('ann');
    fromServer(waitingFrame);
    fromServer({ type: 'accepted', reception_id: 'r-1', history: [] });
    const composer = screen.getByLabelText('Reply to the customer');
    await user.type(composer, 'Still here?');

    act(() => clients[0].close({ code: 1006, reason: 'dropped', wasClean: false }));
    expect(await screen.findByText(/^Reconnecting… as Ann/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'End session' })).toBeDisabled();
    expect(screen.getByText(/Offline: your text is kept/)).toBeInTheDocument();
    await user.type(composer, '{Enter}');
    expect(composer).toHaveValue('Still here?');
    expect(sentOf('send')).toEqual([]);

    expect(await screen.findByText(/^Online as Ann/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(connectedUrls).toHaveLength(2);
    expect(screen.getByRole('log', { name: 'Conversation with Alice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentOf('send')).toEqual([sendFrame('r-1', 'Still here?')]));
  });

  it('lists work orders and advances them', async () => {
    const user = await goOnlineAs('ann');
    expect(screen.queryByRole('region', { name: /Work orders/ })).toBeNull();
    fromServer({
      ...workOrdersFrame,
      work_orders: [
        ...workOrdersFrame.work_orders,
        { ...workOrdersFrame.work_orders[0], id: 'wo-2', order_no: 'WO0002', status: 'in_review', kind: 2 },
        { ...workOrdersFrame.work_orders[0], id: 'wo-3', order_no: 'WO0003', status: 'resolved' },
      ],
    });
    const panel = screen.getByRole('region', { name: 'Work orders (3)' });
    const items = within(panel).getAllByRole('listitem');
    expect(within(items[0]).getByRole('heading', { name: 'WO0001' })).toBeInTheDocument();
    expect(within(items[0]).getByText(ALICE.nickname)).toBeInTheDocument();
    expect(within(items[0]).getByText('Submitted')).toBeInTheDocument();
    expect(within(items[1]).getByText('In review')).toBeInTheDocument();
    expect(within(items[2]).getByText('Resolved')).toBeInTheDocument();
    expect(within(items[2]).queryByRole('button')).toBeNull();

    await user.click(within(items[0]).getByRole('button', { name: 'Advance to in review' }));
    await user.click(within(items[1]).getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() =>
      expect(received).toEqual([
        { type: 'advance_work_order', id: 'wo-1' },
        { type: 'advance_work_order', id: 'wo-2' },
      ]),
    );
  });
});

describe('the agent console reports what it shows as seen', () => {
  let visibility: DocumentVisibilityState;
  const seenFrames = () => received.filter((frame) => (frame as { type: string }).type === 'seen');
  const setVisibility = (next: DocumentVisibilityState) =>
    act(() => {
      visibility = next;
      document.dispatchEvent(new Event('visibilitychange'));
    });
  const fromAlice = (serverMsgId: string) =>
    fromServer({ type: 'message', reception_id: 'r-1', message: wireMessage({ server_msg_id: serverMsgId }) });
  /** Sends a text and waits until the server has it: every frame sent before it has arrived too. */
  async function sendText(user: Awaited<ReturnType<typeof goOnlineAs>>, text: string) {
    await user.type(screen.getByLabelText('Reply to the customer'), `${text}{Enter}`);
    await waitFor(() => expect(received).toContainEqual(sendFrame('r-1', text)));
  }

  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });

  afterEach(() => {
    // The own property hides jsdom's getter on Document.prototype; removing it brings that back.
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('on accepting, on a customer message while visible and on coming back to the page; never while hidden', async () => {
    const user = await goOnlineAs('ann');
    fromServer(waitingFrame);
    fromServer({ type: 'accepted', reception_id: 'r-1', group_id: 'cg_1_10001', history });
    const seen = { type: 'seen', reception_id: 'r-1' };
    await waitFor(() => expect(seenFrames()).toEqual([seen]));

    fromAlice('s-5');
    await waitFor(() => expect(seenFrames()).toHaveLength(2));
    // The agent's own text is nothing new to report.
    await sendText(user, 'Hi Alice');
    expect(seenFrames()).toHaveLength(2);

    setVisibility('hidden');
    fromAlice('s-6');
    await sendText(user, 'Are you there?');
    expect(seenFrames()).toHaveLength(2);
    setVisibility('visible');
    await waitFor(() => expect(seenFrames()).toEqual([seen, seen, seen]));

    // Hidden and back with nothing new: nothing to report.
    setVisibility('hidden');
    setVisibility('visible');
    await sendText(user, 'Still here');
    expect(seenFrames()).toHaveLength(3);
  });

  it('does not report the same messages again after a reconnect', async () => {
    await goOnlineAs('ann');
    fromServer({ type: 'accepted', reception_id: 'r-1', history: [] });
    await waitFor(() => expect(seenFrames()).toHaveLength(1));
    fromAlice('s-7');
    await waitFor(() => expect(seenFrames()).toHaveLength(2));
    act(() => clients[0].close({ code: 1006, reason: 'dropped', wasClean: false }));
    expect(await screen.findByText(/^Reconnecting… as Ann/)).toBeInTheDocument();
    expect(await screen.findByText(/^Online as Ann/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(seenFrames()).toHaveLength(2);
  });
});
