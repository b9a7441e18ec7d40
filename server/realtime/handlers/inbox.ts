import { toWireMessage } from '../../store/messages';
import { oppositeOf, type ConversationRow } from '../../store/conversations';
import type { Store } from '../../store';
import type { Handler, RealtimeDeps } from './types';

/** At most this many conversations in an inbox_msg_list reply, latest activity first. */
export const MAX_INBOX_CONVERSATIONS = 100;

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

/** The user's conversations in this product with unread count, max_seq and last message (docs/protocol.md). */
export function inboxMsgList({ store }: RealtimeDeps): Handler<'inbox_msg_list'> {
  return async ({ connection }) => {
    const { userId, productId } = connection.session;
    const rows = await store.conversations.ofUser(productId, userId, MAX_INBOX_CONVERSATIONS);
    const conversations = await Promise.all(rows.map((conversation) => inboxEntryOf(store, conversation, userId)));
    return { conversations };
  };
}
