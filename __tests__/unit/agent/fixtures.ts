import type { WireMessage } from '../../../src/agent/frames';

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
      summary: { questions: ['Where is my deposit?', 'Still nothing after an hour'], since: 1_732_170_000_000 },
    },
  ],
  left_messages: [{ customer: { id: '10002', nickname: 'Bob' }, content: 'Call me back please', at: 1_732_160_000_000 }],
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
