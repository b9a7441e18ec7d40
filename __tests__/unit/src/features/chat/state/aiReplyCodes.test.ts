import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { aiQuestionSubmitted } from '../../../../../../src/features/chat/state/chatActions';
import { messageLeftForAgents } from '../../../../../../src/features/chat/reception/receptionActions';
import { selectMsgStage } from '../../../../../../src/features/chat/state/chatSelectors';
import { chatReducer } from '../../../../../../src/features/chat/state/chatSlice';
import { receptionReducer } from '../../../../../../src/features/chat/reception/receptionSlice';
import { identityRequired } from '../../../../../../src/session/sessionSlice';
import { frameReceived, replyFailed } from '../../../../../../src/realtime/socketActions';
import { FAKE_WS_BASE, FakeRealtimeServer } from '../../../../../support/fakeRealtimeServer';
import { signedInStore } from '../../../../../support/signedInStore';

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
const aiReply = (seq: number, reply: Record<string, unknown>) =>
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
      content_type: 205,
      content: JSON.stringify(reply),
      sender_platform_id: 1,
      send_time: 1,
    },
  });
const signal = (content_type: number, content = '') =>
  frameReceived.push_signal_msg({
    identify: 'push_signal_msg',
    msg_incr: 's',
    data: { content_type, content, sender_id: '', group_id: '', send_time: 0 },
  });

const reducer = combineReducers({ chat: chatReducer, reception: receptionReducer });
const reduce = (actions: UnknownAction[]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

describe('AI reply codes (spec §4)', () => {
  it.each([
    ['CONTACT_HUMAN ends the AI stage', { reply_code: 'CONTACT_HUMAN', data: { text: 'Connecting you' } }, true],
    ['contact_human 1 on any reply ends it too', { reply_code: 'ANSWER', contact_human: 1, data: { text: 'x' } }, true],
    ['a plain ANSWER does not', { reply_code: 'ANSWER', contact_human: 0, data: { text: 'x' } }, false],
    ['a malformed reply does not', { nonsense: true }, false],
  ])('%s', (_case, reply, ended) => {
    expect(reduce([opened, aiReply(1, reply)]).chat.aiEnded).toBe(ended);
  });

  it.each([
    ['AI active', { aiStatus: 1 }, false, 2],
    ['AI status 2', { aiStatus: 2 }, false, 1],
    ['AI ended', { aiStatus: 1 }, true, 1],
  ])('msg_stage with %s', (_case, flags, aiEnded, stage) => {
    const state = {
      session: { faqFlags: { forceFaq: 0, reportData: 0, ...flags } },
      chat: { ...reduce([opened]).chat, aiEnded },
    } as never;
    expect(selectMsgStage(state)).toBe(stage);
  });

  it('puts msg_stage and reset_question_type into the AI payload', () => {
    const action = aiQuestionSubmitted({
      senderId: '10001',
      aiUserId: '20001',
      query: 'Start over',
      msgStage: 1,
      resetQuestionType: 0,
    });
    expect(JSON.parse(action.payload.content)).toMatchObject({ msg_stage: 1, reset_question_type: 0 });
  });
});

describe('human contact request and reception (spec §4, §7)', () => {
  let server: FakeRealtimeServer;
  beforeEach(() => {
    jest.useFakeTimers();
    server = new FakeRealtimeServer();
  });
  afterEach(() => {
    server.stop();
    jest.useRealTimers();
  });

  it('sends seat_reception_contact once when the AI hands over', async () => {
    const store = signedInStore({ socketBase: FAKE_WS_BASE, createSocket: server.createSocket });
    store.dispatch(identityRequired());
    await jest.advanceTimersByTimeAsync(50);
    server.push('push_msg', {
      ...server.store({
        client_msg_id: 'ai-x',
        sender_id: '20001',
        receiver_id: '10001',
        group_id: '',
        chat_type: 1,
        content_type: 205,
        content: JSON.stringify({ reply_code: 'CONTACT_HUMAN', data: { text: 'One moment' } }),
        sender_platform_id: 1,
        send_time: 1,
      }),
    });
    server.aiSays('later answer');
    await jest.advanceTimersByTimeAsync(50);
    expect(server.sent('seat_reception_contact').map((frame) => frame.data)).toEqual([
      { conversation_id: 'si_10001_20001', reason: '' },
    ]);
    expect(store.getState().reception.status).toBe('requested');
  });

  it.each([
    ['302: no agent online', [signal(302)], { status: 'noAgent' }],
    [
      '304: the queue with position and wait',
      [signal(304, '{"position":3,"estimated_wait_seconds":120}')],
      { status: 'queued', queuePosition: 3, estimatedWaitSeconds: 120 },
    ],
    ['307: stopped', [signal(304, '{"position":1}'), signal(307)], { status: 'stopped' }],
    [
      'a failed contact request leaves the customer a way to write',
      [replyFailed({ identify: 'seat_reception_contact', msg_incr: 'x', err_code: 1007, err_msg: '' })],
      { status: 'noAgent' },
    ],
    [
      'phase 3 means an agent serves',
      [
        frameReceived.seat_reception_status({
          identify: 'seat_reception_status',
          msg_incr: 'r',
          data: { reception: { id: 'r1', phase: 3, problem_finished: 0 } },
        }),
      ],
      { status: 'serving', receptionId: 'r1', phase: 3 },
    ],
    [
      'phases 4, 5 and 6 mean stopped',
      [
        frameReceived.seat_reception_status({
          identify: 'seat_reception_status',
          msg_incr: 'r',
          data: { reception: { id: 'r1', phase: 3, problem_finished: 0 } },
        }),
        frameReceived.seat_reception_status({
          identify: 'seat_reception_status',
          msg_incr: 's',
          data: { reception: { id: 'r1', phase: 5, problem_finished: 0 } },
        }),
      ],
      { status: 'stopped' },
    ],
    [
      'a reception that stopped before this page opened is history, not the current state',
      [
        frameReceived.seat_reception_status({
          identify: 'seat_reception_status',
          msg_incr: 'r',
          data: { reception: { id: 'r0', phase: 4, problem_finished: 1 } },
        }),
      ],
      { status: 'none', receptionId: null },
    ],
    [
      'phase 2 after the queue means offered to an agent (no position)',
      [
        signal(304, '{"position":1}'),
        frameReceived.seat_reception_status({
          identify: 'seat_reception_status',
          msg_incr: 'r',
          data: { reception: { id: 'r1', phase: 2, problem_finished: 0 } },
        }),
      ],
      { status: 'requested' },
    ],
  ])('%s', (_case, actions, expected) => {
    expect(reduce(actions as UnknownAction[]).reception).toMatchObject(expected);
  });

  it('leaves a message for the agents with seat_reception_leave_msg', () => {
    const action = messageLeftForAgents('Please call me back');
    expect(action.meta.frame).toMatchObject({
      identify: 'seat_reception_leave_msg',
      data: { content: 'Please call me back' },
    });
    expect(reduce([signal(302), action]).reception).toMatchObject({ status: 'noAgent', messageLeft: true });
  });
});
