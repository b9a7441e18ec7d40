import { AI_REPLY_CODE, QUESTION_TYPE_TO_WORK_ORDER_TYPE } from '../../src/protocol/codes';
import type { AiQueryPayload, AiReply, AiWelcome, QuickQuestion } from '../../src/protocol/entities';
import type { WithdrawOrder } from '../../src/protocol/orders';
import type { LocaleCode } from '../locale';
import { isRecognisable, matchTopic, matchTrigger, sameQuestionKey } from './matcher';
import { pickedOrdersReply } from './orderReplies';
import {
  ASSISTANT_TEXTS,
  WORK_ORDER_QUESTION_TYPE,
  type AssistantTexts,
  type QuickTopic,
  type WorkOrderTopic,
} from './texts';

/** The AI side of the chat: a greeting for a new session and one reply per question. */
export interface Assistant {
  welcome(locale: LocaleCode): AiWelcome;
  /**
   * `previous` is the customer's previous query in the same conversation (undefined when there is
   * none), which tells a repeated question. `withdrawOrders` are the customer's, newest first: the
   * withdrawal (21) and appeal (23) work-order replies list them, and picked ids are answered from them.
   */
  reply(
    query: AiQueryPayload,
    locale: LocaleCode,
    previous?: AiQueryPayload,
    withdrawOrders?: readonly WithdrawOrder[],
  ): AiReply;
}

/** A tapped quick question comes back with its question_type, which names the topic in any language. */
export const QUICK_QUESTIONS: readonly { id: string; topic: QuickTopic; questionType: number }[] = [
  { id: 'q1', topic: 'password', questionType: 1 },
  { id: 'q2', topic: 'deposit', questionType: 2 },
  { id: 'q3', topic: 'withdraw', questionType: 3 },
];

function reply(
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

function answer(text: string): AiReply {
  return reply(AI_REPLY_CODE.answer, { text });
}

function quickQuestions(texts: AssistantTexts): QuickQuestion[] {
  return QUICK_QUESTIONS.map(({ id, topic, questionType }) => ({
    id,
    title: texts.questions[topic],
    question_type: questionType,
  }));
}

/** The work orders whose form starts with the withdrawal order picker (docs/protocol.md). */
const LISTS_WITHDRAW_ORDERS: readonly WorkOrderTopic[] = ['withdrawal', 'appeal'];

function workOrder(texts: AssistantTexts, topic: WorkOrderTopic, withdrawOrders: readonly WithdrawOrder[]): AiReply {
  const questionType = WORK_ORDER_QUESTION_TYPE[topic];
  return reply(AI_REPLY_CODE.toCreateWorkOrder, {
    text: texts.replies[topic],
    question_type: questionType,
    work_order_type: QUESTION_TYPE_TO_WORK_ORDER_TYPE[questionType],
    ...(LISTS_WITHDRAW_ORDERS.includes(topic) ? { withdraw_orders: [...withdrawOrders] } : {}),
  });
}

/** A "start over": reset_question_type present, whatever the type (0 when the reset question had none; docs/protocol.md). */
export function isReset(query: AiQueryPayload): boolean {
  return query.reset_question_type !== undefined;
}

/** A question tapped from the quick questions (select_question_type 1–3). */
function tappedQuestion(query: AiQueryPayload) {
  return QUICK_QUESTIONS.find((question) => question.questionType === query.select_question_type);
}

/** The same question as the previous one; nothing repeats a "start over", and an empty query repeats nothing. */
function repeats(query: AiQueryPayload, previous: AiQueryPayload | undefined): boolean {
  if (!previous || isReset(previous)) return false;
  const key = sameQuestionKey(query.query);
  return key !== '' && key === sameQuestionKey(previous.query);
}

/** Typed text with nothing recognisable in it; a query with images, or with no text, is not. */
function isGibberish(query: AiQueryPayload, locale: LocaleCode): boolean {
  return query.images.length === 0 && query.query.trim() !== '' && !isRecognisable(query.query, locale);
}

/**
 * Deterministic: the same question after the same previous question, in the same language, always
 * gets the same reply. Order (server/README.md, "The scripted AI"): a start over; picked withdrawal
 * orders (their statuses, or the appeal of a violation order); a tapped quick
 * question (its topic's answer); gibberish (spec §8 "Unable to understand…"); then by the typed text: CONTACT_HUMAN > DETECTED_SAME_QUESTIONS >
 * CREATE_TECHNICAL_ORDER > TO_CREATE_WORK_ORDER > a topic's ANSWER > the fallback ANSWER.
 */
export const scriptedAssistant: Assistant = {
  welcome(locale) {
    const texts = ASSISTANT_TEXTS[locale];
    return { text: texts.welcome, questions: quickQuestions(texts) };
  },

  reply(query, locale, previous, withdrawOrders = []) {
    const texts = ASSISTANT_TEXTS[locale];
    if (isReset(query)) return answer(texts.startOver);
    if (query.withdraw_order_ids.length > 0) {
      const picked = pickedOrdersReply(query.withdraw_order_ids, withdrawOrders, locale);
      if (picked) return picked;
    }
    // A tap is a choice from a list the AI offered (the welcome, or a repeat's suggestions): answered
    // as such, never a repeat, so the suggestions cannot loop back to the same suggestion.
    const tapped = tappedQuestion(query);
    if (tapped) return answer(texts.answers[tapped.topic]);
    if (isGibberish(query, locale)) return answer(texts.notUnderstood);

    const trigger = matchTrigger(query.query, locale);
    if (trigger === 'human')
      return reply(AI_REPLY_CODE.contactHuman, { text: texts.replies.human }, { contactHuman: 1 });
    if (repeats(query, previous)) {
      return reply(
        AI_REPLY_CODE.detectedSameQuestions,
        { text: texts.sameQuestion, questions: quickQuestions(texts) },
        { resetQuestion: 1 },
      );
    }
    if (trigger === 'technical') return reply(AI_REPLY_CODE.createTechnicalOrder, { text: texts.replies.technical });
    if (trigger) return workOrder(texts, trigger, withdrawOrders);
    const topic = matchTopic(query.query, locale);
    return answer(topic ? texts.answers[topic] : texts.fallback);
  },
};
