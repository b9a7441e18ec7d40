import { createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { AI_REPLY_CODE, CHAT_TYPE, CONTENT_TYPE, HUMAN_STAGE_PHASES } from '../../../protocol/codes';
import { aiReplyContent, type AiWelcome, type Conversation, type WireMessage } from '../../../protocol/entities';
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

/**
 * A pushed message: the support group it names, the AI's typing it ends, the hand-over it may announce.
 * Every push_msg passes here, so this is written without Immer (bench/frames.bench.ts); the same
 * state back when nothing changes.
 */
export function afterPushedMessage(state: ChatState, message: WireMessage): ChatState {
  const supportGroupId =
    message.chat_type === CHAT_TYPE.group && message.group_id !== '' && state.supportGroupId === null
      ? message.group_id
      : state.supportGroupId;
  const fromOpposite = message.sender_id === state.conversation?.opposite_id;
  const typing = fromOpposite && state.typing === 'ai' ? null : state.typing;
  const aiEnded =
    state.aiEnded ||
    (fromOpposite && message.content_type === CONTENT_TYPE.aiReply && handsOverToHuman(message.content));
  return supportGroupId === state.supportGroupId && typing === state.typing && aiEnded === state.aiEnded
    ? state
    : { ...state, supportGroupId, typing, aiEnded };
}

export function chatReducer(state: ChatState | undefined, action: UnknownAction): ChatState {
  return frameReceived.push_msg.match(action)
    ? afterPushedMessage(state ?? initialChatState, action.payload.data)
    : chatSlice.reducer(state, action);
}
