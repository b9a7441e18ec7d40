import { AI_REPLY_CODE } from '../../src/protocol/codes';
import type { AiReply } from '../../src/protocol/entities';
import { LOCALE_TAGS } from '../../src/protocol/locales';
import { formatMoney } from '../../src/protocol/money';
import type { WithdrawOrder } from '../../src/protocol/orders';
import { isAppealable, QUESTION_TYPE_TO_WORK_ORDER_TYPE } from '../../src/protocol/workOrderFiling';
import type { LocaleCode } from '../locale';
import { ORDER_TEXTS } from './texts/orders';
import { WORK_ORDER_QUESTION_TYPE } from './texts';

function statusLine(order: WithdrawOrder, locale: LocaleCode): string {
  const texts = ORDER_TEXTS[locale];
  const status = order.status === 'violation' && order.appealed ? texts.appealed : texts.status[order.status];
  return `${order.order_no} (${formatMoney(order.amount, order.currency, LOCALE_TAGS[locale])}): ${status}`;
}

/**
 * The answer to picked withdrawal orders: each one's status, in the customer's order list order. A
 * violation order not appealed yet turns it into TO_CREATE_WORK_ORDER 23 (the appeal), whose
 * `order_ids` are the orders to appeal. Undefined when none of the ids is the customer's.
 */
export function pickedOrdersReply(
  orderIds: readonly string[],
  orders: readonly WithdrawOrder[],
  locale: LocaleCode,
): AiReply | undefined {
  const picked = orders.filter((order) => orderIds.includes(order.order_id));
  if (picked.length === 0) return undefined;
  const texts = ORDER_TEXTS[locale];
  const lines = [texts.intro, ...picked.map((order) => statusLine(order, locale))];
  const appealable = picked.filter(isAppealable);
  const base = { reply_code: AI_REPLY_CODE.answer, contact_human: 0 as const, reset_question: 0 as const };
  if (appealable.length === 0) return { ...base, data: { text: lines.join('\n') } };
  const questionType = WORK_ORDER_QUESTION_TYPE.appeal;
  const offer = texts.appealOffer.replace('{orders}', appealable.map((order) => order.order_no).join(', '));
  return {
    ...base,
    reply_code: AI_REPLY_CODE.toCreateWorkOrder,
    data: {
      text: [...lines, offer].join('\n'),
      question_type: questionType,
      work_order_type: QUESTION_TYPE_TO_WORK_ORDER_TYPE[questionType],
      order_ids: appealable.map((order) => order.order_id),
      withdraw_orders: [...orders],
    },
  };
}
