import { agentReducer, initialAgentState, type AgentAction, type AgentState } from '../../../src/agent/agentReducer';
import { ALICE, ANN, waitingFrame, wireMessage, workOrdersFrame } from './fixtures';

const received = (frame: unknown): AgentAction => ({ type: 'frame/received', text: JSON.stringify(frame) });
const run = (actions: AgentAction[], from: AgentState = initialAgentState) => actions.reduce(agentReducer, from);

const online = run([{ type: 'connection/requested', agentId: ANN }, { type: 'connection/opened' }]);
const waiting = run([received(waitingFrame)], online);
const accepted = run([received({ type: 'accepted', reception_id: 'r-1', group_id: 'cg_1_10001', history: [wireMessage()] })], waiting);

describe('agentReducer: connection', () => {
  it.each<[string, AgentAction[], Partial<AgentState>]>([
    ['going online connects as that agent', [{ type: 'connection/requested', agentId: ANN }], { agentId: ANN, connection: 'connecting' }],
    ['an open socket is online', [{ type: 'connection/requested', agentId: ANN }, { type: 'connection/opened' }], { connection: 'online' }],
    ['a dropped socket reconnects', [{ type: 'connection/requested', agentId: ANN }, { type: 'connection/opened' }, { type: 'connection/closed', code: 1006 }], { agentId: ANN, connection: 'reconnecting' }],
    ['a server going away reconnects', [{ type: 'connection/requested', agentId: ANN }, { type: 'connection/closed', code: 1001 }], { connection: 'reconnecting' }],
    ['4000 is final', [{ type: 'connection/requested', agentId: '' }, { type: 'connection/closed', code: 4000 }], { agentId: null, connection: 'offline', connectionProblem: expect.stringMatching(/missing.*4000/) }],
    ['4001 (expired or revoked token) is final', [{ type: 'connection/requested', agentId: ANN }, { type: 'connection/closed', code: 4001 }], { agentId: null, connection: 'offline', connectionProblem: expect.stringMatching(/session has expired.*Sign in again/) }],
    ['4003 (origin not allowed) is final', [{ type: 'connection/requested', agentId: ANN }, { type: 'connection/closed', code: 4003 }], { agentId: null, connection: 'offline', connectionProblem: expect.stringMatching(/origin.*4003/) }],
    ['1000 reconnects: another console of the same agent no longer closes this one', [{ type: 'connection/requested', agentId: ANN }, { type: 'connection/opened' }, { type: 'connection/closed', code: 1000 }], { agentId: ANN, connection: 'reconnecting' }],
    ['a close after going offline changes nothing', [{ type: 'connection/closed', code: 1006 }], { agentId: null, connection: 'offline' }],
    ['an open after going offline changes nothing', [{ type: 'connection/opened' }], { agentId: null, connection: 'offline' }],
    ['going online again clears the problem', [{ type: 'connection/requested', agentId: '99' }, { type: 'connection/closed', code: 4001 }, { type: 'connection/requested', agentId: ANN }], { agentId: ANN, connection: 'connecting', connectionProblem: null }],
  ])('%s', (_name, actions, expected) => {
    expect(run(actions)).toMatchObject(expected);
  });

  it('keeps the session, waiting list and work orders while reconnecting', () => {
    const withOrders = run([received(workOrdersFrame)], accepted);
    const state = run([{ type: 'connection/closed', code: 1006 }], withOrders);
    expect(state.session).toBe(withOrders.session);
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
    expect(run([received({ type: 'waiting', receptions: [], left_messages: [] })], waiting)).toMatchObject({ waiting: [], leftMessages: [] });
  });

  it('accepted: opens the session with its history and the customer from the waiting list', () => {
    expect(accepted.session).toEqual({
      receptionId: 'r-1',
      customer: ALICE,
      entries: [{ key: 's-1', senderId: ALICE.id, contentType: 101, content: 'Hello', sentAt: 1_732_170_000_000 }],
    });
  });

  it('accepted: clears the notice of the previous session', () => {
    const ended = run([received({ type: 'ended', reception_id: 'r-1', by: 'agent' })], accepted);
    expect(ended.notice).toBe('Session ended (by agent)');
    expect(run([received({ type: 'accepted', reception_id: 'r-2', history: [] })], ended)).toMatchObject({ notice: null, session: { receptionId: 'r-2', customer: null } });
  });

  it('message: appends to the served reception, once', () => {
    const next = wireMessage({ server_msg_id: 's-2', seq: 2, content: 'Anyone there?' });
    const state = run([received({ type: 'message', reception_id: 'r-1', message: next }), received({ type: 'message', reception_id: 'r-1', message: next })], accepted);
    expect(state.session?.entries.map((entry) => entry.content)).toEqual(['Hello', 'Anyone there?']);
  });

  it.each([
    ['another reception', accepted, { type: 'message', reception_id: 'r-9', message: wireMessage({ server_msg_id: 's-9' }) }],
    ['no session', waiting, { type: 'message', reception_id: 'r-1', message: wireMessage({ server_msg_id: 's-9' }) }],
    ['ended for another reception', accepted, { type: 'ended', reception_id: 'r-9', by: 'customer' }],
  ])('ignores a frame for %s', (_name, from, frame) => {
    expect(run([received(frame)], from)).toBe(from);
  });

  it.each(['customer', 'agent'] as const)('ended by the %s: back to the waiting list with a notice', (by) => {
    const state = run([received({ type: 'ended', reception_id: 'r-1', by })], accepted);
    expect(state.session).toBeNull();
    expect(state.notice).toBe(`Session ended (by ${by})`);
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
    ['waiting with a bad reception', JSON.stringify({ type: 'waiting', receptions: [{ reception_id: 'r-2', customer: ALICE, summary: { questions: 'x', since: 1 } }] })],
    ['waiting with a bad left message', JSON.stringify({ ...waitingFrame, left_messages: [{ customer: ALICE, content: 5, at: 1 }] })],
    ['accepted without history', JSON.stringify({ type: 'accepted', reception_id: 'r-2' })],
    ['accepted with a bad message', JSON.stringify({ type: 'accepted', reception_id: 'r-2', history: [{ content: 'x' }] })],
    ['message without a message', JSON.stringify({ type: 'message', reception_id: 'r-1' })],
    ['message with a non-string content', JSON.stringify({ type: 'message', reception_id: 'r-1', message: { ...wireMessage(), content: { html: '<b>' } } })],
    ['ended by someone else', JSON.stringify({ type: 'ended', reception_id: 'r-1', by: 'robot' })],
    ['error without a message', JSON.stringify({ type: 'error' })],
    ['work_orders with an unknown status', JSON.stringify({ type: 'work_orders', work_orders: [{ ...workOrdersFrame.work_orders[0], status: 'lost' }] })],
    ['work_orders with an unknown kind', JSON.stringify({ type: 'work_orders', work_orders: [{ ...workOrdersFrame.work_orders[0], kind: 3 }] })],
    ['work_orders that is not a list', JSON.stringify({ type: 'work_orders', work_orders: {} })],
  ])('ignores a malformed frame: %s', (_name, text) => {
    expect(agentReducer(accepted, { type: 'frame/received', text })).toBe(accepted);
  });
});

describe('agentReducer: sending', () => {
  it('shows a sent text as the agent’s, since the server does not echo it', () => {
    const state = run([{ type: 'text/sent', receptionId: 'r-1', content: 'Hi Alice', sentAt: 5 }, { type: 'text/sent', receptionId: 'r-1', content: 'Checking', sentAt: 6 }], accepted);
    expect(state.session?.entries.slice(1)).toEqual([
      { key: 'sent:1', senderId: ANN, contentType: 101, content: 'Hi Alice', sentAt: 5 },
      { key: 'sent:2', senderId: ANN, contentType: 101, content: 'Checking', sentAt: 6 },
    ]);
  });

  it('ignores a text for a reception that is not served', () => {
    expect(agentReducer(waiting, { type: 'text/sent', receptionId: 'r-1', content: 'Hi', sentAt: 5 })).toBe(waiting);
  });
});
