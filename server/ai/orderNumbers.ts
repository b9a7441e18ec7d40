import { ERROR_CODE } from '../../src/protocol/codes';
import type { AiReply } from '../../src/protocol/entities';
import type { WithdrawOrder } from '../../src/protocol/orders';
import type { LocaleCode } from '../locale';
import { topUpOrderAnswerOf, withdrawOrderNoAnswer, type TopUpOrderFacts } from '../orders/rules';
import { stopwordsOf } from './knowledge/stopwords';
import { foldText, termsOf } from './knowledge/terms';
import { pickedOrdersReply } from './orderReplies';
import { answer } from './replies';
import { ORDER_NUMBER_TEXTS } from './texts/orderNumbers';

export interface TypedOrderNumber {
  kind: 'topUp' | 'withdrawal';
  /** As typed, without spaces or dashes, upper case ("tp-10002" → "TP10002"). */
  orderNo: string;
}

// Chinese, Japanese and Thai letters may touch the number ("订单号是TP10002"); Latin ones may not ("STP1").
const ORDER_NUMBER = /(?<![\p{Script=Latin}\p{N}])(tp|wd)[\s-]*(\d+)(?![\p{Script=Latin}\p{N}])/giu;
/** "my order is TP10002", "订单号是TP10002": a number and a few words around it is an order number given. */
const MAX_OTHER_WORDS = 3;

/** The one order number a short message gives, or undefined (none, several, or a longer message). */
export function typedOrderNumber(text: string, locale: LocaleCode): TypedOrderNumber | undefined {
  const found = [...text.matchAll(ORDER_NUMBER)];
  if (found.length !== 1) return undefined;
  const [whole, prefix, digits] = found[0];
  const stopwords = stopwordsOf(locale);
  const otherWords = termsOf(foldText(text.replace(whole, ' '), locale), locale, false).filter(
    (term) => !stopwords.has(term),
  );
  if (otherWords.length > MAX_OTHER_WORDS) return undefined;
  return { kind: prefix.toLowerCase() === 'tp' ? 'topUp' : 'withdrawal', orderNo: `${prefix}${digits}`.toUpperCase() };
}

export interface OrderLookup {
  customerId: string;
  withdrawOrders: readonly WithdrawOrder[];
  findTopUpOrder: (orderNo: string) => Promise<TopUpOrderFacts | undefined>;
}

/**
 * The answer to an order number the customer typed (no dead end after "send me the order number"): a
 * withdrawal order of theirs gets its status (or the appeal offer of a violation), a top-up order is
 * checked as the top-up work order checks it; otherwise spec §8's message for what is wrong with it.
 */
export async function orderNumberReply(
  typed: TypedOrderNumber,
  locale: LocaleCode,
  lookup: OrderLookup,
): Promise<AiReply> {
  const texts = ORDER_NUMBER_TEXTS[locale];
  if (typed.kind === 'withdrawal') {
    const { order } = withdrawOrderNoAnswer(typed.orderNo, lookup.withdrawOrders, false);
    return (
      (order && pickedOrdersReply([order.order_id], lookup.withdrawOrders, locale)) ??
      answer(texts.withdrawalOrderInvalid)
    );
  }
  const code = await topUpOrderAnswerOf(typed.orderNo, lookup.customerId, lookup.findTopUpOrder);
  switch (code) {
    case ERROR_CODE.ok:
      return answer(texts.topUpCredited.replace('{order}', typed.orderNo));
    case ERROR_CODE.orderNotCredited:
      return answer(texts.orderNotCredited);
    case ERROR_CODE.orderNotYours:
      return answer(texts.orderNotYours);
    case ERROR_CODE.orderNotExist:
      return answer(texts.orderNotExist);
    default:
      return answer(texts.orderIncorrect);
  }
}
