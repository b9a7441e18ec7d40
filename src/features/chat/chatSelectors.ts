import { createSelector } from '@reduxjs/toolkit';
import { CONTENT_TYPE } from '../../protocol/codes';
import { aiQuerySchema, aiReplySchema, type AiReply } from '../../protocol/entities';
import { jsonString } from '../../protocol/validate';
import type { ChatMessage } from './chatMessage';
import type { ChatState } from './chatSlice';
import { firstSeq, storedMessages } from './messageStore';
import type { MessagesState } from './messagesSlice';

interface StateWithChat {
  chat: ChatState;
  messages: MessagesState;
}

export const selectConversation = (state: StateWithChat) => state.chat.conversation;
export const selectWelcome = (state: StateWithChat) => state.chat.welcome;
export const selectAiTyping = (state: StateWithChat) => state.chat.aiTyping;

/** Stored messages then the local echoes still waiting for their acknowledgement. */
export const selectVisibleMessages = createSelector(
  [(state: StateWithChat) => state.messages.stored, (state: StateWithChat) => state.messages.pending],
  (stored, pending): readonly ChatMessage[] => [...storedMessages(stored), ...pending],
);

export const selectFirstStoredSeq = (state: StateWithChat) => firstSeq(state.messages.stored);
export const selectUnread = (state: StateWithChat) => state.messages.unread;

/** Older pages exist while the first stored message is above the server's first seq. */
export const selectHasOlderMessages = (state: StateWithChat) => {
  const first = firstSeq(state.messages.stored);
  return first > Math.max(state.messages.serverMinSeq, 1);
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
