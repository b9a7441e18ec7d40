import type { TFunction } from 'i18next';
import { WORK_ORDER_KIND } from '../protocol/codes';
import { WORK_ORDER_TYPE } from '../protocol/workOrderFiling';
import type { WithdrawOrder, WithdrawOrderStatus, WorkOrder, WorkOrderStatus } from './frames';

const APPEAL_TYPE_KEYS: Readonly<Record<number, string>> = {
  [WORK_ORDER_TYPE.appeal]: 'orders.type.appeal',
  [WORK_ORDER_TYPE.withdrawal]: 'orders.type.withdrawal',
  [WORK_ORDER_TYPE.topUp]: 'orders.type.topUp',
  [WORK_ORDER_TYPE.payment]: 'orders.type.payment',
};

/** A work order's kind and type in plain words: "Top-up", "Technical", "Appeal (type 4)". */
export function workOrderLabel({ kind, type }: Pick<WorkOrder, 'kind' | 'type'>, t: TFunction): string {
  if (kind === WORK_ORDER_KIND.technical) return t('orders.type.technical');
  const key = APPEAL_TYPE_KEYS[type];
  return key ? t(key) : t('orders.type.other', { type });
}

export const WORK_ORDER_STATUS_KEYS: Record<WorkOrderStatus, string> = {
  submitted: 'orders.status.submitted',
  in_review: 'orders.status.in_review',
  resolved: 'orders.status.resolved',
};

const WITHDRAW_STATUS_KEYS: Record<WithdrawOrderStatus, string> = {
  credited: 'orders.withdraw.credited',
  pending_review: 'orders.withdraw.pending_review',
  failed_refunded: 'orders.withdraw.failed_refunded',
  in_progress: 'orders.withdraw.in_progress',
  on_hold: 'orders.withdraw.on_hold',
  violation: 'orders.withdraw.violation',
};

export function withdrawStatusText(
  { status, appealed }: Pick<WithdrawOrder, 'status' | 'appealed'>,
  t: TFunction,
): string {
  return t(status === 'violation' && appealed ? 'orders.withdraw.violationAppealed' : WITHDRAW_STATUS_KEYS[status]);
}

/** One customer's work orders, or all of them when no customer is given. */
export function workOrdersOf(workOrders: readonly WorkOrder[], customerId: string | null): readonly WorkOrder[] {
  return customerId === null ? workOrders : workOrders.filter((order) => order.customer.id === customerId);
}
