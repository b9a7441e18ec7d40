import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebSocket as MockWebSocket } from 'mock-socket';
import { addListener } from '@reduxjs/toolkit';
import { draftEdited } from '../../../../../../src/features/chat/state/chatActions';
import { disconnectRequested } from '../../../../../../src/realtime/socketActions';
import { fail, fakeFetch, ok, renderApp, SOCKET_BASE, withSignIn } from '../../../../../support/renderApp';
import { FAKE_WS_BASE, FakeRealtimeServer } from '../../../../../support/fakeRealtimeServer';

const GROUP = 'cg_1_10001';
let server: FakeRealtimeServer;
let fetchFake: ReturnType<typeof fakeFetch>;
let phase: number;
let evaluations: unknown[];
let customerEvaluations: () => ReturnType<typeof ok>;
let evaluationAnswer: () => ReturnType<typeof ok> | ReturnType<typeof fail>;

beforeEach(() => {
  phase = 3;
  evaluations = [];
  customerEvaluations = () => ok({ latest_reception_id: null, evaluations: [] });
  evaluationAnswer = () => ok({});
  server = new FakeRealtimeServer();
  server.respondTo.set('seat_reception_status', () => ({ reception: { id: 'r1', phase, problem_finished: 0 } }));
  server.respondTo.set('seat_reception_end', () => {
    phase = 5;
    return {};
  });
  fetchFake = fakeFetch(
    withSignIn((url, init) => {
      switch (url.pathname) {
        case '/api/v1/group/customer-group-info':
          return ok({ group: { group_id: GROUP, group_type: 1, name: 'Support', owner_id: '10001' } });
        case '/api/v1/user/find-by-ids':
          return ok({
            users: url.searchParams
              .getAll('ids')
              .map((id) => ({ id, nickname: id === '30001' ? 'Ann' : 'Someone', avatar: '', kind: 'agent' })),
          });
        case '/api/v1/reception/evaluations':
          return customerEvaluations();
        case '/api/v1/reception/submit-evaluate':
          evaluations.push(JSON.parse(String(init?.body)));
          return evaluationAnswer();
        default:
          return fail(404, 1005);
      }
    }),
  );
});

let opened: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(() => {
  opened?.store.dispatch(disconnectRequested());
  opened = undefined;
  server.stop();
  fetchFake.restore();
});

const openChat = async () =>
  (opened = await renderApp('/chat?app_key=demo&user=alice&pass=demo-pass', {
    createSocket: (url) => new MockWebSocket(url.replace(SOCKET_BASE, FAKE_WS_BASE)) as unknown as WebSocket,
  }));

let seq = 0;
const fromAgent = (content_type: number, content: string, reception_id = 'r1') =>
  act(() =>
    server.push('push_msg', {
      client_msg_id: `g-${++seq}`,
      seq,
      sender_id: '30001',
      receiver_id: '',
      group_id: GROUP,
      chat_type: 2,
      content_type,
      content,
      sender_platform_id: 1,
      send_time: Date.now(),
      reception_id,
    }),
  );
const signal = (content_type: number, extra: Record<string, unknown> = {}) =>
  act(() =>
    server.push('push_signal_msg', {
      content_type,
      content: '',
      sender_id: '',
      group_id: GROUP,
      reception_id: 'r1',
      send_time: 0,
      ...extra,
    }),
  );

async function openServingChat() {
  const view = await openChat();
  await screen.findByRole('button', { name: 'End session' });
  return view;
}

