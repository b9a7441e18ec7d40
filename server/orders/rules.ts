import { ERROR_CODE, LIMITS, type ErrorCode } from '../../src/protocol/codes';
import { normalizeTopUpOrderNo, TOP_UP_ORDER_NO_PATTERN } from '../../src/protocol/workOrderFiling';

export { normalizeTopUpOrderNo };

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
  const orderNo = normalizeTopUpOrderNo(raw);
  if (!TOP_UP_ORDER_NO_PATTERN.test(orderNo)) return ERROR_CODE.orderIncorrect;
  const order = find(orderNo);
  if (!order) return ERROR_CODE.orderNotExist;
  if (order.customerId !== customerId) return ERROR_CODE.orderNotYours;
  if (!order.credited) return ERROR_CODE.orderNotCredited;
  return ERROR_CODE.ok;
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
