import { createSelector } from '@reduxjs/toolkit';
import { AI_STATUS_OFF, CHAT_TYPE, MSG_STAGE } from '../../../protocol/codes';
import { conversationIdOf } from '../../../protocol/conversationId';
import type { WireMessage } from '../../../protocol/entities';
import type { ChatMessage } from '../model/chatMessage';
import type { ChatState } from './chatSlice';
import { emptyMessageStore, firstSeq, messageAt, type MessageStore } from '../model/messageStore';
import { conversationMessages, type MessagesState } from './messagesSlice';
import type { ConversationMessages } from './storedMessagesReducer';
import { followedBy, nextInterleaved, type Interleaved, type Timeline } from '../model/timeline';

export interface StateWithChat {
  chat: ChatState;
  messages: MessagesState;
}

export const selectConversation = (state: StateWithChat) => state.chat.conversation;
export const selectWelcome = (state: StateWithChat) => state.chat.welcome;
export const selectTyping = (state: StateWithChat) => state.chat.typing;
export const selectSupportGroupId = (state: StateWithChat) => state.chat.supportGroupId;

interface StateWithAiStatus extends StateWithChat {
  session: { faqFlags: { aiStatus: number } | null };
}

/** Spec §4: msg_stage is 1 when the AI status is 2 or the AI has ended, otherwise 2. */
export const selectMsgStage = (state: StateWithAiStatus): 1 | 2 =>
  state.session.faqFlags?.aiStatus === AI_STATUS_OFF || state.chat.aiEnded ? MSG_STAGE.aiOver : MSG_STAGE.aiActive;

/** The support group's conversation id, once the customer has one (docs/protocol.md, "Support group"). */
export const selectSupportGroupConversationId = (state: StateWithChat): string | null =>
  state.chat.supportGroupId ? conversationIdOf(CHAT_TYPE.group, '', state.chat.supportGroupId) : null;

const selectAiConversationId = (state: StateWithChat) => state.chat.conversation?.conversation_id ?? null;
const aiConversationOf = (state: StateWithChat) =>
  conversationMessages(state.messages, selectAiConversationId(state) ?? '');
const groupConversationOf = (state: StateWithChat) => {
  const id = selectSupportGroupConversationId(state);
  return id ? conversationMessages(state.messages, id) : null;
};

/** How far the AI, and the agents of the support group, have read: the customer's messages up to there show as read. */
export const selectAiPeerReadSeq = (state: StateWithChat) => aiConversationOf(state).peerReadSeq;
export const selectGroupPeerReadSeq = (state: StateWithChat) => groupConversationOf(state)?.peerReadSeq ?? 0;

const EMPTY_STORE = emptyMessageStore<WireMessage>();
/** The AI conversation's stored messages. */
export const selectAiStore = (state: StateWithChat) => aiConversationOf(state).stored;
/** The support group's stored messages (an empty store before it exists). */
export const selectGroupStore = (state: StateWithChat) => groupConversationOf(state)?.stored ?? EMPTY_STORE;

/** The two conversations interleaved, kept from the previous result when one of them only grew (model/timeline.ts). */
let interleaved: Interleaved<WireMessage> | null = null;
const selectInterleaved = (state: StateWithChat) =>
  (interleaved = nextInterleaved(interleaved, selectAiStore(state), selectGroupStore(state)));

/**
 * The AI chat and the human stage's group chat as one timeline, then the echoes awaiting their
 * acknowledgement; read by position, so the log renders only the rows it shows.
 */
export const selectTimeline = createSelector(
  [(state: StateWithChat) => selectInterleaved(state).timeline, (state: StateWithChat) => state.messages.pending],
  (timeline, pending): Timeline<ChatMessage> => followedBy<ChatMessage>(timeline, pending),
);

export interface ShownConversation {
  conversationId: string;
  unread: number;
  /** Its stored messages. */
  stored: MessageStore<WireMessage>;
}

/** The conversations the chat screen shows (the AI's, then the support group's), for read marks. */
export const selectShownConversations = createSelector(
  [
    selectAiConversationId,
    selectSupportGroupConversationId,
    (state: StateWithChat) => aiConversationOf(state).unread,
    (state: StateWithChat) => groupConversationOf(state)?.unread ?? 0,
    selectAiStore,
    selectGroupStore,
  ],
  (aiId, groupId, aiUnread, groupUnread, aiStored, groupStored): readonly ShownConversation[] => [
    ...(aiId ? [{ conversationId: aiId, unread: aiUnread, stored: aiStored }] : []),
    ...(groupId ? [{ conversationId: groupId, unread: groupUnread, stored: groupStored }] : []),
  ],
);

export interface OlderPage {
  conversationId: string;
  beforeSeq: number;
}

function olderPageOf(
  conversationId: string,
  { stored, serverMinSeq }: ConversationMessages,
): (OlderPage & { from: number }) | null {
  const first = firstSeq(stored);
  if (first <= Math.max(serverMinSeq, 1)) return null;
  return { conversationId, beforeSeq: first, from: messageAt(stored, 0)?.send_time ?? 0 };
}

/**
 * The page "Show earlier messages" loads next: of the shown conversations with older messages, the one
 * whose first stored message is the newest, since its older messages belong right above the top.
 */
export const selectNextOlderPage = createSelector(
  [selectAiConversationId, selectSupportGroupConversationId, aiConversationOf, groupConversationOf],
  (aiId, groupId, ai, group): OlderPage | null => {
    const candidates = [
      aiId ? olderPageOf(aiId, ai) : null,
      groupId && group ? olderPageOf(groupId, group) : null,
    ].filter((page) => page !== null);
    if (candidates.length === 0) return null;
    const { conversationId, beforeSeq } = candidates.reduce((best, page) => (page.from > best.from ? page : best));
    return { conversationId, beforeSeq };
  },
);

/** Whether older messages exist in any shown conversation. */
export const selectHasOlderMessages = (state: StateWithChat) => selectNextOlderPage(state) !== null;
