/** Filing a work order and its drafts (spec §7 deal-user/work-order, work_order_pre/update; docs/protocol.md). */
import { WORK_ORDER_STATUSES, withdrawOrderSchema, type WithdrawOrder } from './orders';
import {
  arrayOf,
  bool,
  id,
  int,
  literal,
  num,
  object,
  optional,
  str,
  withDefault,
  type Infer,
  type Validator,
} from './validate';

export const WORK_ORDER_REST = {
  workOrderDraftUpdate: '/api/v1/work_order_pre/update',
  submitWorkOrder: '/api/v1/deal-user/work-order',
} as const;

/** Work order types (spec §4: question types 21, 22, 23, 24 → 7, 8, 1, 9). */
export const WORK_ORDER_TYPE = { appeal: 1, withdrawal: 7, topUp: 8, payment: 9 } as const;

/** TO_CREATE_WORK_ORDER: AI question type → work order type (spec §4). */
export const QUESTION_TYPE_TO_WORK_ORDER_TYPE: Readonly<Record<number, number>> = {
  21: 7,
  22: 8,
  23: 1,
  24: 9,
};

/** Orders an appeal (type 1) may name: violation orders not appealed yet (spec §4). */
export function isAppealable(order: Pick<WithdrawOrder, 'status' | 'appealed'>): boolean {
  return order.status === 'violation' && !order.appealed;
}

/** Top-up order numbers: "TP" and 5 to 16 digits, case and surrounding spaces ignored. */
export const TOP_UP_ORDER_NO_PATTERN = /^TP\d{5,16}$/;

/** Withdrawal order numbers: "WD" and 5 to 16 digits, case and surrounding spaces ignored. */
export const WITHDRAW_ORDER_NO_PATTERN = /^WD\d{5,16}$/;

/** " tp10001 " → "TP10001": what the customer typed, as order numbers are stored and checked (top-up and withdrawal). */
export function normalizeOrderNo(raw: string): string {
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
export const workOrderDraftSchema = object({
  draft: draftValue,
  updated_at: optional(num),
  /** A checked `draft.withdrawOrderNo` (types 1 and 7): the customer's order it names. */
  withdraw_order: optional(withdrawOrderSchema),
});
export type WorkOrderDraft = Infer<typeof workOrderDraftSchema>;
