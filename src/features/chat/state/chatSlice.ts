import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { AI_REPLY_CODE, CHAT_TYPE, CONTENT_TYPE, HUMAN_STAGE_PHASES } from '../../../protocol/codes';
import { aiReplyContent, type AiWelcome, type Conversation } from '../../../protocol/entities';
import type { IncomingData } from '../../../protocol/frames';
import { frameReceived, socketClosed } from '../../../realtime/socketActions';
import { agentTypingNoticed, personAskedFor, typingOver } from './chatActions';
import { supportGroupApi } from '../api/supportGroupApi';
import { receptionStatusReceived } from '../reception/receptionActions';

/** Who is typing to the customer: the AI (a 205 INPUTTING signal) or the agent serving them (311). */
export type Typist = 'ai' | 'agent';

export interface ChatState {
  conversation: Conversation | null;
  welcome: AiWelcome | null;
  typing: Typist | null;
  /** The AI handed over to a human (CONTACT_HUMAN or contact_human 1; spec §4), or the customer asked for one. */
  aiEnded: boolean;
  /** The customer's support group, where the human stage is chatted (docs/protocol.md, "Support group"). */
  supportGroupId: string | null;
}

export const initialChatState: ChatState = {
  conversation: null,
  welcome: null,
  typing: null,
  aiEnded: false,
  supportGroupId: null,
};

/** Spec §4: a contact-human reply, or any reply with contact_human 1, ends the AI stage. */
export function handsOverToHuman(content: string): boolean {
  const reply = aiReplyContent(content);
  return reply.ok && (reply.value.reply_code === AI_REPLY_CODE.contactHuman || reply.value.contact_human === 1);
}

/** Spec §4: reception phases 2 and 3 mean the AI stage is over (the human stage is flagged). */
function noteReceptionPhase(state: ChatState, status: IncomingData['seat_reception_status']): void {
  if (status.reception && HUMAN_STAGE_PHASES.includes(status.reception.phase)) state.aiEnded = true;
}

export const chatSlice = createSlice({
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
        if (message.chat_type === CHAT_TYPE.group && message.group_id !== '' && state.supportGroupId === null)
          state.supportGroupId = message.group_id;
        if (message.sender_id !== state.conversation?.opposite_id) return;
        if (state.typing === 'ai') state.typing = null;
        if (!state.aiEnded && message.content_type === CONTENT_TYPE.aiReply && handsOverToHuman(message.content))
          state.aiEnded = true;
      })
      .addCase(personAskedFor, (state) => {
        state.aiEnded = true;
      })
      .addCase(agentTypingNoticed, (state) => {
        state.typing = 'agent';
      })
      .addCase(frameReceived.push_signal_msg, (state, action) => {
        const signal = action.payload.data;
        if (signal.content_type !== CONTENT_TYPE.aiReply) return;
        const reply = aiReplyContent(signal.content);
        if (reply.ok && reply.value.reply_code === AI_REPLY_CODE.inputting) state.typing = 'ai';
      })
      .addMatcher(receptionStatusReceived, (state, action) => noteReceptionPhase(state, action.payload.data))
      .addMatcher(isAnyOf(socketClosed, typingOver), (state) => {
        state.typing = null;
      })
      .addMatcher(supportGroupApi.endpoints.customerGroupInfo.matchFulfilled, (state, action) => {
        if (action.payload.group) state.supportGroupId = action.payload.group.group_id;
      });
  },
});

export const chatReducer = chatSlice.reducer;
