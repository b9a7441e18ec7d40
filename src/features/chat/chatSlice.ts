import { createSlice } from '@reduxjs/toolkit';
import { AI_REPLY_CODE, CONTENT_TYPE } from '../../protocol/codes';
import { aiReplySchema, type AiWelcome, type Conversation } from '../../protocol/entities';
import { jsonString } from '../../protocol/validate';
import { frameReceived, socketClosed } from '../../realtime/socketActions';
import { aiTypingExpired } from './chatActions';

export interface ChatState {
  conversation: Conversation | null;
  welcome: AiWelcome | null;
  aiTyping: boolean;
}

export const initialChatState: ChatState = { conversation: null, welcome: null, aiTyping: false };

const readAiReply = jsonString(aiReplySchema);

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(frameReceived.init_ai_customer_conversation, (state, action) => {
        state.conversation = action.payload.data.conversation;
        state.welcome = action.payload.data.welcome;
      })
      .addCase(frameReceived.push_msg, (state, action) => {
        if (state.aiTyping && action.payload.data.sender_id === state.conversation?.opposite_id) state.aiTyping = false;
      })
      .addCase(socketClosed, (state) => {
        state.aiTyping = false;
      })
      .addCase(aiTypingExpired, (state) => {
        state.aiTyping = false;
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
