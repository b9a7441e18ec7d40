import type { Store } from '../store';
import { oppositeOf, type ConversationRow } from '../store/conversations';
import { toWireMessage } from '../store/messages';

/**
 * One InboxEntry (docs/protocol.md, inbox_msg_list): unread count, max_seq and last message as `userId`
 * sees them. Shared by the socket's inbox_msg_list and REST's conversation/recent-list.
 */
export async function inboxEntryOf(store: Store, conversation: ConversationRow, userId: string) {
  const [last, unread] = await Promise.all([
    conversation.maxSeq > 0 ? store.messages.atSeq(conversation.conversationId, conversation.maxSeq) : undefined,
    store.unread.count(conversation.conversationId, userId),
  ]);
  return {
    conversation_id: conversation.conversationId,
    opposite_id: oppositeOf(conversation, userId),
    chat_type: conversation.chatType,
    group_id: conversation.groupId,
    unread,
    max_seq: conversation.maxSeq,
    ...(last ? { last_message: toWireMessage(last) } : {}),
  };
}
