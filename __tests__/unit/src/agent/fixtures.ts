import type { WireMessage } from '../../../../src/agent/frames';

export const ANN = '30001';
export const ALICE = { id: '10001', nickname: 'Alice' };

export function wireMessage(overrides: Partial<WireMessage> = {}): WireMessage {
  return {
    client_msg_id: 'c-1',
    server_msg_id: 's-1',
    seq: 1,
    sender_id: ALICE.id,
    receiver_id: '',
    group_id: 'cg_1_10001',
    chat_type: 2,
    content_type: 101,
    content: 'Hello',
    sender_platform_id: 1,
    reception_id: 'r-1',
    send_time: 1_732_170_000_000,
    ...overrides,
  };
}

export const waitingFrame = {
  type: 'waiting',
  receptions: [
    {
      reception_id: 'r-1',
      customer: ALICE,
      locale: 'pt-BR',
      summary: { questions: ['Where is my deposit?', 'Still nothing after an hour'], since: 1_732_170_000_000 },
      offered_to: { id: ANN, nickname: 'Ann' },
      position: 0,
      estimated_wait_seconds: 0,
    },
  ],
  left_messages: [
    { id: '7', customer: { id: '10002', nickname: 'Bob' }, content: 'Call me back please', at: 1_732_160_000_000 },
  ],
};

export const workOrdersFrame = {
  type: 'work_orders',
  work_orders: [
    {
      id: 'wo-1',
      order_no: 'WO0001',
      customer: ALICE,
      kind: 1,
      type: 7,
      status: 'submitted',
      created_at: 1_732_170_000_000,
      summary: 'Withdrawal not received',
    },
  ],
};

export const BOB = { id: '10002', nickname: 'Bob' };

/** What `accepted` tells of Alice: her AI conversation, the handoff, her orders and the saved replies. */
export const aliceContext = {
  customer: {
    id: ALICE.id,
    nickname: 'Alice',
    locale: 'pt-BR',
    time_zone: 'America/Sao_Paulo',
    product: { id: '1', name: 'Demo Casino' },
  },
  ai_history: [
    wireMessage({
      server_msg_id: 'ai-1',
      group_id: 'si_10001_20001',
      content_type: 203,
      content: JSON.stringify({ time_zone: 'UTC', query: 'My withdrawal WD10006 is stuck' }),
    }),
    wireMessage({
      server_msg_id: 'ai-2',
      group_id: 'si_10001_20001',
      sender_id: '20001',
      content_type: 205,
      content: JSON.stringify({ reply_code: 'ANSWER', data: { text: 'It is on hold for review.' } }),
    }),
  ],
  handoff: {
    questions: ['My withdrawal WD10006 is stuck', 'I want a human'],
    reply_codes: ['ANSWER', 'CONTACT_HUMAN'],
    orders: ['6'],
    files: 2,
    reason: 'I want a human',
    since: 1_732_170_000_000,
  },
  withdrawal_orders: [
    {
      order_id: '6',
      order_no: 'WD10006',
      amount: '120.50',
      currency: 'USD',
      created_at: 1_732_100_000_000,
      status: 'on_hold',
      appealed: false,
    },
    {
      order_id: '7',
      order_no: 'WD10007',
      amount: '80.00',
      currency: 'USD',
      created_at: 1_732_000_000_000,
      status: 'failed_refunded',
      appealed: false,
    },
  ],
  canned_replies: [
    { id: 'c1', title: 'Greeting', text: 'Olá! Como posso ajudar?' },
    { id: 'c2', title: 'Checking', text: 'Estou verificando.' },
  ],
};
