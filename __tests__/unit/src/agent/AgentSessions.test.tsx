import { act, screen, waitFor, within } from '@testing-library/react';
import { TYPING_REPEAT_MS, TYPING_SHOWN_MS } from '../../../../src/protocol/typing';
import { mockAgentServer, openConsoleAsAnn } from './consoleHarness';
import { aliceContext, ANN, BOB, waitingFrame, wireMessage, workOrdersFrame } from './fixtures';

const sandbox = mockAgentServer();
const { fromServer, sentOf } = sandbox;

const fromAlice = (seq: number, content = `Alice #${seq}`) =>
  wireMessage({ server_msg_id: `s-${seq}`, seq, client_msg_id: `c-${seq}`, content });
const fromBob = (seq: number, content = `Bob #${seq}`) =>
  wireMessage({ server_msg_id: `b-${seq}`, seq, sender_id: BOB.id, reception_id: 'r-2', content });
const bobContext = {
  ...aliceContext,
  customer: { ...aliceContext.customer, id: BOB.id, nickname: 'Bob' },
  ai_history: [],
  canned_replies: [],
};
const aliceWorkOrder = workOrdersFrame.work_orders[0];
const bobTopUp = {
  ...aliceWorkOrder,
  id: 'wo-2',
  order_no: 'WO0002',
  customer: BOB,
  type: 8,
  summary: 'Top-up TP10001',
};
const technical = { ...aliceWorkOrder, id: 'wo-3', order_no: 'WO0003', kind: 2, type: 2, summary: 'Bug 2' };

/** Ann serves Alice (r-1, accepted from this console) and then Bob (r-2). */
async function serveAliceAndBob() {
  const user = await openConsoleAsAnn();
  fromServer({ type: 'presence', status: 'online', max_chats: 2, serving: [] }, waitingFrame);
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  fromServer(
    { type: 'accepted', reception_id: 'r-1', history: [fromAlice(1, 'Hello')], context: aliceContext },
    { type: 'accepted', reception_id: 'r-2', history: [fromBob(1, 'Hi there')], context: bobContext },
    { type: 'presence', status: 'online', max_chats: 2, serving: ['r-1', 'r-2'] },
  );
  return user;
}

const log = () => screen.getByRole('log');
const logTexts = () =>
  within(log())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.agent-text')?.textContent);

describe('the waiting list: offers and the queue', () => {
  it('only a reception offered to this agent can be accepted; the others say who has it or where it is in the queue', async () => {
    await openConsoleAsAnn();
    const [offered] = waitingFrame.receptions;
    fromServer({
      ...waitingFrame,
      receptions: [
        offered,
        { ...offered, reception_id: 'r-2', customer: BOB, offered_to: { id: '30002', nickname: 'Ben' } },
        {
          ...offered,
          reception_id: 'r-3',
          customer: { id: '10003', nickname: 'Cleo' },
          offered_to: undefined,
          position: 1,
          estimated_wait_seconds: 150,
        },
      ],
    });
    const cards = Array.from(
      screen.getByRole('region', { name: 'Waiting customers (3)' }).querySelectorAll<HTMLElement>(':scope > ul > li'),
    );
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('Offered to you')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(cards[1]).getByText('Offered to Ben')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button')).toBeNull();
    expect(within(cards[2]).getByText('In queue, position 1, estimated wait 2 min')).toBeInTheDocument();
    expect(within(cards[2]).queryByRole('button')).toBeNull();
    // The handoff summary stays on every card.
    expect(within(cards[1]).getByText('Where is my deposit?')).toBeInTheDocument();
  });
});

describe('presence', () => {
  it('shows the load, switches to away and back, and says clearly when away', async () => {
    const user = await openConsoleAsAnn();
    fromServer({ type: 'presence', status: 'online', max_chats: 2, serving: [] });
    expect(screen.getByText('Chats: 0 of 2')).toBeInTheDocument();
    const status = screen.getByRole('group', { name: 'Your status' });
    expect(within(status).getByRole('radio', { name: 'Online' })).toBeChecked();

    await user.click(within(status).getByRole('radio', { name: 'Away' }));
    await waitFor(() => expect(sentOf('presence')).toEqual([{ type: 'presence', status: 'away' }]));
    fromServer({ type: 'presence', status: 'away', max_chats: 2, serving: ['r-1'] });
    expect(within(status).getByRole('radio', { name: 'Away' })).toBeChecked();
    expect(screen.getByText(/Chats: 1 of 2/)).toHaveTextContent(
      'Chats: 1 of 2 · Away: no new customers are offered to you.',
    );

    await user.click(within(status).getByRole('radio', { name: 'Online' }));
    await waitFor(() =>
      expect(sentOf('presence')).toEqual([
        { type: 'presence', status: 'away' },
        { type: 'presence', status: 'online' },
      ]),
    );
  });
});

