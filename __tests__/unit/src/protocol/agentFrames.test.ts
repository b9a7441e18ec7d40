import { decodeAgentToServerFrame, decodeServerToAgentFrame } from '../../../../src/protocol/agentFrames';

const TYPES = 'type must be accept, send, end, seen, advance_work_order, presence, sync or typing';

describe('decodeAgentToServerFrame', () => {
  it.each([
    ['accept', { type: 'accept', reception_id: 'r-1' }, { type: 'accept', reception_id: 'r-1' }],
    [
      'send',
      { type: 'send', reception_id: 'r-1', content: 'Hello', client_msg_id: 'c-1' },
      { type: 'send', reception_id: 'r-1', content: 'Hello', client_msg_id: 'c-1' },
    ],
    [
      'send without client_msg_id',
      { type: 'send', reception_id: 'r-1', content: 'Hello' },
      { type: 'send', reception_id: 'r-1', content: 'Hello', client_msg_id: '' },
    ],
    [
      'send without content (an empty text, refused later)',
      { type: 'send', reception_id: 'r-1' },
      { type: 'send', reception_id: 'r-1', content: '', client_msg_id: '' },
    ],
    ['presence', { type: 'presence', status: 'away' }, { type: 'presence', status: 'away' }],
    [
      'sync',
      { type: 'sync', reception_id: 'r-1', after_seq: 12 },
      { type: 'sync', reception_id: 'r-1', after_seq: 12 },
    ],
    ['typing', { type: 'typing', reception_id: 'r-1' }, { type: 'typing', reception_id: 'r-1' }],
    ['end', { type: 'end', reception_id: 'r-1' }, { type: 'end', reception_id: 'r-1' }],
    ['seen', { type: 'seen', reception_id: 'r-1' }, { type: 'seen', reception_id: 'r-1' }],
    [
      'advance_work_order with a string id',
      { type: 'advance_work_order', id: '7' },
      { type: 'advance_work_order', id: '7' },
    ],
    [
      'advance_work_order with a number id',
      { type: 'advance_work_order', id: 7 },
      { type: 'advance_work_order', id: '7' },
    ],
    [
      'a frame with extra fields',
      { type: 'end', reception_id: 'r-1', agent_id: '30002' },
      { type: 'end', reception_id: 'r-1' },
    ],
  ])('decodes %s', (_name, sent, frame) => {
    expect(decodeAgentToServerFrame(JSON.stringify(sent))).toEqual({ ok: true, frame });
  });

  it.each([
    ['not JSON', '{"type":"accept",', 'frame is not JSON'],
    ['JSON null', 'null', 'frame is not a JSON object'],
    ['a number', '42', 'frame is not a JSON object'],
    ['an array', '[{"type":"accept","reception_id":"r-1"}]', 'frame is not a JSON object'],
    ['no type', JSON.stringify({ reception_id: 'r-1' }), TYPES],
    ['an unknown type', JSON.stringify({ type: 'transfer', reception_id: 'r-1' }), TYPES],
    ['a type that is not a string', JSON.stringify({ type: 1, reception_id: 'r-1' }), TYPES],
    ['an inherited type name', JSON.stringify({ type: 'toString', reception_id: 'r-1' }), TYPES],
    ['a server frame type', JSON.stringify({ type: 'waiting', receptions: [] }), TYPES],
    ['accept without reception_id', JSON.stringify({ type: 'accept' }), 'reception_id is required'],
    [
      'accept with an empty reception_id',
      JSON.stringify({ type: 'accept', reception_id: '' }),
      'reception_id is required',
    ],
    [
      'accept with a number reception_id',
      JSON.stringify({ type: 'accept', reception_id: 5 }),
      'reception_id is required',
    ],
    ['send without reception_id', JSON.stringify({ type: 'send', content: 'Hello' }), 'reception_id is required'],
    ['end without reception_id', JSON.stringify({ type: 'end' }), 'reception_id is required'],
    ['seen without reception_id', JSON.stringify({ type: 'seen' }), 'reception_id is required'],
    ['seen with an empty reception_id', JSON.stringify({ type: 'seen', reception_id: '' }), 'reception_id is required'],
    [
      'send with content that is not text',
      JSON.stringify({ type: 'send', reception_id: 'r-1', content: { html: '<b>' } }),
      'content: expected string, got object',
    ],
    ['advance_work_order without id', JSON.stringify({ type: 'advance_work_order' }), 'id is required'],
    ['advance_work_order with an empty id', JSON.stringify({ type: 'advance_work_order', id: '' }), 'id is required'],
    [
      'advance_work_order with an object id',
      JSON.stringify({ type: 'advance_work_order', id: { id: 7 } }),
      'id is required',
    ],
    [
      'presence with an unknown status',
      JSON.stringify({ type: 'presence', status: 'busy' }),
      'status: expected one of online, away, got string',
    ],
    [
      'sync without after_seq',
      JSON.stringify({ type: 'sync', reception_id: 'r-1' }),
      'after_seq: expected integer, got undefined',
    ],
    ['typing without reception_id', JSON.stringify({ type: 'typing' }), 'reception_id is required'],
  ])('refuses %s', (_name, text, reason) => {
    expect(decodeAgentToServerFrame(text)).toEqual({ ok: false, reason });
  });
});

