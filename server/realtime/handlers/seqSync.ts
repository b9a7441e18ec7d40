import { ERROR_CODE } from '../../../src/protocol/codes';
import { readableConversation } from '../../conversationAccess';
import { SandboxError } from '../../errors';
import { toWireMessage } from '../../store/messages';
import type { Handler, RealtimeDeps } from './types';

const MAX_PULL_COUNT = 100;

/** The seq range, and how far the other side (the AI, an agent) has read: peer_read_seq (docs/protocol.md). */
export function getMaxAndMinSeq({ store }: RealtimeDeps): Handler<'get_max_and_min_seq'> {
  return async ({ data, connection }) => {
    const { userId, productId } = connection.session;
    const conversation = await readableConversation(store, userId, productId, data.conversation_id);
    if (!conversation) return { conversation_id: data.conversation_id, max_seq: 0, min_seq: 0, peer_read_seq: 0 };
    const [{ maxSeq, minSeq }, peerReadSeq] = await Promise.all([
      store.conversations.seqRange(conversation),
      store.unread.peerReadSeq(conversation.conversationId, userId),
    ]);
    return { conversation_id: data.conversation_id, max_seq: maxSeq, min_seq: minSeq, peer_read_seq: peerReadSeq };
  };
}

/** The messages with seq in [max_seq − count + 1, max_seq], ascending (docs/protocol.md). */
export function pullMsgByMaxSeq({ store }: RealtimeDeps): Handler<'pull_msg_by_max_seq'> {
  return async ({ data, connection }) => {
    if (data.count < 1 || data.count > MAX_PULL_COUNT) {
      throw new SandboxError(ERROR_CODE.parameterError, `count must be 1 to ${MAX_PULL_COUNT}`);
    }
    if (data.max_seq < 0) throw new SandboxError(ERROR_CODE.parameterError, 'max_seq must not be negative');
    const { userId, productId } = connection.session;
    const conversation = await readableConversation(store, userId, productId, data.conversation_id);
    const fromSeq = Math.max(1, data.max_seq - data.count + 1);
    const messages = conversation
      ? await store.messages.inSeqRange(conversation.conversationId, fromSeq, data.max_seq)
      : [];
    return {
      conversation_id: data.conversation_id,
      messages: messages.map(toWireMessage),
      is_end: fromSeq <= 1 ? 1 : 0,
    };
  };
}
