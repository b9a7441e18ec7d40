import { decodeAgentToServerFrame, decodeServerToAgentFrame } from '../../../../src/protocol/agentFrames';

const TYPES =
  'type must be accept, send, answer_left_message, end, seen, advance_work_order, presence, sync, typing, transfer, transfer_targets or note';

describe('decodeAgentToServerFrame', () => {
  it.each([
    ['accept', { type: 'accept', reception_id: 'r-1' }, { type: 'accept', reception_id: 'r-1' }],
    [
      'send',
      { type: 'send', reception_id: 'r-1', content: 'Hello', client_msg_id: 'c-1' },
      { type: 'send', reception_id: 'r-1', content: 'Hello', client_msg_id: 'c-1', content_type: 101 },
    ],
    [
      'send of an image',
      { type: 'send', reception_id: 'r-1', content: '{"url":"u","width":1,"height":1}', content_type: 102 },
      {
        type: 'send',
        reception_id: 'r-1',
        content: '{"url":"u","width":1,"height":1}',
        client_msg_id: '',
        content_type: 102,
      },
    ],
    [
      'answer_left_message with a number id',
      { type: 'answer_left_message', left_message_id: 7, content: 'We called you' },
      { type: 'answer_left_message', left_message_id: '7', content: 'We called you' },
    ],
    [
      'send without client_msg_id',
      { type: 'send', reception_id: 'r-1', content: 'Hello' },
      { type: 'send', reception_id: 'r-1', content: 'Hello', client_msg_id: '', content_type: 101 },
    ],
    [
      'send without content (an empty text, refused later)',
      { type: 'send', reception_id: 'r-1' },
      { type: 'send', reception_id: 'r-1', content: '', client_msg_id: '', content_type: 101 },
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
    [
      'transfer to an agent, the id a number',
      { type: 'transfer', reception_id: 'r-1', to_agent_id: 30002, note: 'Over to you' },
      { type: 'transfer', reception_id: 'r-1', to_agent_id: '30002', note: 'Over to you' },
    ],
    [
      'transfer without a target or a note: back to the queue, no note',
      { type: 'transfer', reception_id: 'r-1' },
      { type: 'transfer', reception_id: 'r-1', to_agent_id: '', note: '' },
    ],
    [
      'transfer_targets',
      { type: 'transfer_targets', reception_id: 'r-1' },
      { type: 'transfer_targets', reception_id: 'r-1' },
    ],
    [
      'note without content (an empty note, refused later)',
      { type: 'note', reception_id: 'r-1' },
      { type: 'note', reception_id: 'r-1', content: '' },
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
    ['an unknown type', JSON.stringify({ type: 'assign', reception_id: 'r-1' }), TYPES],
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
    [
      'send of a content type an agent does not send',
      JSON.stringify({ type: 'send', reception_id: 'r-1', content: '{}', content_type: 103 }),
      'content_type: expected one of 101, 102, got number',
    ],
    [
      'answer_left_message without left_message_id',
      JSON.stringify({ type: 'answer_left_message', content: 'Hello' }),
      'left_message_id is required',
    ],
    [
      'transfer without reception_id',
      JSON.stringify({ type: 'transfer', to_agent_id: '30002' }),
      'reception_id is required',
    ],
    [
      'transfer to an agent given as an object',
      JSON.stringify({ type: 'transfer', reception_id: 'r-1', to_agent_id: { id: '30002' } }),
      'to_agent_id: expected id, got object',
    ],
    ['transfer_targets without reception_id', JSON.stringify({ type: 'transfer_targets' }), 'reception_id is required'],
    [
      'note with content that is not text',
      JSON.stringify({ type: 'note', reception_id: 'r-1', content: ['x'] }),
      'content: expected string, got object',
    ],
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
            locale: '',
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
            locale: '',
          },
        ],
        left_messages: [],
      },
    ],
    [
      'waiting, with left messages from an older sandbox (no id) and answered ones',
      {
        type: 'waiting',
        receptions: [],
        left_messages: [
          { customer: { id: '10002' }, content: 'Call me', at: 1 },
          {
            id: 8,
            customer: { id: '10001', nickname: 'Alice' },
            content: 'Hello?',
            at: 2,
            answered: { by: { id: 30001, nickname: 'Ann' }, at: 3, content: 'Hi Alice' },
          },
        ],
      },
      {
        type: 'waiting',
        receptions: [],
        left_messages: [
          { id: '', customer: { id: '10002', nickname: '' }, content: 'Call me', at: 1 },
          {
            id: '8',
            customer: { id: '10001', nickname: 'Alice' },
            content: 'Hello?',
            at: 2,
            answered: { by: { id: '30001', nickname: 'Ann' }, at: 3, content: 'Hi Alice' },
          },
        ],
      },
    ],
    [
      'accepted without group_id',
      { type: 'accepted', reception_id: 'r-1', history: [] },
      { type: 'accepted', reception_id: 'r-1', group_id: '', history: [], resumed: false, notes: [] },
    ],
    [
      'accepted by a transfer, with notes',
      {
        type: 'accepted',
        reception_id: 'r-1',
        history: [],
        notes: [
          { id: 4, reception_id: 'r-1', author: { id: 30001, nickname: 'Ann' }, content: 'VIP', at: 5 },
          { id: 5, reception_id: 'r-1', author: { id: '30001' }, at: 6, kind: 'transfer', to: { id: '30002' } },
        ],
        transfer: { from: { id: '30001', nickname: 'Ann' }, at: 6 },
      },
      {
        type: 'accepted',
        reception_id: 'r-1',
        group_id: '',
        history: [],
        resumed: false,
        notes: [
          {
            id: '4',
            reception_id: 'r-1',
            author: { id: '30001', nickname: 'Ann' },
            content: 'VIP',
            at: 5,
            kind: 'note',
          },
          {
            id: '5',
            reception_id: 'r-1',
            author: { id: '30001', nickname: '' },
            content: '',
            at: 6,
            kind: 'transfer',
            to: { id: '30002', nickname: '' },
          },
        ],
        transfer: { from: { id: '30001', nickname: 'Ann' }, note: '', at: 6 },
      },
    ],
    [
      'transferred back to the queue',
      { type: 'transferred', reception_id: 'r-1' },
      { type: 'transferred', reception_id: 'r-1' },
    ],
    [
      'transfer_targets',
      { type: 'transfer_targets', reception_id: 'r-1', agents: [{ id: 30002, load: 1, max_chats: 2 }] },
      { type: 'transfer_targets', reception_id: 'r-1', agents: [{ id: '30002', nickname: '', load: 1, max_chats: 2 }] },
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
      'type must be waiting, accepted, message, messages, presence, typing, ended, error, work_orders, transferred, transfer_targets or note',
    ],
    [
      'ended by someone else',
      JSON.stringify({ type: 'ended', reception_id: 'r-1', by: 'robot' }),
      'by: expected one of agent, customer, got string',
    ],
    ['not JSON', 'nope', 'frame is not JSON'],
    [
      'a note of an unknown kind',
      JSON.stringify({
        type: 'note',
        reception_id: 'r-1',
        note: { id: '1', reception_id: 'r-1', author: { id: '30001' }, at: 1, kind: 'shout' },
      }),
      'note.kind: expected one of note, transfer, got string',
    ],
  ])('refuses %s', (_name, text, reason) => {
    expect(decodeServerToAgentFrame(text)).toEqual({ ok: false, reason });
  });
});