describe('the customer’s context after accepting', () => {
  it('shows the AI conversation (collapsed), the handoff, locale, time zone, product and the customer’s orders', async () => {
    const user = await serveAliceAndBob();
    fromServer({ ...workOrdersFrame, work_orders: [aliceWorkOrder, bobTopUp] });
    const about = screen.getByRole('region', { name: 'About Alice' });
    const fact = (term: string) => within(about).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Locale')).toBe('pt-BR');
    expect(fact('Time zone')).toBe('America/Sao_Paulo');
    expect(fact('Product')).toBe('Demo Casino (1)');
    expect(fact('Reason')).toBe('I want a human');
    expect(fact('Reply codes')).toBe('ANSWER, CONTACT_HUMAN');
    expect(fact('Orders picked')).toBe('WD10006');
    expect(fact('Files sent')).toBe('2');
    expect(within(about).getByText('My withdrawal WD10006 is stuck')).toBeInTheDocument();

    const aiToggle = within(about).getByRole('button', { name: 'AI conversation (2 messages)' });
    expect(aiToggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(about).queryByText('It is on hold for review.')).toBeNull();
    await user.click(aiToggle);
    expect(aiToggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(about).getByText('It is on hold for review.')).toBeInTheDocument();

    const withdrawals = within(about).getByRole('heading', { name: 'Withdrawal orders (2)' })
      .nextElementSibling as HTMLElement;
    expect(
      within(withdrawals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^WD10006\$120\.50.*On hold$/),
      expect.stringMatching(/^WD10007\$80\.00.*Failed, refunded$/),
    ]);
    // Only Alice's work orders, updated live by the next work_orders frame.
    const theirs = () => within(about).getByRole('heading', { name: /^Work orders/ }).nextElementSibling as HTMLElement;
    expect(
      within(theirs())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WO0001WithdrawalSubmitted']);
    fromServer({ ...workOrdersFrame, work_orders: [{ ...aliceWorkOrder, status: 'in_review' }, bobTopUp] });
    expect(
      within(theirs())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WO0001WithdrawalIn review']);
  });
});

describe('the work-order list', () => {
  it('shows the current customer’s by default, all on request, in plain words', async () => {
    const user = await serveAliceAndBob();
    fromServer({ ...workOrdersFrame, work_orders: [aliceWorkOrder, bobTopUp, technical] });
    const panel = screen.getByRole('region', { name: /^Work orders/ });
    const numbers = () =>
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(panel).toHaveAccessibleName('Work orders (2)');
    expect(numbers()).toEqual(['WO0001', 'WO0003']);
    expect(within(panel).getByText('Alice’s work orders only.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('checkbox', { name: 'Show all customers' }));
    expect(numbers()).toEqual(['WO0001', 'WO0002', 'WO0003']);
    const kinds = within(panel)
      .getAllByText('Kind', { selector: 'dt' })
      .map((term) => term.nextElementSibling?.textContent);
    expect(kinds).toEqual(['Withdrawal', 'Top-up', 'Technical']);

    await user.click(within(panel).getByRole('checkbox', { name: 'Show all customers' }));
    await user.click(screen.getByRole('tab', { name: 'Bob' }));
    expect(numbers()).toEqual(['WO0002']);
  });
});

describe('several sessions', () => {
  it('one tab each; a draft per session; an unread mark; seen for the session on screen only; an end leaves the others', async () => {
    const user = await serveAliceAndBob();
    const tabs = screen.getByRole('tablist', { name: 'Your chats' });
    // Each tab shows its customer's language, and keeps the name alone as its accessible name.
    expect(within(tabs).getAllByRole('tab')).toEqual([
      within(tabs).getByRole('tab', { name: 'Alice' }),
      within(tabs).getByRole('tab', { name: 'Bob' }),
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Alice' })).toHaveTextContent(/^Alice\s*pt-BR$/);
    expect(within(tabs).getByRole('tab', { name: 'Alice' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Alice');
    expect(screen.getByRole('heading', { name: 'Conversation with Alice' })).toBeInTheDocument();
    await waitFor(() => expect(sentOf('seen')).toEqual([{ type: 'seen', reception_id: 'r-1' }]));

    await user.type(screen.getByRole('textbox', { name: 'Reply to the customer' }), 'Half a reply');
    fromServer({ type: 'message', reception_id: 'r-2', message: fromBob(2, 'Are you there?') });
    expect(within(tabs).getByRole('tab', { name: 'Bob, new message' })).toHaveAttribute('aria-selected', 'false');
    expect(sentOf('seen')).toHaveLength(1);

    await user.click(within(tabs).getByRole('tab', { name: 'Bob, new message' }));
    expect(screen.getByRole('heading', { name: 'Conversation with Bob' })).toBeInTheDocument();
    expect(within(log()).getByText('Are you there?')).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Bob' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Reply to the customer' })).toHaveValue('');
    await waitFor(() =>
      expect(sentOf('seen')).toEqual([
        { type: 'seen', reception_id: 'r-1' },
        { type: 'seen', reception_id: 'r-2' },
      ]),
    );

    // The arrow keys move between tabs; the draft came back with its session.
    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: 'Alice' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Reply to the customer' })).toHaveValue('Half a reply');

    fromServer({ type: 'ended', reception_id: 'r-2', by: 'customer' });
    expect(screen.getByText('Session ended (by customer)')).toBeInTheDocument();
    expect(within(tabs).getAllByRole('tab')).toEqual([within(tabs).getByRole('tab', { name: 'Alice' })]);
    expect(screen.getByRole('heading', { name: 'Conversation with Alice' })).toBeInTheDocument();
  });
});

describe('sending', () => {
  it('shows the text as pending, then once as stored when the echo comes; another console’s text just appears', async () => {
    const user = await serveAliceAndBob();
    await user.type(screen.getByRole('textbox', { name: 'Reply to the customer' }), 'Checking now{Enter}');
    await waitFor(() => expect(sentOf('send')).toHaveLength(1));
    const { client_msg_id: clientMsgId } = sentOf('send')[0] as { client_msg_id: string };
    expect(within(log()).getByText('Checking now').closest('li')).toHaveTextContent('Sending…');

    const echo = wireMessage({
      server_msg_id: 's-2',
      seq: 2,
      sender_id: ANN,
      client_msg_id: clientMsgId,
      content: 'Checking now',
    });
    fromServer(
      { type: 'message', reception_id: 'r-1', message: echo },
      { type: 'message', reception_id: 'r-1', message: echo },
    );
    expect(within(log()).getAllByText('Checking now')).toHaveLength(1);
    expect(within(log()).queryByText('Sending…')).toBeNull();

    fromServer({
      type: 'message',
      reception_id: 'r-1',
      message: wireMessage({
        server_msg_id: 's-3',
        seq: 3,
        sender_id: ANN,
        client_msg_id: 'other-console',
        content: 'From my other tab',
      }),
    });
    expect(logTexts()).toEqual(['Hello', 'Checking now', 'From my other tab']);
  });
});

describe('catch-up', () => {
  it('after a reconnect merges the resumed history and syncs the hole page by page: nothing missed, nothing doubled', async () => {
    await serveAliceAndBob();
    fromServer({ type: 'message', reception_id: 'r-1', message: fromAlice(2) });
    sandbox.dropConnection();
    expect(await screen.findByText(/^Reconnecting… as Ann/)).toBeInTheDocument();
    expect(await screen.findByText(/^Online as Ann/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(sandbox.connections()).toBe(2);
    expect(sentOf('sync')).toEqual([]);

    fromServer(
      { type: 'presence', status: 'online', max_chats: 2, serving: ['r-1', 'r-2'] },
      {
        type: 'accepted',
        reception_id: 'r-1',
        history: [fromAlice(5), fromAlice(6)],
        context: aliceContext,
        resumed: true,
      },
      { type: 'accepted', reception_id: 'r-2', history: [fromBob(1, 'Hi there')], context: bobContext, resumed: true },
    );
    await waitFor(() =>
      expect(sentOf('sync')).toEqual([
        { type: 'sync', reception_id: 'r-1', after_seq: 2 },
        { type: 'sync', reception_id: 'r-2', after_seq: 1 },
      ]),
    );
    fromServer({ type: 'messages', reception_id: 'r-1', messages: [fromAlice(3)], more: true });
    await waitFor(() => expect(sentOf('sync')).toHaveLength(3));
    expect(sentOf('sync')[2]).toEqual({ type: 'sync', reception_id: 'r-1', after_seq: 3 });
    fromServer(
      { type: 'messages', reception_id: 'r-1', messages: [fromAlice(4), fromAlice(5), fromAlice(6)], more: false },
      { type: 'messages', reception_id: 'r-2', messages: [], more: false },
    );
    expect(logTexts()).toEqual(['Hello', 'Alice #2', 'Alice #3', 'Alice #4', 'Alice #5', 'Alice #6']);
    expect(sentOf('sync')).toHaveLength(3);
  });

  it('a message past a hole asks for the hole', async () => {
    await serveAliceAndBob();
    fromServer({ type: 'message', reception_id: 'r-1', message: fromAlice(4) });
    await waitFor(() => expect(sentOf('sync')).toEqual([{ type: 'sync', reception_id: 'r-1', after_seq: 1 }]));
    fromServer({ type: 'messages', reception_id: 'r-1', messages: [fromAlice(2), fromAlice(3)], more: false });
    expect(logTexts()).toEqual(['Hello', 'Alice #2', 'Alice #3', 'Alice #4']);
  });
});

describe('typing', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the customer typing until TYPING_SHOWN_MS after the last notice, or until their message', async () => {
    await serveAliceAndBob();
    jest.useFakeTimers({ now: Date.now() });
    // The typing notice, beside the attachment's own status line.
    const notice = within(screen.getByRole('tabpanel'))
      .getAllByRole('status')
      .find((region) => region.classList.contains('agent-typing'));
    fromServer({ type: 'typing', reception_id: 'r-1' });
    expect(notice).toHaveTextContent('Alice is typing…');
    act(() => jest.advanceTimersByTime(TYPING_SHOWN_MS - 1000));
    fromServer({ type: 'typing', reception_id: 'r-1' });
    act(() => jest.advanceTimersByTime(TYPING_SHOWN_MS - 1));
    expect(notice).toHaveTextContent('Alice is typing…');
    act(() => jest.advanceTimersByTime(1));
    expect(notice).toBeEmptyDOMElement();

    fromServer({ type: 'typing', reception_id: 'r-1' });
    expect(notice).toHaveTextContent('Alice is typing…');
    fromServer({ type: 'message', reception_id: 'r-1', message: fromAlice(2, 'Here it is') });
    expect(notice).toBeEmptyDOMElement();
    // Bob typing does not show in Alice's conversation.
    fromServer({ type: 'typing', reception_id: 'r-2' });
    expect(notice).toBeEmptyDOMElement();
  });

  it('tells the customer the agent is typing at most every TYPING_REPEAT_MS, per session, never for an empty draft', async () => {
    const user = await serveAliceAndBob();
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const box = screen.getByRole('textbox', { name: 'Reply to the customer' });
    await user.type(box, 'Hel');
    expect(sentOf('typing')).toEqual([{ type: 'typing', reception_id: 'r-1' }]);
    now += TYPING_REPEAT_MS - 1;
    await user.type(box, 'l');
    expect(sentOf('typing')).toHaveLength(1);
    now += 1;
    await user.type(box, 'o');
    expect(sentOf('typing')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Bob' }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to the customer' }), 'x');
    expect(sentOf('typing')).toEqual([
      { type: 'typing', reception_id: 'r-1' },
      { type: 'typing', reception_id: 'r-1' },
      { type: 'typing', reception_id: 'r-2' },
    ]);
    now += TYPING_REPEAT_MS;
    await user.clear(screen.getByRole('textbox', { name: 'Reply to the customer' }));
    expect(sentOf('typing')).toHaveLength(3);
    jest.restoreAllMocks();
  });
});

describe('saved replies', () => {
  it('inserts the chosen reply into the composer (at the caret), focuses it and sends nothing', async () => {
    const user = await serveAliceAndBob();
    const box = screen.getByRole('textbox', { name: 'Reply to the customer' });
    const picker = screen.getByRole('button', { name: 'Saved replies' });
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.click(picker);
    await user.click(
      within(screen.getByRole('list', { name: 'Saved replies' })).getByRole('button', { name: 'Greeting' }),
    );
    expect(box).toHaveValue('Olá! Como posso ajudar?');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Saved replies' })).toBeNull();

    await user.type(box, ' ');
    await user.click(picker);
    await user.click(screen.getByRole('button', { name: 'Checking' }));
    expect(box).toHaveValue('Olá! Como posso ajudar? Estou verificando.');
    expect(sentOf('send')).toEqual([]);

    await user.click(picker);
    await user.keyboard('{Tab}{Escape}');
    expect(screen.queryByRole('list', { name: 'Saved replies' })).toBeNull();
    expect(picker).toHaveFocus();
  });
});
