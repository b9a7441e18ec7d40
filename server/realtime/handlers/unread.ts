import { ERROR_CODE } from '../../../src/protocol/codes';
import { readableConversation } from '../../conversationAccess';
import { SandboxError } from '../../errors';
import { toWireMessage } from '../../store/messages';
import type { Handler, RealtimeDeps } from './types';

/** At most this many unread messages travel in one get_unread_msg_by_max_seq reply (docs/protocol.md). */
export const MAX_UNREAD_MESSAGES = 100;
/** At most this many seqs in one mark_msg_by_seq request. */
export const MAX_MARK_SEQS = 1000;

/**
 * The user's unread count in the conversation, and the newest unread messages with seq ≤ max_seq
 * (up to 100), ascending. What the user sent is never unread for them.
 */
export function getUnreadMsgByMaxSeq({ store }: RealtimeDeps): Handler<'get_unread_msg_by_max_seq'> {
  return async ({ data, connection }) => {
    if (data.max_seq < 0) throw new SandboxError(ERROR_CODE.parameterError, 'max_seq must not be negative');
    const { userId, productId } = connection.session;
    const conversation = await readableConversation(store, userId, productId, data.conversation_id);
    if (!conversation) return { conversation_id: data.conversation_id, unread: 0, messages: [] };
    const { conversationId } = conversation;
    const [unread, messages] = await Promise.all([
      store.unread.count(conversationId, userId),
      store.unread.upTo(conversationId, userId, data.max_seq, MAX_UNREAD_MESSAGES),
    ]);
    return { conversation_id: conversationId, unread, messages: messages.map(toWireMessage) };
  };
}

/** Marks single messages read; seqs that name no message (or the user's own) change nothing. */
export function markMsgBySeq({ store }: RealtimeDeps): Handler<'mark_msg_by_seq'> {
  return async ({ data, connection }) => {
    if (data.seqs.length > MAX_MARK_SEQS)
      throw new SandboxError(ERROR_CODE.parameterError, `at most ${MAX_MARK_SEQS} seqs`);
    if (data.seqs.some((seq) => seq < 1)) throw new SandboxError(ERROR_CODE.parameterError, 'seqs start at 1');
    const { userId, productId } = connection.session;
    const conversation = await readableConversation(store, userId, productId, data.conversation_id);
    if (conversation && data.seqs.length > 0) await store.unread.mark(conversation.conversationId, userId, data.seqs);
    return {};
  };
}

/** Every message stored so far in the conversation is read by the user. */
export function clearConversationUnread({ store }: RealtimeDeps): Handler<'clear_conversation_unread'> {
  return async ({ data, connection }) => {
    const { userId, productId } = connection.session;
    const conversation = await readableConversation(store, userId, productId, data.conversation_id);
    if (conversation) await store.unread.clear(conversation.conversationId, userId);
    return {};
  };
}
