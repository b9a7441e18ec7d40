import type { UnknownAction } from '@reduxjs/toolkit';
import { aiQuestionSubmitted } from '../../../src/features/chat/chatActions';
import { messageView, selectVisibleMessages } from '../../../src/features/chat/chatSelectors';
import { chatReducer, initialChatState, type ChatState } from '../../../src/features/chat/chatSlice';
import { frameReceived, replyFailed } from '../../../src/realtime/socketActions';

const conversation = { conversation_id: 'si_10001_20001', opposite_id: '20001', chat_type: 1 as const, group_id: '', max_seq: 0, min_seq: 0 };
const welcome = { text: 'Hi', questions: [{ id: 'q1', title: 'How do I top up?', question_type: 0 }] };

const reduce = (actions: UnknownAction[], state: ChatState = initialChatState) => actions.reduce(chatReducer, state);
const opened = frameReceived.init_ai_customer_conversation({ identify: 'init_ai_customer_conversation', msg_incr: 'i', data: { conversation, welcome } });
const aiMessage = (seq: number, content: string): Parameters<typeof frameReceived.push_msg>[0] => ({
  identify: 'push_msg',
  msg_incr: `p${seq}`,
  data: { client_msg_id: `ai-${seq}`, seq, sender_id: '20001', receiver_id: '10001', group_id: '', chat_type: 1, content_type: 205, content, sender_platform_id: 1, send_time: 1 },
});
const answer = (text: string) => JSON.stringify({ reply_code: 'ANSWER', contact_human: 0, reset_question: 0, data: { text } });
const question = () => aiQuestionSubmitted({ senderId: '10001', aiUserId: '20001', query: 'Where is my deposit?' });

describe('chat reducer', () => {
  it('keeps the conversation and welcome from the init reply', () => {
    const state = reduce([opened]);
    expect(state.conversation).toEqual(conversation);
    expect(state.welcome).toEqual(welcome);
  });

  it('shows a submitted question at once as sending, with the AI payload of spec §7', () => {
    const action = question();
    const state = reduce([opened, action]);
    expect(selectVisibleMessages({ chat: state })).toHaveLength(1);
    const [message] = state.pending;
    expect(message).toMatchObject({ status: 'sending', seq: 0, content_type: 203, sender_id: '10001', receiver_id: '20001', sender_platform_id: 1 });
    expect(JSON.parse(message.content)).toEqual({ time_zone: expect.any(String), query: 'Where is my deposit?', images: [], withdraw_order_ids: [] });
    expect(action.meta.frame).toMatchObject({ identify: 'send_msg', msg_incr: message.incr, data: { client_msg_id: message.client_msg_id } });
    expect(action.meta.frame.data).not.toHaveProperty('status');
  });

  it('turns the acknowledgement into a sent, stored message with its seq', () => {
    const action = question();
    const ack = frameReceived.send_msg({ identify: 'send_msg', msg_incr: 'x', data: { client_msg_id: action.payload.client_msg_id, seq: 4, send_time: 99 } });
    const state = reduce([opened, action, ack]);
    expect(state.pending).toEqual([]);
    expect(state.confirmed).toEqual([expect.objectContaining({ seq: 4, status: 'sent', send_time: 99 })]);
  });

  it('marks a question failed when its send_msg reply reports an error', () => {
    const action = question();
    const state = reduce([opened, action, replyFailed({ identify: 'send_msg', msg_incr: action.meta.frame.msg_incr, err_code: 1001, err_msg: 'x' })]);
    expect(state.pending[0].status).toBe('failed');
  });

  it('shows the typing indicator on INPUTTING and hides it with the AI’s reply', () => {
    const typing = frameReceived.push_signal_msg({
      identify: 'push_signal_msg',
      msg_incr: 's',
      data: { content_type: 205, content: '{"reply_code":"INPUTTING"}', sender_id: '20001', group_id: '', send_time: 0 },
    });
    const whileTyping = reduce([opened, typing]);
    expect(whileTyping.aiTyping).toBe(true);
    expect(reduce([frameReceived.push_msg(aiMessage(1, answer('Hello')))], whileTyping).aiTyping).toBe(false);
  });

  it('keeps pushed messages ordered by seq and drops repeats', () => {
    const state = reduce([opened, ...[3, 1, 2, 3, 1].map((seq) => frameReceived.push_msg(aiMessage(seq, answer(`m${seq}`))))]);
    expect(state.confirmed.map((message) => message.seq)).toEqual([1, 2, 3]);
  });
});

describe('messageView', () => {
  const base = reduce([opened, frameReceived.push_msg(aiMessage(1, answer('Hello')))]).confirmed[0];

  it.each([
    ['an AI answer shows its text', { content_type: 205, content: answer('Hello') }, { kind: 'aiReply' }],
    ['a malformed AI reply is unreadable, not a crash', { content_type: 205, content: '{oops' }, { kind: 'unreadableAiReply' }],
    ['an AI reply without reply_code is unreadable', { content_type: 205, content: '{"data":{}}' }, { kind: 'unreadableAiReply' }],
    ['text is text, markup included', { content_type: 101, content: '<img src=x onerror=alert(1)>' }, { kind: 'text', text: '<img src=x onerror=alert(1)>' }],
    ['a question shows its query', { content_type: 203, content: '{"time_zone":"UTC","query":"Q?"}' }, { kind: 'text', text: 'Q?' }],
    ['an unknown type is unsupported', { content_type: 103, content: 'x' }, { kind: 'unsupported' }],
  ])('%s', (_case, overrides, expected) => {
    expect(messageView({ ...base, ...overrides })).toMatchObject(expected);
  });
});
