import { CONTENT_TYPE, ERROR_CODE } from '../../src/protocol/codes';
import type { AnswerFeedback } from '../../src/protocol/assistantFeedback';
import { aiReplyContent } from '../../src/protocol/entities';
import { readableConversation } from '../conversations/access';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import type { Store } from '../store';

/**
 * "Did this help?" on the AI's answers from the help centre (docs/assistant.md, "Feedback"): a customer
 * votes on an answer with sources in a conversation of their own; the vote counts for its first source.
 */
export class AnswerFeedbackService {
  constructor(private readonly store: Store) {}

  async vote(customer: CustomerRef, feedback: AnswerFeedback): Promise<void> {
    const conversation = await readableConversation(
      this.store,
      customer.userId,
      customer.productId,
      feedback.conversation_id,
    );
    const [message, ai] = await Promise.all([
      conversation ? this.store.messages.atSeq(conversation.conversationId, feedback.seq) : undefined,
      this.store.users.aiOfProduct(customer.productId),
    ]);
    if (!conversation || !message || !ai || message.senderId !== ai.id || message.contentType !== CONTENT_TYPE.aiReply)
      throw new SandboxError(ERROR_CODE.notFound, 'no AI answer at this seq in a conversation of yours');
    const reply = aiReplyContent(message.content);
    const source = reply.ok ? reply.value.data.sources?.[0] : undefined;
    if (!source) throw new SandboxError(ERROR_CODE.parameterError, 'this answer has no help-centre source');
    await this.store.answerFeedback.vote({
      conversation_id: conversation.conversationId,
      seq: feedback.seq,
      customer_id: customer.userId,
      article_id: source.id,
      helpful: feedback.helpful,
      voted_at: Date.now(),
    });
  }
}
