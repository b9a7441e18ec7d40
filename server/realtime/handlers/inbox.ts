import { toWireMessage } from '../../store/messages';
import { oppositeOf } from '../../store/conversations';
import type { Handler, RealtimeDeps } from './types';

/** At most this many conversations in an inbox_msg_list reply, latest activity first. */
export const MAX_INBOX_CONVERSATIONS = 100;

/** The user's conversations in this product with unread count, max_seq and last message (docs/protocol.md). */
export function inboxMsgList({ store }: RealtimeDeps): Handler<'inbox_msg_list'> {
  return ({ connection }) => {
    const { userId, productId } = connection.session;
    const conversations = store.conversations.ofUser(productId, userId, MAX_INBOX_CONVERSATIONS).map((conversation) => {
      const last = conversation.maxSeq > 0 ? store.messages.atSeq(conversation.conversationId, conversation.maxSeq) : undefined;
      return {
        conversation_id: conversation.conversationId,
        opposite_id: oppositeOf(conversation, userId),
        chat_type: conversation.chatType,
        group_id: conversation.groupId,
        unread: store.unread.count(conversation.conversationId, userId),
        max_seq: conversation.maxSeq,
        ...(last ? { last_message: toWireMessage(last) } : {}),
      };
    });
    return { conversations };
  };
}