describe('decodeServerToAgentFrame', () => {
  const customer = { id: 10001, nickname: 'Alice' };
  const workOrder = {
    id: 3,
    order_no: 'WO000003',
    customer,
    kind: 1,
    type: 1,
    status: 'submitted',
    created_at: 5,
    summary: 'Appeal WD10006',
  };

  it.each([
    [
      'waiting, with defaults for missing questions and left messages',
      { type: 'waiting', receptions: [{ reception_id: 'r-1', customer: { id: '10001' }, summary: { since: 5 } }] },
      {
        type: 'waiting',
        receptions: [
          {
            reception_id: 'r-1',
            customer: { id: '10001', nickname: '' },
            summary: { questions: [], since: 5 },
            position: 0,
            estimated_wait_seconds: 0,
          },
        ],
        left_messages: [],
      },
    ],
    [
      'waiting, offered to an agent',
      {
        type: 'waiting',
        receptions: [
          {
            reception_id: 'r-1',
            customer: { id: '10001' },
            summary: { since: 5 },
            offered_to: { id: 30001, nickname: 'Ann' },
          },
        ],
      },
      {
        type: 'waiting',
        receptions: [
          {
            reception_id: 'r-1',
            customer: { id: '10001', nickname: '' },
            summary: { questions: [], since: 5 },
            offered_to: { id: '30001', nickname: 'Ann' },
            position: 0,
            estimated_wait_seconds: 0,
          },
        ],
        left_messages: [],
      },
    ],
    [
      'accepted without group_id',
      { type: 'accepted', reception_id: 'r-1', history: [] },
      { type: 'accepted', reception_id: 'r-1', group_id: '', history: [], resumed: false },
    ],
    [
      'presence',
      { type: 'presence', status: 'online', max_chats: 2, serving: ['r-1'] },
      { type: 'presence', status: 'online', max_chats: 2, serving: ['r-1'] },
    ],
    [
      'messages',
      { type: 'messages', reception_id: 'r-1', messages: [] },
      { type: 'messages', reception_id: 'r-1', messages: [], more: false },
    ],
    ['typing', { type: 'typing', reception_id: 'r-1' }, { type: 'typing', reception_id: 'r-1' }],
    [
      'ended',
      { type: 'ended', reception_id: 'r-1', by: 'customer' },
      { type: 'ended', reception_id: 'r-1', by: 'customer' },
    ],
    [
      'error',
      { type: 'error', message: 'the reception is not waiting' },
      { type: 'error', message: 'the reception is not waiting' },
    ],
    [
      'work_orders, ids as strings',
      { type: 'work_orders', work_orders: [workOrder] },
      { type: 'work_orders', work_orders: [{ ...workOrder, id: '3', customer: { id: '10001', nickname: 'Alice' } }] },
    ],
  ])('decodes %s', (_name, sent, frame) => {
    expect(decodeServerToAgentFrame(JSON.stringify(sent))).toEqual({ ok: true, frame });
  });

  it.each([
    [
      'an agent frame',
      JSON.stringify({ type: 'accept', reception_id: 'r-1' }),
      'type must be waiting, accepted, message, messages, presence, typing, ended, error or work_orders',
    ],
    [
      'ended by someone else',
      JSON.stringify({ type: 'ended', reception_id: 'r-1', by: 'robot' }),
      'by: expected one of agent, customer, got string',
    ],
    ['not JSON', 'nope', 'frame is not JSON'],
  ])('refuses %s', (_name, text, reason) => {
    expect(decodeServerToAgentFrame(text)).toEqual({ ok: false, reason });
  });
});
