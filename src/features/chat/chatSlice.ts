import { createSlice } from '@reduxjs/toolkit';
import { AI_REPLY_CODE, CONTENT_TYPE } from '../../protocol/codes';
import { aiReplySchema, type AiWelcome, type Conversation } from '../../protocol/entities';
import { jsonString } from '../../protocol/validate';
import { frameReceived, replyFailed } from '../../realtime/socketActions';
import { aiQuestionSubmitted } from './chatActions';
import { fromWire, type ChatMessage } from './chatMessage';
import { insertBySeq } from './messageOrder';

export interface ChatState {
  conversation: Conversation | null;
  welcome: AiWelcome | null;
  /** Stored messages, ascending by seq, without duplicates. */
  confirmed: ChatMessage[];
  /** client_msg_id → seq of every confirmed message. */
  confirmedIds: Record<string, number>;
  /** Local echoes awaiting their acknowledgement, in the order they were sent. */
  pending: ChatMessage[];
  aiTyping: boolean;
}

export const initialChatState: ChatState = {
  conversation: null,
  welcome: null,
  confirmed: [],
  confirmedIds: {},
  pending: [],
  aiTyping: false,
};

const readAiReply = jsonString(aiReplySchema);

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(aiQuestionSubmitted, (state, action) => {
        state.pending.push(action.payload);
      })
      .addCase(frameReceived.init_ai_customer_conversation, (state, action) => {
        state.conversation = action.payload.data.conversation;
        state.welcome = action.payload.data.welcome;
      })
      .addCase(frameReceived.send_msg, (state, action) => {
        const ack = action.payload.data;
        const index = state.pending.findIndex((message) => message.client_msg_id === ack.client_msg_id);
        if (index < 0) return;
        const [message] = state.pending.splice(index, 1);
        insertBySeq(state.confirmed, state.confirmedIds, {
          ...message,
          seq: ack.seq,
          server_msg_id: ack.server_msg_id,
          send_time: ack.send_time || message.send_time,
          status: 'sent',
        });
      })
      .addCase(replyFailed, (state, action) => {
        if (action.payload.identify !== 'send_msg') return;
        const message = state.pending.find((candidate) => candidate.incr === action.payload.msg_incr);
        if (message) message.status = 'failed';
      })
      .addCase(frameReceived.push_msg, (state, action) => {
        const message = action.payload.data;
        if (state.conversation && message.sender_id === state.conversation.opposite_id) state.aiTyping = false;
        const echo = state.pending.findIndex((pending) => pending.client_msg_id === message.client_msg_id);
        if (echo >= 0) state.pending.splice(echo, 1);
        insertBySeq(state.confirmed, state.confirmedIds, fromWire(message));
      })
      .addCase(frameReceived.push_signal_msg, (state, action) => {
        const signal = action.payload.data;
        if (signal.content_type !== CONTENT_TYPE.aiReply) return;
        const reply = readAiReply(signal.content);
        if (reply.ok && reply.value.reply_code === AI_REPLY_CODE.inputting) state.aiTyping = true;
      });
  },
});

export const chatReducer = chatSlice.reducer;
