import { ERROR_CODE, LIMITS, type ErrorCode } from '../../src/protocol/codes';
import type { WithdrawOrder } from '../../src/protocol/orders';
import { isAppealable } from '../../src/protocol/workOrderFiling';
import {
  normalizeOrderNo,
  TOP_UP_ORDER_NO_PATTERN,
  WITHDRAW_ORDER_NO_PATTERN,
} from '../../src/protocol/workOrderFiling';

export { normalizeOrderNo };

export interface TopUpOrderFacts {
  customerId: string;
  credited: boolean;
}

/**
 * The answer to a top-up order number (spec §8), checked in this order: malformed (orderIncorrect),
 * unknown (orderNotExist), someone else's (orderNotYours), not credited yet (orderNotCredited), ok.
 */
export function topUpOrderAnswer(
  raw: string,
  customerId: string,
  find: (orderNo: string) => TopUpOrderFacts | undefined,
): ErrorCode {
  const orderNo = normalizeOrderNo(raw);
  if (!TOP_UP_ORDER_NO_PATTERN.test(orderNo)) return ERROR_CODE.orderIncorrect;
  const order = find(orderNo);
  if (!order) return ERROR_CODE.orderNotExist;
  if (order.customerId !== customerId) return ERROR_CODE.orderNotYours;
  if (!order.credited) return ERROR_CODE.orderNotCredited;
  return ERROR_CODE.ok;
}

/** topUpOrderAnswer over a lookup that waits (the store), which is asked only for a well-formed number. */
export async function topUpOrderAnswerOf(
  raw: string,
  customerId: string,
  find: (orderNo: string) => Promise<TopUpOrderFacts | undefined>,
): Promise<ErrorCode> {
  const orderNo = normalizeOrderNo(raw);
  const order = TOP_UP_ORDER_NO_PATTERN.test(orderNo) ? await find(orderNo) : undefined;
  return topUpOrderAnswer(raw, customerId, () => order);
}

/**
 * A choice of withdrawal orders (spec §5): at most 3 (tooManyOrders), each one of the customer's own
 * (withdrawalOrderInvalid). A repeated id counts once.
 */
export function withdrawSelectionAnswer(selected: readonly string[], ownIds: ReadonlySet<string>): ErrorCode {
  const unique = new Set(selected);
  if (unique.size > LIMITS.maxWithdrawalOrders) return ERROR_CODE.tooManyOrders;
  for (const id of unique) if (!ownIds.has(id)) return ERROR_CODE.withdrawalOrderInvalid;
  return ERROR_CODE.ok;
}

export type WithdrawOrderNoAnswer =
  | { code: typeof ERROR_CODE.ok; order: WithdrawOrder }
  | { code: Exclude<ErrorCode, typeof ERROR_CODE.ok>; order?: undefined };

/**
 * The answer to a typed withdrawal order number (spec §8 "Invalid withdrawal order number"): malformed,
 * unknown or someone else's is withdrawalOrderInvalid (whether another customer's order exists is not
 * told); for an appeal, the order must be a violation order (else withdrawalOrderInvalid) not appealed
 * yet (else alreadySubmitted).
 */
export function withdrawOrderNoAnswer(
  raw: string,
  ownOrders: readonly WithdrawOrder[],
  forAppeal: boolean,
): WithdrawOrderNoAnswer {
  const orderNo = normalizeOrderNo(raw);
  const order = WITHDRAW_ORDER_NO_PATTERN.test(orderNo) ? ownOrders.find((own) => own.order_no === orderNo) : undefined;
  if (!order) return { code: ERROR_CODE.withdrawalOrderInvalid };
  if (forAppeal && order.status === 'violation' && order.appealed) return { code: ERROR_CODE.alreadySubmitted };
  if (forAppeal && !isAppealable(order)) return { code: ERROR_CODE.withdrawalOrderInvalid };
  return { code: ERROR_CODE.ok, order };
}
