import type { WorkOrderStatus } from '../../src/protocol/orders';

const NEXT: Readonly<Record<WorkOrderStatus, WorkOrderStatus | undefined>> = {
  submitted: 'in_review',
  in_review: 'resolved',
  resolved: undefined,
};

/** The status an agent's advance moves to; undefined once resolved (it stays resolved). */
export function nextWorkOrderStatus(status: WorkOrderStatus): WorkOrderStatus | undefined {
  return NEXT[status];
}