describe('the human stage on the chat screen', () => {
  beforeEach(() => {
    seq = 0;
  });

  it('shows the agent joining as a system line, the agent by name, and sends the customer’s text to the support group', async () => {
    await openServingChat();
    await fromAgent(201, '{"text":"Ann joined the chat"}');
    await fromAgent(101, 'Hello, I am Ann. How can I help?');
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Ann joined the chat')).toHaveClass('system-line');
    await waitFor(() => expect(within(log).getAllByText('Ann').length).toBeGreaterThan(0));
    const findByIds = fetchFake.calls.find((call) => call.url.pathname === '/api/v1/user/find-by-ids');
    expect(findByIds?.url.searchParams.getAll('ids')).toEqual(['30001']);

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'My deposit is missing{Enter}');
    await waitFor(() => expect(server.sent('send_msg')).toHaveLength(1));
    expect(server.sent('send_msg')[0].data).toMatchObject({
      chat_type: 2,
      group_id: GROUP,
      receiver_id: '',
      content_type: 101,
      content: 'My deposit is missing',
    });
    expect(log).toHaveTextContent('My deposit is missing');
  });

  it('opens the evaluation on 308, requires "solved", submits it, and greys the card on 312', async () => {
    await openServingChat();
    await fromAgent(202, '{"reception_id":"r1"}');
    await signal(307);
    await signal(308, { group_type: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Rate your conversation' });
    expect(screen.queryByRole('button', { name: 'End session' })).not.toBeInTheDocument();

    // No star is picked until the customer picks one (issue 16, point 6).
    const stars = within(within(dialog).getByRole('group', { name: /How would you rate/ })).getAllByRole('radio');
    expect(stars.map((star) => (star as HTMLInputElement).checked)).toEqual([false, false, false, false, false]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Please tell us whether your problem was solved.', 'Please choose a score from 1 to 5 stars.']);
    expect(evaluations).toEqual([]);

    // "Not solved" alone is not an evaluation: the score is required, never a default 5.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a score from 1 to 5 stars.');
    expect(evaluations).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Quick help');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(evaluations).toEqual([{ reception_id: 'r1', score: 4, content: 'Quick help', problem_finished: 1 }]);

    await signal(312);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('You rated this conversation 4 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate the conversation' })).not.toBeInTheDocument();
  });

  it('shows the score of a session rated before (on another device, or before a reload), as the server says', async () => {
    customerEvaluations = () =>
      ok({ latest_reception_id: 'r1', evaluations: [{ reception_id: 'r1', score: 2, problem_finished: 0 }] });
    await openServingChat();
    await fromAgent(202, '{"reception_id":"r1"}');
    expect(await screen.findByText('You rated this conversation 2 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate the conversation' })).not.toBeInTheDocument();
  });

  it('lets only the latest ended session be rated: an older card closes when a newer one comes', async () => {
    await openServingChat();
    await fromAgent(202, '{"reception_id":"r1"}');
    expect(await screen.findByRole('button', { name: 'Rate the conversation' })).toBeEnabled();
    await fromAgent(202, '{"reception_id":"r2"}', 'r2');
    const cards = await screen.findAllByRole('article');
    const buttons = cards.flatMap((card) => within(card).queryAllByRole('button'));
    expect(buttons.map((button) => [button.textContent, (button as HTMLButtonElement).disabled])).toEqual([
      ['Rating closed', true],
      ['Rate the conversation', false],
    ]);
  });

  it('a 312 alone greys the card as "Rating closed"', async () => {
    await openServingChat();
    await fromAgent(202, '{"reception_id":"r1"}');
    await signal(312);
    expect(await screen.findByRole('button', { name: 'Rating closed' })).toBeDisabled();
  });

  it('says "Already submitted" when the server already has the evaluation (another tab), on the popup and the card', async () => {
    evaluationAnswer = () => fail(409, 1006);
    await openServingChat();
    await fromAgent(202, '{"reception_id":"r1"}');
    await userEvent.click(await screen.findByRole('button', { name: 'Rate the conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your conversation' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Already submitted');
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Already submitted' })).toBeDisabled();
  });

  it('ends the session from the end-session popup', async () => {
    await openServingChat();
    const end = screen.getByRole('button', { name: 'End session' });
    await userEvent.click(end);
    const dialog = screen.getByRole('dialog', { name: 'End the conversation with support?' });
    expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent('seat_reception_end').map((frame) => frame.data)).toEqual([{ reception_id: 'r1' }]);
    expect(await screen.findByText('This support session has ended.')).toBeInTheDocument();
  });

  it('ends and evaluates at once', async () => {
    await openServingChat();
    await userEvent.click(screen.getByRole('button', { name: 'End session' }));
    const dialog = screen.getByRole('dialog', { name: 'End the conversation with support?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End and rate' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'End and submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a score from 1 to 5 stars.');
    expect(server.sent('seat_reception_end_and_evaluate')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'End and submit' }));
    expect(await within(dialog).findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(server.sent('seat_reception_end_and_evaluate').map((frame) => frame.data)).toEqual([
      { reception_id: 'r1', score: 3, content: '', problem_finished: 1 },
    ]);
  });
});

describe('typing notices in the human stage (issue 17)', () => {
  beforeEach(() => {
    seq = 0;
  });

  it('says "Support agent is typing…" on a 311 until the agent’s message, and tells the agent while the customer types', async () => {
    await openServingChat();
    await signal(311);
    expect((await screen.findByText('Support agent is typing…')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Support assistant is typing…')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hi');
    await waitFor(() => expect(server.sent('typing').map((frame) => frame.data)).toEqual([{ group_id: GROUP }]));

    await fromAgent(101, 'Hello, Alice');
    await waitFor(() => expect(screen.queryByText('Support agent is typing…')).not.toBeInTheDocument());
  });

  it('dispatches nothing for a keystroke while no agent serves the customer (the AI hears no typing)', async () => {
    phase = 1;
    const view = await openChat();
    let edits = 0;
    view.store.dispatch(addListener({ actionCreator: draftEdited, effect: () => void (edits += 1) }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hi');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hi');
    expect(edits).toBe(0);
    expect(server.sent('typing')).toEqual([]);
  });
});

describe('the queue notice (304)', () => {
  beforeEach(() => {
    phase = 2;
  });

  const queue = (position: number, wait: number) =>
    signal(304, { content: JSON.stringify({ position, estimated_wait_seconds: wait }) });
  const notice = () => screen.getByRole('region', { name: 'Support agent' });

  it('says an agent is being connected at position 0, not "number 0 in the queue"', async () => {
    await openServingChat();
    await queue(0, 0);
    await waitFor(() => expect(notice()).toHaveTextContent('Connecting you to a support agent…'));
    expect(notice()).not.toHaveTextContent(/number 0|Estimated wait/);
  });

  it.each([
    [0, 'You are number 2 in the queue. Estimated wait: less than a minute.'],
    [59, 'You are number 2 in the queue. Estimated wait: less than a minute.'],
    [60, 'You are number 2 in the queue. Estimated wait: about 1 minute.'],
    [150, 'You are number 2 in the queue. Estimated wait: about 3 minutes.'],
    [437, 'You are number 2 in the queue. Estimated wait: about 7 minutes.'],
  ])('reads well for a measured wait of %i s', async (wait, text) => {
    await openServingChat();
    await queue(2, wait);
    await waitFor(() => expect(notice()).toHaveTextContent(text));
  });
});
