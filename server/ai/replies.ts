import { AI_REPLY_CODE } from '../../src/protocol/codes';
import type { AiReply, AnswerSource, QuickQuestion } from '../../src/protocol/entities';
import type { WithdrawOrder } from '../../src/protocol/orders';
import { QUESTION_TYPE_TO_WORK_ORDER_TYPE } from '../../src/protocol/workOrderFiling';
import type { KnowledgeArticle } from './knowledge/articleIndex';
import { WORK_ORDER_QUESTION_TYPE, type AssistantTexts, type WorkOrderTopic } from './texts';

export function reply(
  replyCode: string,
  data: AiReply['data'],
  flags: { contactHuman?: 0 | 1; resetQuestion?: 0 | 1 } = {},
): AiReply {
  return {
    reply_code: replyCode,
    contact_human: flags.contactHuman ?? 0,
    reset_question: flags.resetQuestion ?? 0,
    data,
  };
}

export const answer = (text: string): AiReply => reply(AI_REPLY_CODE.answer, { text });

/** An article's answer, with the articles it came from (best first) for the chat's source card. */
export function articleAnswer(article: KnowledgeArticle, sources: readonly AnswerSource[]): AiReply {
  return reply(AI_REPLY_CODE.answer, { text: article.text, sources: [...sources] });
}

/** The work orders whose form starts with the withdrawal order picker (docs/protocol.md). */
const LISTS_WITHDRAW_ORDERS: readonly WorkOrderTopic[] = ['withdrawal', 'appeal'];

export function workOrder(
  texts: AssistantTexts,
  topic: WorkOrderTopic,
  withdrawOrders: readonly WithdrawOrder[],
): AiReply {
  const questionType = WORK_ORDER_QUESTION_TYPE[topic];
  return reply(AI_REPLY_CODE.toCreateWorkOrder, {
    text: texts.replies[topic],
    question_type: questionType,
    work_order_type: QUESTION_TYPE_TO_WORK_ORDER_TYPE[questionType],
    ...(LISTS_WITHDRAW_ORDERS.includes(topic) ? { withdraw_orders: [...withdrawOrders] } : {}),
  });
}

export function sameQuestion(texts: AssistantTexts, suggestions: readonly QuickQuestion[]): AiReply {
  return reply(
    AI_REPLY_CODE.detectedSameQuestions,
    { text: texts.sameQuestion, questions: [...suggestions] },
    { resetQuestion: 1 },
  );
}
