import { ERROR_CODE } from '../../../src/protocol/codes';
import { SandboxError } from '../../errors';
import type { Handler, RealtimeDeps } from './types';

/** At most this many seqs in one mark_msg_by_seq request. */
export const MAX_MARK_SEQS = 1000;

/**
 * The user's unread count in the conversation, and the newest unread messages with seq ≤ max_seq
 * (up to 100), ascending. What the user sent is never unread for them.
 */
export function getUnreadMsgByMaxSeq({ conversations }: RealtimeDeps): Handler<'get_unread_msg_by_max_seq'> {
  return async ({ data, connection }) => {
    if (data.max_seq < 0) throw new SandboxError(ERROR_CODE.parameterError, 'max_seq must not be negative');
    return conversations.unreadUpTo(connection.session, data.conversation_id, data.max_seq);
  };
}

/** Marks single messages read; seqs that name no message (or the user's own) change nothing. */
export function markMsgBySeq({ conversations }: RealtimeDeps): Handler<'mark_msg_by_seq'> {
  return async ({ data, connection }) => {
    if (data.seqs.length > MAX_MARK_SEQS)
      throw new SandboxError(ERROR_CODE.parameterError, `at most ${MAX_MARK_SEQS} seqs`);
    if (data.seqs.some((seq) => seq < 1)) throw new SandboxError(ERROR_CODE.parameterError, 'seqs start at 1');
    await conversations.markRead(connection.session, data.conversation_id, data.seqs);
    return {};
  };
}

/** Every message stored so far in the conversation is read by the user. */
export function clearConversationUnread({ conversations }: RealtimeDeps): Handler<'clear_conversation_unread'> {
  return async ({ data, connection }) => {
    await conversations.clearUnread(connection.session, data.conversation_id);
    return {};
  };
}
