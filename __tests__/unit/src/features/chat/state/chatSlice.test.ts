import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { aiQuestionSubmitted } from '../../../../../../src/features/chat/state/chatActions';
import { deliveryStatusOf } from '../../../../../../src/features/chat/model/chatMessage';
import { selectVisibleMessages } from '../../../../../support/visibleMessages';
import { messageView } from '../../../../../../src/protocol/messageContent';
import {
  afterPushedMessage,
  chatReducer,
  initialChatState,
  type ChatState,
} from '../../../../../../src/features/chat/state/chatSlice';
import type { WireMessage } from '../../../../../../src/protocol/entities';
import { messagesReducer } from '../../../../../../src/features/chat/state/messagesSlice';
import { frameReceived, replyFailed } from '../../../../../../src/realtime/socketActions';

const reducer = combineReducers({ chat: chatReducer, messages: messagesReducer });
type State = ReturnType<typeof reducer>;
const reduce = (actions: UnknownAction[], state: State = reducer(undefined, { type: '@@init' })) =>
  actions.reduce(reducer, state);

const conversation = {
  conversation_id: 'si_10001_20001',
  opposite_id: '20001',
  chat_type: 1 as const,
  group_id: '',
  max_seq: 0,
  min_seq: 0,
};
const welcome = { text: 'Hi', questions: [{ id: 'q1', title: 'How do I top up?', question_type: 0 }] };
const opened = frameReceived.init_ai_customer_conversation({
  identify: 'init_ai_customer_conversation',
  msg_incr: 'i',
  data: { conversation, welcome },
});
const aiMessage = (seq: number, content: string): Parameters<typeof frameReceived.push_msg>[0] => ({
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
    content,
    sender_platform_id: 1,
    send_time: 1,
  },
});
const answer = (text: string) =>
  JSON.stringify({ reply_code: 'ANSWER', contact_human: 0, reset_question: 0, data: { text } });
const question = () => aiQuestionSubmitted({ senderId: '10001', aiUserId: '20001', query: 'Where is my deposit?' });
const typing = frameReceived.push_signal_msg({
  identify: 'push_signal_msg',
  msg_incr: 's',
  data: { content_type: 205, content: '{"reply_code":"INPUTTING"}', sender_id: '20001', group_id: '', send_time: 0 },
});

describe('chat and messages reducers', () => {
  it('keep the conversation and welcome from the init reply', () => {
    const state = reduce([opened]);
    expect(state.chat.conversation).toEqual(conversation);
    expect(state.chat.welcome).toEqual(welcome);
  });

  it('show a submitted question at once as sending, with the AI payload of spec §7', () => {
    const action = question();
    const state = reduce([opened, action]);
    expect(selectVisibleMessages(state)).toHaveLength(1);
    const [message] = state.messages.pending;
    expect(message).toMatchObject({
      status: 'sending',
      seq: 0,
      content_type: 203,
      sender_id: '10001',
      receiver_id: '20001',
      sender_platform_id: 1,
    });
    expect(JSON.parse(message.content)).toEqual({
      time_zone: expect.any(String),
      query: 'Where is my deposit?',
      images: [],
      withdraw_order_ids: [],
    });
    expect(action.meta.frame).toMatchObject({
      identify: 'send_msg',
      msg_incr: message.incr,
      data: { client_msg_id: message.client_msg_id },
    });
    expect(action.meta.frame.data).not.toHaveProperty('status');
  });

  it('turn the acknowledgement into a sent, stored message with its seq', () => {
    const action = question();
    const ack = frameReceived.send_msg({
      identify: 'send_msg',
      msg_incr: 'x',
      data: { client_msg_id: action.payload.client_msg_id, seq: 4, send_time: 99 },
    });
    const state = reduce([opened, action, ack]);
    expect(state.messages.pending).toEqual([]);
    const [stored] = selectVisibleMessages(state);
    expect(stored).toMatchObject({ seq: 4, send_time: 99, client_msg_id: action.payload.client_msg_id });
    expect(deliveryStatusOf(stored, 0)).toBe('sent');
  });

  it('mark a question failed when its send_msg reply reports an error', () => {
    const action = question();
    const state = reduce([
      opened,
      action,
      replyFailed({ identify: 'send_msg', msg_incr: action.meta.frame.msg_incr, err_code: 1001, err_msg: 'x' }),
    ]);
    expect(state.messages.pending[0].status).toBe('failed');
  });

  it('show the typing indicator on INPUTTING and hide it with the AI’s reply', () => {
    const whileTyping = reduce([opened, typing]);
    expect(whileTyping.chat.typing).toBe('ai');
    expect(reduce([frameReceived.push_msg(aiMessage(1, answer('Hello')))], whileTyping).chat.typing).toBe(null);
  });

  it('keep pushed messages ordered by seq and drop repeats', () => {
    const state = reduce([
      opened,
      ...[3, 1, 2, 3, 1].map((seq) => frameReceived.push_msg(aiMessage(seq, answer(`m${seq}`)))),
    ]);
    expect(selectVisibleMessages(state).map((message) => message.seq)).toEqual([1, 2, 3]);
  });

  it('return the same state for a repeated push, so nothing re-renders', () => {
    const state = reduce([opened, frameReceived.push_msg(aiMessage(1, answer('a')))]);
    expect(reduce([frameReceived.push_msg(aiMessage(1, answer('a')))], state).messages).toBe(state.messages);
  });

  it('take a pushed copy of a pending echo out of the pending list', () => {
    const action = question();
    const copy = {
      ...aiMessage(5, 'x'),
      data: {
        ...aiMessage(5, 'x').data,
        client_msg_id: action.payload.client_msg_id,
        sender_id: '10001',
        receiver_id: '20001',
      },
    };
    const state = reduce([opened, action, frameReceived.push_msg(copy)]);
    expect(state.messages.pending).toEqual([]);
    expect(selectVisibleMessages(state)).toHaveLength(1);
  });
});

