import { ERROR_CODE } from '../../../src/protocol/codes';
import { SandboxError } from '../../errors';
import type { Handler, RealtimeDeps } from './types';

const MAX_PULL_COUNT = 100;

/** The seq range, and how far the other side (the AI, an agent) has read: peer_read_seq (docs/protocol.md). */
export function getMaxAndMinSeq({ conversations }: RealtimeDeps): Handler<'get_max_and_min_seq'> {
  return async ({ data, connection }) => conversations.seqRange(connection.session, data.conversation_id);
}

/** The messages with seq in [max_seq − count + 1, max_seq], ascending (docs/protocol.md). */
export function pullMsgByMaxSeq({ conversations }: RealtimeDeps): Handler<'pull_msg_by_max_seq'> {
  return async ({ data, connection }) => {
    if (data.count < 1 || data.count > MAX_PULL_COUNT) {
      throw new SandboxError(ERROR_CODE.parameterError, `count must be 1 to ${MAX_PULL_COUNT}`);
    }
    if (data.max_seq < 0) throw new SandboxError(ERROR_CODE.parameterError, 'max_seq must not be negative');
    const fromSeq = Math.max(1, data.max_seq - data.count + 1);
    const messages = await conversations.inSeqRange(connection.session, data.conversation_id, fromSeq, data.max_seq);
    return { conversation_id: data.conversation_id, messages, is_end: fromSeq <= 1 ? 1 : 0 };
  };
}
