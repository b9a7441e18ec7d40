import { WORK_ORDER_KIND } from '../protocol/codes';
import { WORK_ORDER_TYPE } from '../protocol/workOrderFiling';
import type { WithdrawOrder, WithdrawOrderStatus, WorkOrder, WorkOrderStatus } from './frames';

const APPEAL_TYPE_TEXT: Readonly<Record<number, string>> = {
  [WORK_ORDER_TYPE.appeal]: 'Appeal',
  [WORK_ORDER_TYPE.withdrawal]: 'Withdrawal',
  [WORK_ORDER_TYPE.topUp]: 'Top-up',
  [WORK_ORDER_TYPE.payment]: 'Payment',
};

/** A work order's kind and type in plain words: "Top-up", "Technical", "Appeal (type 4)". */
export function workOrderLabel({ kind, type }: Pick<WorkOrder, 'kind' | 'type'>): string {
  if (kind === WORK_ORDER_KIND.technical) return 'Technical';
  return APPEAL_TYPE_TEXT[type] ?? `Appeal (type ${type})`;
}

export const WORK_ORDER_STATUS_TEXT: Record<WorkOrderStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  resolved: 'Resolved',
};

const WITHDRAW_STATUS_TEXT: Record<WithdrawOrderStatus, string> = {
  credited: 'Credited',
  pending_review: 'Pending review',
  failed_refunded: 'Failed, refunded',
  in_progress: 'In progress',
  on_hold: 'On hold',
  violation: 'Violation',
};

export function withdrawStatusText({ status, appealed }: Pick<WithdrawOrder, 'status' | 'appealed'>): string {
  return status === 'violation' && appealed ? 'Violation, appealed' : WITHDRAW_STATUS_TEXT[status];
}

/** One customer's work orders, or all of them when no customer is given. */
export function workOrdersOf(workOrders: readonly WorkOrder[], customerId: string | null): readonly WorkOrder[] {
  return customerId === null ? workOrders : workOrders.filter((order) => order.customer.id === customerId);
}
