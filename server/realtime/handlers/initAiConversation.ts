import { CHAT_TYPE, ERROR_CODE } from '../../../src/protocol/codes';
import { SandboxError } from '../../errors';
import type { Handler, RealtimeDeps } from './types';

/**
 * The customer's single chat with the product's AI, created on first use. The welcome travels in
 * the reply and is not stored, so a reload greets again without filling history (docs/protocol.md).
 */
export function initAiConversation({ store, assistant }: RealtimeDeps): Handler<'init_ai_customer_conversation'> {
  return async ({ data, connection }) => {
    const { userId, productId, locale } = connection.session;
    connection.timeZone = data.time_zone;
    const ai = await store.users.aiOfProduct(productId);
    if (!ai) throw new SandboxError(ERROR_CODE.notFound, 'this product has no AI assistant');
    const conversation = await store.conversations.ensureSingle(productId, userId, ai.id);
    const { maxSeq, minSeq } = await store.conversations.seqRange(conversation);
    return {
      conversation: {
        conversation_id: conversation.conversationId,
        opposite_id: ai.id,
        chat_type: CHAT_TYPE.single,
        group_id: '',
        max_seq: maxSeq,
        min_seq: minSeq,
      },
      welcome: assistant.welcome(locale),
    };
  };
}
