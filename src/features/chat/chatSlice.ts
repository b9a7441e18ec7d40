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
  /** The AI handed over to a human (CONTACT_HUMAN or contact_human 1; spec §4). */
  aiEnded: boolean;
}

export const initialChatState: ChatState = { conversation: null, welcome: null, aiTyping: false, aiEnded: false };

/** Spec §4: a contact-human reply, or any reply with contact_human 1, ends the AI stage. */
export function handsOverToHuman(content: string): boolean {
  const reply = readAiReply(content);
  return reply.ok && (reply.value.reply_code === AI_REPLY_CODE.contactHuman || reply.value.contact_human === 1);
}

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
        const message = action.payload.data;
        if (message.sender_id !== state.conversation?.opposite_id) return;
        if (state.aiTyping) state.aiTyping = false;
        if (!state.aiEnded && message.content_type === CONTENT_TYPE.aiReply && handsOverToHuman(message.content)) state.aiEnded = true;
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
