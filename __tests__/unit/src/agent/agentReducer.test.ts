import { agentReducer, selectedSession } from '../../../../src/agent/agentReducer';
import { initialAgentState, type AgentAction, type AgentState } from '../../../../src/agent/agentState';
import { enText, inEnglish } from '../../../support/consoleTexts';
import { ALICE, aliceContext, ANN, BOB, waitingFrame, wireMessage, workOrdersFrame } from './fixtures';

const received = (frame: unknown, at = 1000): AgentAction => ({
  type: 'frame/received',
  text: JSON.stringify(frame),
  at,
});
const run = (actions: AgentAction[], from: AgentState = initialAgentState) => actions.reduce(agentReducer, from);

const online = run([{ type: 'connection/requested', agentId: ANN }, { type: 'connection/opened' }]);
const waiting = run([received(waitingFrame)], online);
const accepted = run(
  [received({ type: 'accepted', reception_id: 'r-1', group_id: 'cg_1_10001', history: [wireMessage()] })],
  waiting,
);

describe('agentReducer: connection', () => {
  it.each<[string, AgentAction[], Partial<AgentState>]>([
    [
      'going online connects as that agent',
      [{ type: 'connection/requested', agentId: ANN }],
      { agentId: ANN, connection: 'connecting' },
    ],
    [
      'an open socket is online',
      [{ type: 'connection/requested', agentId: ANN }, { type: 'connection/opened' }],
      { connection: 'online' },
    ],
    [
      'a dropped socket reconnects',
      [
        { type: 'connection/requested', agentId: ANN },
        { type: 'connection/opened' },
        { type: 'connection/closed', code: 1006 },
      ],
      { agentId: ANN, connection: 'reconnecting' },
    ],
    [
      'a server going away reconnects',
      [
        { type: 'connection/requested', agentId: ANN },
        { type: 'connection/closed', code: 1001 },
      ],
      { connection: 'reconnecting' },
    ],
    [
      '4000 is final',
      [
        { type: 'connection/requested', agentId: '' },
        { type: 'connection/closed', code: 4000 },
      ],
      { agentId: null, connection: 'offline', connectionProblem: inEnglish(/missing.*4000/) },
    ],
    [
      '4001 (expired or revoked token) is final',
      [
        { type: 'connection/requested', agentId: ANN },
        { type: 'connection/closed', code: 4001 },
      ],
      {
        agentId: null,
        connection: 'offline',
        connectionProblem: inEnglish(/session has expired.*Sign in again/),
      },
    ],
    [
      '4003 (origin not allowed) is final',
      [
        { type: 'connection/requested', agentId: ANN },
        { type: 'connection/closed', code: 4003 },
      ],
      { agentId: null, connection: 'offline', connectionProblem: inEnglish(/origin.*4003/) },
    ],
    [
      '1000 reconnects: another console of the same agent no longer closes this one',
      [
        { type: 'connection/requested', agentId: ANN },
        { type: 'connection/opened' },
        { type: 'connection/closed', code: 1000 },
      ],
      { agentId: ANN, connection: 'reconnecting' },
    ],
    [
      'a close after going offline changes nothing',
      [{ type: 'connection/closed', code: 1006 }],
      { agentId: null, connection: 'offline' },
    ],
    [
      'an open after going offline changes nothing',
      [{ type: 'connection/opened' }],
      { agentId: null, connection: 'offline' },
    ],
    [
      'going online again clears the problem',
      [
        { type: 'connection/requested', agentId: '99' },
        { type: 'connection/closed', code: 4001 },
        { type: 'connection/requested', agentId: ANN },
      ],
      { agentId: ANN, connection: 'connecting', connectionProblem: null },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(run(actions)).toMatchObject(expected);
  });

  it('keeps the session, waiting list and work orders while reconnecting', () => {
    const withOrders = run([received(workOrdersFrame)], accepted);
    const state = run([{ type: 'connection/closed', code: 1006 }], withOrders);
    expect(state.sessions).toBe(withOrders.sessions);
    expect(state.waiting).toBe(withOrders.waiting);
    expect(state.workOrders).toBe(withOrders.workOrders);
  });

  it('going offline forgets everything', () => {
    expect(run([{ type: 'connection/left' }], accepted)).toEqual(initialAgentState);
  });
});

describe('agentReducer: frames', () => {
  it('waiting: lists receptions with their summary and the left messages, and learns the nicknames', () => {
    expect(waiting.waiting).toEqual(waitingFrame.receptions);
    expect(waiting.leftMessages).toEqual(waitingFrame.left_messages);
    expect(waiting.customerNames).toEqual({ [ALICE.id]: 'Alice', '10002': 'Bob' });
  });

  it('waiting: a later list replaces the earlier one', () => {
    expect(run([received({ type: 'waiting', receptions: [], left_messages: [] })], waiting)).toMatchObject({
      waiting: [],
      leftMessages: [],
    });
  });

  it('accepted: opens the session with its history and the customer from the waiting list, on screen', () => {
    expect(accepted.sessions).toEqual([
      {
        receptionId: 'r-1',
        customer: ALICE,
        context: null,
        entries: [
          {
            key: 's-1',
            clientMsgId: 'c-1',
            seq: 1,
            senderId: ALICE.id,
            contentType: 101,
            content: 'Hello',
            sentAt: 1_732_170_000_000,
            pending: false,
            receptionId: 'r-1',
          },
        ],
        draft: '',
        unread: false,
        customerTypingAt: null,
        catchUp: null,
        notes: [],
        transfer: null,
      },
    ]);
    expect(accepted.selectedId).toBe('r-1');
  });

  it('accepted: keeps the context, and names the customer from it when the waiting list did not', () => {
    const state = run(
      [received({ type: 'accepted', reception_id: 'r-5', history: [], context: aliceContext, resumed: true })],
      online,
    );
    expect(state.sessions[0]).toMatchObject({ customer: ALICE, context: { handoff: { reason: 'I want a human' } } });
    expect(state.customerNames).toEqual({ [ALICE.id]: 'Alice' });
  });

  it('accepted: clears the notice of the previous session', () => {
    const ended = run([received({ type: 'ended', reception_id: 'r-1', by: 'agent' })], accepted);
    expect(enText(ended.notice)).toBe('Session ended (by agent)');
    expect(run([received({ type: 'accepted', reception_id: 'r-2', history: [] })], ended)).toMatchObject({
      notice: null,
      sessions: [{ receptionId: 'r-2', customer: null }],
    });
  });

  it('message: appends to the served reception, once', () => {
    const next = wireMessage({ server_msg_id: 's-2', seq: 2, content: 'Anyone there?' });
    const state = run(
      [
        received({ type: 'message', reception_id: 'r-1', message: next }),
        received({ type: 'message', reception_id: 'r-1', message: next }),
      ],
      accepted,
    );
    expect(state.sessions[0].entries.map((entry) => entry.content)).toEqual(['Hello', 'Anyone there?']);
  });

  it.each([
    [
      'another reception',
      accepted,
      { type: 'message', reception_id: 'r-9', message: wireMessage({ server_msg_id: 's-9' }) },
    ],
    ['no session', waiting, { type: 'message', reception_id: 'r-1', message: wireMessage({ server_msg_id: 's-9' }) }],
    ['ended for another reception', accepted, { type: 'ended', reception_id: 'r-9', by: 'customer' }],
    ['typing for another reception', accepted, { type: 'typing', reception_id: 'r-9' }],
    [
      'messages for another reception',
      accepted,
      { type: 'messages', reception_id: 'r-9', messages: [wireMessage({ server_msg_id: 's-9' })] },
    ],
  ])('ignores a frame for %s', (_name, from, frame) => {
    expect(run([received(frame)], from)).toBe(from);
  });

  it.each(['customer', 'agent'] as const)('ended by the %s: the session goes, with a notice', (by) => {
    const state = run([received({ type: 'ended', reception_id: 'r-1', by })], accepted);
    expect(state.sessions).toEqual([]);
    expect(state.selectedId).toBeNull();
    expect(enText(state.notice)).toBe(`Session ended (by ${by})`);
  });

  it('error: shows the message until dismissed', () => {
    const state = run([received({ type: 'error', message: 'the reception is not waiting' })], waiting);
    expect(state.error).toBe('the reception is not waiting');
    expect(run([{ type: 'error/dismissed' }], state).error).toBeNull();
  });

  it('work_orders: null until the server sends the list, then the list', () => {
    expect(waiting.workOrders).toBeNull();
    expect(run([received(workOrdersFrame)], waiting).workOrders).toEqual(workOrdersFrame.work_orders);
  });

  it.each([
    ['not JSON', '{"type":"waiting",'],
    ['not text', new ArrayBuffer(4)],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['no type', JSON.stringify({ receptions: [] })],
    ['an unknown type', JSON.stringify({ type: 'hello' })],
    ['an inherited type name', JSON.stringify({ type: 'toString' })],
    ['waiting without receptions', JSON.stringify({ type: 'waiting' })],
    [
      'waiting with a bad reception',
      JSON.stringify({
        type: 'waiting',
        receptions: [{ reception_id: 'r-2', customer: ALICE, summary: { questions: 'x', since: 1 } }],
      }),
    ],
    [
      'waiting with a bad left message',
      JSON.stringify({ ...waitingFrame, left_messages: [{ customer: ALICE, content: 5, at: 1 }] }),
    ],
    ['accepted without history', JSON.stringify({ type: 'accepted', reception_id: 'r-2' })],
    [
      'accepted with a bad message',
      JSON.stringify({ type: 'accepted', reception_id: 'r-2', history: [{ content: 'x' }] }),
    ],
    ['message without a message', JSON.stringify({ type: 'message', reception_id: 'r-1' })],
    [
      'message with a non-string content',
      JSON.stringify({ type: 'message', reception_id: 'r-1', message: { ...wireMessage(), content: { html: '<b>' } } }),
    ],
    ['ended by someone else', JSON.stringify({ type: 'ended', reception_id: 'r-1', by: 'robot' })],
    ['error without a message', JSON.stringify({ type: 'error' })],
    [
      'work_orders with an unknown status',
      JSON.stringify({ type: 'work_orders', work_orders: [{ ...workOrdersFrame.work_orders[0], status: 'lost' }] }),
    ],
    [
      'work_orders with an unknown kind',
      JSON.stringify({ type: 'work_orders', work_orders: [{ ...workOrdersFrame.work_orders[0], kind: 3 }] }),
    ],
    ['work_orders that is not a list', JSON.stringify({ type: 'work_orders', work_orders: {} })],
  ])('ignores a malformed frame: %s', (_name, text) => {
    expect(agentReducer(accepted, { type: 'frame/received', text, at: 1000 })).toBe(accepted);
  });
});

const acceptedFrame = (receptionId: string, history: unknown[] = [], extra: object = {}) => ({
  type: 'accepted',
  reception_id: receptionId,
  history,
  ...extra,
});
const fromAlice = (seq: number, extra: object = {}) =>
  wireMessage({ server_msg_id: `s-${seq}`, seq, client_msg_id: `c-${seq}`, content: `#${seq}`, ...extra });
const fromBob = (seq: number) =>
  wireMessage({ server_msg_id: `b-${seq}`, seq, sender_id: BOB.id, reception_id: 'r-2', content: `bob #${seq}` });
const bobWaiting = {
  ...waitingFrame,
  receptions: [...waitingFrame.receptions, { ...waitingFrame.receptions[0], reception_id: 'r-2', customer: BOB }],
};
/** Ann serves Alice (r-1, on screen) and Bob (r-2). */
const two = run(
  [received(bobWaiting), received(acceptedFrame('r-1', [fromAlice(1)])), received(acceptedFrame('r-2', [fromBob(1)]))],
  online,
);
const session = (state: AgentState, receptionId: string) =>
  state.sessions.find((candidate) => candidate.receptionId === receptionId);
const contents = (state: AgentState, receptionId = 'r-1') =>
  session(state, receptionId)?.entries.map((entry) => entry.content);

describe('agentReducer: several sessions', () => {
  it('serves several receptions at once; a new one does not take the screen unless this console asked for it', () => {
    expect(two.sessions.map((candidate) => candidate.receptionId)).toEqual(['r-1', 'r-2']);
    expect(two.selectedId).toBe('r-1');
    expect(two.sessions[1].customer).toEqual(BOB);
    const asked = run([{ type: 'accept/requested', receptionId: 'r-3' }, received(acceptedFrame('r-3'))], two);
    expect(asked).toMatchObject({ selectedId: 'r-3', accepting: null });
  });

  it('selecting is local: it puts a session on screen and clears its unread mark', () => {
    const unread = run([received({ type: 'message', reception_id: 'r-2', message: fromBob(2) })], two);
    expect(session(unread, 'r-2')?.unread).toBe(true);
    expect(session(unread, 'r-1')?.unread).toBe(false);
    const selected = run([{ type: 'session/selected', receptionId: 'r-2' }], unread);
    expect(selectedSession(selected)?.receptionId).toBe('r-2');
    expect(session(selected, 'r-2')?.unread).toBe(false);
  });

  it('the session on screen gets no unread mark, nor does the agent’s own text elsewhere', () => {
    expect(
      session(run([received({ type: 'message', reception_id: 'r-1', message: fromAlice(2) })], two), 'r-1')?.unread,
    ).toBe(false);
    const own = wireMessage({ server_msg_id: 'b-2', seq: 2, sender_id: ANN, reception_id: 'r-2' });
    expect(session(run([received({ type: 'message', reception_id: 'r-2', message: own })], two), 'r-2')?.unread).toBe(
      false,
    );
  });

  it('keeps a draft per session', () => {
    const state = run(
      [
        { type: 'draft/edited', receptionId: 'r-1', text: 'for Alice' },
        { type: 'draft/edited', receptionId: 'r-2', text: 'for Bob' },
      ],
      two,
    );
    expect([session(state, 'r-1')?.draft, session(state, 'r-2')?.draft]).toEqual(['for Alice', 'for Bob']);
  });

  it('ended removes only that session; the next one goes on screen when it was the one shown', () => {
    const state = run([received({ type: 'ended', reception_id: 'r-1', by: 'customer' })], two);
    expect(state.sessions.map((candidate) => candidate.receptionId)).toEqual(['r-2']);
    expect(state).toMatchObject({ selectedId: 'r-2', notice: inEnglish('Session ended (by customer)') });
    expect(run([received({ type: 'ended', reception_id: 'r-2', by: 'agent' })], two).selectedId).toBe('r-1');
  });
});

describe('agentReducer: presence', () => {
  const presence = (status: string, serving: string[]) => received({ type: 'presence', status, max_chats: 2, serving });

  it('keeps the status and load the server says', () => {
    expect(run([presence('away', ['r-1', 'r-2'])], two).presence).toEqual({
      status: 'away',
      maxChats: 2,
      serving: ['r-1', 'r-2'],
    });
  });

  it('drops a session the server no longer lists (it ended while this console was away)', () => {
    const state = run([presence('online', ['r-2'])], two);
    expect(state.sessions.map((candidate) => candidate.receptionId)).toEqual(['r-2']);
    expect(state.selectedId).toBe('r-2');
  });
});

describe('agentReducer: sending', () => {
  const sent = run(
    [
      { type: 'draft/edited', receptionId: 'r-1', text: 'Hi Alice' },
      { type: 'text/sent', receptionId: 'r-1', clientMsgId: 'mine-1', content: 'Hi Alice', sentAt: 5 },
    ],
    accepted,
  );

  it('shows a sent text at once as pending and empties that session’s draft', () => {
    expect(sent.sessions[0].draft).toBe('');
    expect(sent.sessions[0].entries.at(-1)).toEqual({
      key: 'pending:mine-1',
      clientMsgId: 'mine-1',
      seq: 0,
      senderId: ANN,
      contentType: 101,
      content: 'Hi Alice',
      sentAt: 5,
      pending: true,
      receptionId: '',
    });
  });

  it('the echo replaces the pending text: shown once, stored', () => {
    const echo = wireMessage({
      server_msg_id: 's-2',
      seq: 2,
      sender_id: ANN,
      client_msg_id: 'mine-1',
      content: 'Hi Alice',
    });
    const state = run([received({ type: 'message', reception_id: 'r-1', message: echo })], sent);
    expect(state.sessions[0].entries.map(({ key, pending }) => [key, pending])).toEqual([
      ['s-1', false],
      ['s-2', false],
    ]);
  });

  it('ignores a text for a reception that is not served', () => {
    expect(
      agentReducer(waiting, { type: 'text/sent', receptionId: 'r-1', clientMsgId: 'x', content: 'Hi', sentAt: 5 }),
    ).toBe(waiting);
  });
});

describe('agentReducer: catch-up', () => {
  const held = run([received(acceptedFrame('r-1', [fromAlice(1), fromAlice(2), fromAlice(3)]))], online);

  it('a new session needs no catch-up', () => {
    expect(held.sessions[0].catchUp).toBeNull();
  });

  it('a resumed accept for a session it holds merges the history without doubles, then syncs from the end', () => {
    const state = run(
      [received(acceptedFrame('r-1', [fromAlice(2), fromAlice(3), fromAlice(4)], { resumed: true }))],
      held,
    );
    expect(contents(state)).toEqual(['#1', '#2', '#3', '#4']);
    expect(state.sessions[0].catchUp).toEqual({ state: 'due', afterSeq: 4 });
  });

  it('a resumed history after a hole syncs from before the hole', () => {
    const state = run([received(acceptedFrame('r-1', [fromAlice(7), fromAlice(8)], { resumed: true }))], held);
    expect(contents(state)).toEqual(['#1', '#2', '#3', '#7', '#8']);
    expect(state.sessions[0].catchUp).toEqual({ state: 'due', afterSeq: 3 });
  });

  it('a message past a hole syncs the hole', () => {
    const state = run([received({ type: 'message', reception_id: 'r-1', message: fromAlice(6) })], held);
    expect(state.sessions[0].catchUp).toEqual({ state: 'due', afterSeq: 3 });
    expect(
      run([received({ type: 'message', reception_id: 'r-1', message: fromAlice(4) })], held).sessions[0].catchUp,
    ).toBeNull();
  });

  it('messages: merged; `more` asks for the next page from the last seq, the last page ends the catch-up', () => {
    const hole = run(
      [
        received({ type: 'message', reception_id: 'r-1', message: fromAlice(9) }),
        { type: 'catchUp/sent', receptionId: 'r-1' },
      ],
      held,
    );
    expect(hole.sessions[0].catchUp).toEqual({ state: 'sent', afterSeq: 3 });
    const page = run(
      [received({ type: 'messages', reception_id: 'r-1', messages: [fromAlice(4), fromAlice(5)], more: true })],
      hole,
    );
    expect(contents(page)).toEqual(['#1', '#2', '#3', '#4', '#5', '#9']);
    expect(page.sessions[0].catchUp).toEqual({ state: 'due', afterSeq: 5 });
    const last = run(
      [
        received({
          type: 'messages',
          reception_id: 'r-1',
          messages: [fromAlice(6), fromAlice(7), fromAlice(8), fromAlice(9)],
          more: false,
        }),
      ],
      page,
    );
    expect(contents(last)).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9']);
    expect(last.sessions[0].catchUp).toBeNull();
  });

  it('messages of a session not on screen mark it unread', () => {
    const state = run([received({ type: 'messages', reception_id: 'r-2', messages: [fromBob(2)], more: false })], two);
    expect(session(state, 'r-2')?.unread).toBe(true);
  });
});

describe('agentReducer: typing', () => {
  it('notes when the customer’s typing notice came; their message clears it, the agent’s own does not', () => {
    const typing = run([received({ type: 'typing', reception_id: 'r-1' }, 4242)], accepted);
    expect(typing.sessions[0].customerTypingAt).toBe(4242);
    const own = wireMessage({ server_msg_id: 's-2', seq: 2, sender_id: ANN });
    expect(
      run([received({ type: 'message', reception_id: 'r-1', message: own })], typing).sessions[0].customerTypingAt,
    ).toBe(4242);
    expect(
      run([received({ type: 'message', reception_id: 'r-1', message: fromAlice(3) })], typing).sessions[0]
        .customerTypingAt,
    ).toBeNull();
  });
});
