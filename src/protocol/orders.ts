import { arrayOf, bool, id, int, literal, num, object, optional, str, withDefault, type Infer, type Validator } from './validate';

/** Withdrawal order display statuses (spec §4), as they travel (docs/protocol.md, "Orders"). */
export const WITHDRAW_ORDER_STATUSES = ['credited', 'pending_review', 'failed_refunded', 'in_progress', 'on_hold', 'violation'] as const;
export type WithdrawOrderStatus = (typeof WITHDRAW_ORDER_STATUSES)[number];

/** A withdrawal order as the picker shows it; `data.withdraw_orders` of TO_CREATE_WORK_ORDER 21 and 23. */
export const withdrawOrderSchema = object({
  order_id: id,
  order_no: str,
  /** A decimal string ("120.50"): money never travels as a float. */
  amount: str,
  currency: str,
  created_at: num,
  status: literal(...WITHDRAW_ORDER_STATUSES),
  /** A violation order that has been appealed (spec §4: it then shows the appealed message). */
  appealed: withDefault(bool, false),
});
export type WithdrawOrder = Infer<typeof withdrawOrderSchema>;

/** Orders an appeal (type 1) may name: violation orders not appealed yet (spec §4). */
export function isAppealable(order: Pick<WithdrawOrder, 'status' | 'appealed'>): boolean {
  return order.status === 'violation' && !order.appealed;
}

/** Work order types (spec §4: question types 21, 22, 23, 24 → 7, 8, 1, 9). */
export const WORK_ORDER_TYPE = { appeal: 1, withdrawal: 7, topUp: 8, payment: 9 } as const;

export const WORK_ORDER_STATUSES = ['submitted', 'in_review', 'resolved'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Top-up order numbers: "TP" and 5 to 16 digits, case and surrounding spaces ignored. */
export const TOP_UP_ORDER_NO_PATTERN = /^TP\d{5,16}$/;

/** " tp10001 " → "TP10001": what the customer typed, as order numbers are stored and checked. */
export function normalizeTopUpOrderNo(raw: string): string {
  return raw.trim().toUpperCase();
}

/** `workOrderExtra.appeal_amount` when not empty: up to 12 digits and up to 2 decimals ("88.80"). */
export const APPEAL_AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** Exactly this many payment screenshots for a top-up work order (spec §5, §8). */
export const TOP_UP_SCREENSHOTS = 2;
/** Images of an appeal or a payment work order; files of a technical one. */
export const MAX_WORK_ORDER_IMAGES = 3;
export const MAX_WORK_ORDER_MATERIALS = 5;

export const workOrderExtraSchema = object({
  trans_images: withDefault(arrayOf(str), []),
  appeal_amount: withDefault(str, ''),
  payOrderSn: withDefault(str, ''),
  /** Types 1 and 7: the withdrawal orders concerned (order_id), 1 to 3. */
  withdraw_order_ids: withDefault(arrayOf(id), []),
  /** Required for types 1, 7 and 9 (spec §5: the appeal reason is required). */
  reason: withDefault(str, ''),
});
export type WorkOrderExtra = Infer<typeof workOrderExtraSchema>;

export const workStepSchema = object({ materials: withDefault(arrayOf(str), []), remark: withDefault(str, '') });
export type WorkStep = Infer<typeof workStepSchema>;

/** POST deal-user/work-order (spec §7). */
export const workOrderFilingSchema = object({
  productId: id,
  userId: id,
  nickname: withDefault(str, ''),
  groupId: withDefault(id, ''),
  kind: literal(1, 2),
  type: int,
  workOrderExtra: optional(workOrderExtraSchema),
  workStep: optional(workStepSchema),
  bug_type: optional(id),
});
export type WorkOrderFiling = Infer<typeof workOrderFilingSchema>;

export const filedWorkOrderSchema = object({ id: id, order_no: str, status: literal(...WORK_ORDER_STATUSES) });
export type FiledWorkOrder = Infer<typeof filedWorkOrderSchema>;

/** The content of a work-order message (content type 103); the latest status per `id` wins. */
export const workOrderMessageSchema = object({
  id: id,
  order_no: str,
  kind: literal(1, 2),
  type: int,
  status: literal(...WORK_ORDER_STATUSES),
});
export type WorkOrderMessage = Infer<typeof workOrderMessageSchema>;

/** POST work_order_pre/update: a body without `draft` reads, `draft: null` deletes. */
export const workOrderDraftRequestSchema = object({
  kind: literal(1, 2),
  type: int,
  check: withDefault(bool, false),
});
/** A draft is any JSON object; null when there is none. */
const draftValue: Validator<Record<string, unknown> | null> = (input, path = '') =>
  input === null || (typeof input === 'object' && !Array.isArray(input))
    ? { ok: true, value: input as Record<string, unknown> | null }
    : { ok: false, error: `${path || 'value'}: expected object or null` };
export const workOrderDraftSchema = object({ draft: draftValue, updated_at: optional(num) });
export type WorkOrderDraft = Infer<typeof workOrderDraftSchema>;
