import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { chatReducer } from '../../../../../../src/features/chat/state/chatSlice';
import { selectWorkOrderFolds } from '../../../../../../src/features/chat/state/workOrderFolds';
import { messagesReducer } from '../../../../../../src/features/chat/state/messagesSlice';
import { workOrdersSlice } from '../../../../../../src/features/workOrders/workOrdersSlice';
import { CONTENT_TYPE } from '../../../../../../src/protocol/codes';
import type { WorkOrderMessage } from '../../../../../../src/protocol/orders';
import { frameReceived } from '../../../../../../src/realtime/socketActions';

const reducer = combineReducers({ chat: chatReducer, messages: messagesReducer, workOrders: workOrdersSlice.reducer });
const reduce = (actions: UnknownAction[]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

const conversation = {
  conversation_id: 'si_10001_20001',
  opposite_id: '20001',
  chat_type: 1 as const,
  group_id: '',
  max_seq: 0,
  min_seq: 0,
};
const opened = frameReceived.init_ai_customer_conversation({
  identify: 'init_ai_customer_conversation',
  msg_incr: 'i',
  data: { conversation, welcome: { text: 'Hi', questions: [] } },
});
const pushed = (seq: number, contentType: number, content: string) =>
  frameReceived.push_msg({
    identify: 'push_msg',
    msg_incr: `p${seq}`,
    data: {
      client_msg_id: `ai-${seq}`,
      seq,
      sender_id: '20001',
      receiver_id: '10001',
      group_id: '',
      chat_type: 1,
      content_type: contentType,
      content,
      sender_platform_id: 1,
      send_time: seq,
    },
  });
const card = (seq: number, id: string, status: WorkOrderMessage['status']) =>
  pushed(
    seq,
    CONTENT_TYPE.workOrder,
    JSON.stringify({ id, order_no: `WO${id.padStart(8, '0')}`, kind: 1, type: 8, status }),
  );

describe('selectWorkOrderFolds (docs/protocol.md: one card per work order id)', () => {
  it('shows each id on its first 103 with the latest status; other messages and malformed 103s are skipped', () => {
    const state = reduce([
      opened,
      card(1, '12', 'submitted'),
      pushed(
        2,
        205,
        JSON.stringify({ reply_code: 'ANSWER', contact_human: 0, reset_question: 0, data: { text: 'ok' } }),
      ),
      card(3, '13', 'submitted'),
      pushed(4, CONTENT_TYPE.workOrder, '{"id":"12"}'),
      card(5, '12', 'in_review'),
      card(6, '12', 'resolved'),
    ]);
    const cards = selectWorkOrderFolds(state);
    expect([...cards.keys()]).toEqual(['12', '13']);
    expect(cards.get('12')).toEqual({
      firstMessageId: 'ai-1',
      latest: expect.objectContaining({ id: '12', status: 'resolved' }),
    });
    expect(cards.get('13')).toEqual({
      firstMessageId: 'ai-3',
      latest: expect.objectContaining({ id: '13', status: 'submitted' }),
    });
  });

  it('is not recomputed by an action that leaves the AI conversation alone', () => {
    const state = reduce([opened, card(1, '12', 'submitted')]);
    const next = reducer(state, { type: 'workOrders/formClosed' });
    expect(selectWorkOrderFolds(next)).toBe(selectWorkOrderFolds(state));
  });
});