describe('messageView', () => {
  const base = selectVisibleMessages(reduce([opened, frameReceived.push_msg(aiMessage(1, answer('Hello')))]))[0];

  it.each([
    ['an AI answer shows its text', { content_type: 205, content: answer('Hello') }, { kind: 'aiReply' }],
    [
      'a malformed AI reply is unreadable, not a crash',
      { content_type: 205, content: '{oops' },
      { kind: 'unreadableAiReply' },
    ],
    [
      'an AI reply without reply_code is unreadable',
      { content_type: 205, content: '{"data":{}}' },
      { kind: 'unreadableAiReply' },
    ],
    [
      'text is text, markup included',
      { content_type: 101, content: '<img src=x onerror=alert(1)>' },
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ],
    [
      'a question shows its query',
      { content_type: 203, content: '{"time_zone":"UTC","query":"Q?"}' },
      { kind: 'text', text: 'Q?' },
    ],
    ['an unknown type is unsupported', { content_type: 104, content: 'x' }, { kind: 'unsupported' }],
    [
      'an image shows its picture',
      { content_type: 102, content: '{"url":"https://files.test/o/a.png","width":20,"height":10}' },
      { kind: 'image', url: 'https://files.test/o/a.png' },
    ],
    [
      'a video travels as a 102 naming a video file',
      { content_type: 102, content: '{"url":"https://files.test/o/a.mp4"}' },
      { kind: 'video' },
    ],
    [
      'an image from anywhere but http(s) is not shown',
      { content_type: 102, content: '{"url":"javascript:alert(1)"}' },
      { kind: 'unsupported' },
    ],
    [
      'a work-order message shows its card',
      { content_type: 103, content: '{"id":"7","order_no":"WO00000007","kind":1,"type":1,"status":"in_review"}' },
      { kind: 'workOrder', order: { status: 'in_review' } },
    ],
    ['a malformed work-order message is unsupported', { content_type: 103, content: 'x' }, { kind: 'unsupported' }],
    [
      'a group system message shows its text',
      { content_type: 201, content: '{"text":"Ann joined the chat"}' },
      { kind: 'system', text: 'Ann joined the chat' },
    ],
    [
      'a transfer notice names the new agent, for the client to word',
      { content_type: 201, content: '{"text":"You are now talking to Ben","notice":"agent_changed","agent":"Ben"}' },
      { kind: 'system', text: 'You are now talking to Ben', notice: { type: 'agentChanged', agent: 'Ben' } },
    ],
    [
      'a notice back to the queue',
      { content_type: 201, content: '{"text":"Back in the queue","notice":"back_in_queue"}' },
      { kind: 'system', text: 'Back in the queue', notice: { type: 'backInQueue' } },
    ],
    [
      'an unknown notice is its text',
      { content_type: 201, content: '{"text":"Something new","notice":"later_kind","agent":"Ben"}' },
      { kind: 'system', text: 'Something new' },
    ],
    [
      'an agent_changed notice without the agent is its text',
      { content_type: 201, content: '{"text":"You are now talking to someone","notice":"agent_changed"}' },
      { kind: 'system', text: 'You are now talking to someone' },
    ],
    [
      'an evaluation card names its reception',
      { content_type: 202, content: '{"reception_id":"r9"}' },
      { kind: 'evaluationCard', receptionId: 'r9' },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(messageView({ ...base, ...overrides })).toMatchObject(expected);
  });
});

describe('afterPushedMessage', () => {
  const opposite = { ...initialChatState, conversation };
  const pushed = (changes: Partial<WireMessage>): WireMessage => ({ ...aiMessage(1, answer('Hi')).data, ...changes });
  const handOver = JSON.stringify({ reply_code: 'CONTACT_HUMAN', contact_human: 1, reset_question: 0, data: {} });

  it.each<[string, ChatState, Partial<WireMessage>, Partial<ChatState>]>([
    [
      'a group message names the support group',
      initialChatState,
      { chat_type: 2, group_id: 'g1' },
      { supportGroupId: 'g1' },
    ],
    [
      'a known support group stays',
      { ...initialChatState, supportGroupId: 'g0' },
      { chat_type: 2, group_id: 'g1' },
      {},
    ],
    ['a group message without a group names none', initialChatState, { chat_type: 2, group_id: '' }, {}],
    ['the AI’s message ends its typing', { ...opposite, typing: 'ai' }, {}, { typing: null }],
    ['the agent’s typing stays', { ...opposite, typing: 'agent' }, {}, {}],
    ['a message from someone else leaves the typing', { ...opposite, typing: 'ai' }, { sender_id: '30001' }, {}],
    ['a hand-over reply ends the AI stage', opposite, { content: handOver }, { aiEnded: true }],
    ['a hand-over from someone else does not', opposite, { content: handOver, sender_id: '30001' }, {}],
    ['an answer keeps the AI stage', opposite, {}, {}],
  ])('%s', (_case, state, changes, expected) => {
    const after = afterPushedMessage(state, pushed(changes));
    expect(after).toEqual({ ...state, ...expected });
    if (Object.keys(expected).length === 0) expect(after).toBe(state);
  });

  it('is what the reducer does with a push_msg', () => {
    const state = { ...opposite, typing: 'ai' as const };
    expect(chatReducer(state, frameReceived.push_msg(aiMessage(2, answer('Hi'))))).toEqual({ ...state, typing: null });
  });
});
