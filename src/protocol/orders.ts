import { bool, id, int, literal, num, object, str, withDefault, type Infer } from './validate';

/** Withdrawal order display statuses (spec §4), as they travel (docs/protocol.md, "Orders"). */
export const WITHDRAW_ORDER_STATUSES = [
  'credited',
  'pending_review',
  'failed_refunded',
  'in_progress',
  'on_hold',
  'violation',
] as const;
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

export const WORK_ORDER_STATUSES = ['submitted', 'in_review', 'resolved'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** The content of a work-order message (content type 103); the latest status per `id` wins. */
export const workOrderMessageSchema = object({
  id: id,
  order_no: str,
  kind: literal(1, 2),
  type: int,
  status: literal(...WORK_ORDER_STATUSES),
});
export type WorkOrderMessage = Infer<typeof workOrderMessageSchema>;
