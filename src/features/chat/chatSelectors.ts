import { createSelector } from '@reduxjs/toolkit';
import { AI_STATUS_OFF, CONTENT_TYPE, MSG_STAGE } from '../../protocol/codes';
import { aiQuerySchema, aiReplySchema, type AiReply } from '../../protocol/entities';
import { jsonString } from '../../protocol/validate';
import type { ChatMessage } from './chatMessage';
import type { ChatState } from './chatSlice';
import { firstSeq, storedMessages } from './messageStore';
import { conversationMessages, type MessagesState } from './messagesSlice';

interface StateWithChat {
  chat: ChatState;
  messages: MessagesState;
}

export const selectConversation = (state: StateWithChat) => state.chat.conversation;
export const selectWelcome = (state: StateWithChat) => state.chat.welcome;
export const selectAiTyping = (state: StateWithChat) => state.chat.aiTyping;

interface StateWithAiStatus extends StateWithChat {
  session: { faqFlags: { aiStatus: number } | null };
}

/** Spec §4: msg_stage is 1 when the AI status is 2 or the AI has ended, otherwise 2. */
export const selectMsgStage = (state: StateWithAiStatus): 1 | 2 =>
  state.session.faqFlags?.aiStatus === AI_STATUS_OFF || state.chat.aiEnded ? MSG_STAGE.aiOver : MSG_STAGE.aiActive;

/** The messages of the conversation the chat screen shows (the AI conversation, for now). */
const selectShownConversation = (state: StateWithChat) => conversationMessages(state.messages, state.chat.conversation?.conversation_id ?? '');

/** Stored messages then the local echoes still waiting for their acknowledgement. */
export const selectVisibleMessages = createSelector(
  [(state: StateWithChat) => selectShownConversation(state).stored, (state: StateWithChat) => state.messages.pending],
  (stored, pending): readonly ChatMessage[] => [...storedMessages(stored), ...pending],
);

export const selectFirstStoredSeq = (state: StateWithChat) => firstSeq(selectShownConversation(state).stored);
export const selectUnread = (state: StateWithChat) => selectShownConversation(state).unread;

/** Older pages exist while the first stored message is above the server's first seq. */
export const selectHasOlderMessages = (state: StateWithChat) => {
  const shown = selectShownConversation(state);
  return firstSeq(shown.stored) > Math.max(shown.serverMinSeq, 1);
};

export type MessageView =
  | { kind: 'text'; text: string }
  | { kind: 'aiReply'; reply: AiReply }
  | { kind: 'unreadableAiReply' }
  | { kind: 'unsupported' };

const readAiQuery = jsonString(aiQuerySchema);
const readAiReply = jsonString(aiReplySchema);
const views = new WeakMap<ChatMessage, MessageView>();

function computeView(message: ChatMessage): MessageView {
  switch (message.content_type) {
    case CONTENT_TYPE.text:
      return { kind: 'text', text: message.content };
    case CONTENT_TYPE.aiQuery: {
      const query = readAiQuery(message.content);
      return query.ok ? { kind: 'text', text: query.value.query } : { kind: 'unsupported' };
    }
    case CONTENT_TYPE.aiReply: {
      const reply = readAiReply(message.content);
      return reply.ok ? { kind: 'aiReply', reply: reply.value } : { kind: 'unreadableAiReply' };
    }
    default:
      return { kind: 'unsupported' };
  }
}

/** What a message shows; parsed once per message object (messages are immutable in state). */
export function messageView(message: ChatMessage): MessageView {
  let view = views.get(message);
  if (!view) {
    view = computeView(message);
    views.set(message, view);
  }
  return view;
}
