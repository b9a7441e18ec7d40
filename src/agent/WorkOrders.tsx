import { useId } from 'react';
import type { WorkOrder, WorkOrderStatus } from './frames';
import { formatDateTime, isoTime } from './formatTime';

const STATUS_TEXT: Record<WorkOrderStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  resolved: 'Resolved',
};

/** The button that moves an order one step on; a resolved order has none. */
const ADVANCE_TEXT: Record<WorkOrderStatus, string | null> = {
  submitted: 'Advance to in review',
  in_review: 'Mark resolved',
  resolved: null,
};

/** Work-order kinds (docs/protocol.md, "deal-user/work-order"). */
const KIND_TEXT: Record<WorkOrder['kind'], string> = { 1: 'Appeal', 2: 'Technical' };

interface WorkOrdersProps {
  workOrders: WorkOrder[];
  canAdvance: boolean;
  onAdvance: (workOrderId: string) => void;
}

export function WorkOrders({ workOrders, canAdvance, onAdvance }: WorkOrdersProps) {
  return (
    <section className="agent-panel" aria-labelledby="work-orders-title">
      <h2 id="work-orders-title">Work orders ({workOrders.length})</h2>
      {workOrders.length === 0 ? (
        <p className="agent-muted">No work orders.</p>
      ) : (
        <ul className="agent-list">
          {workOrders.map((order) => (
            <WorkOrderItem key={order.id} order={order} canAdvance={canAdvance} onAdvance={onAdvance} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface WorkOrderItemProps {
  order: WorkOrder;
  canAdvance: boolean;
  onAdvance: (workOrderId: string) => void;
}

function WorkOrderItem({ order, canAdvance, onAdvance }: WorkOrderItemProps) {
  const titleId = useId();
  const advanceText = ADVANCE_TEXT[order.status];
  return (
    <li className="agent-card">
      <div className="agent-card__head">
        <h3 id={titleId}>{order.order_no}</h3>
        <span className={`agent-badge agent-badge--${order.status}`}>{STATUS_TEXT[order.status]}</span>
      </div>
      <dl className="agent-facts">
        <dt>Customer</dt>
        <dd>{order.customer.nickname || `Customer ${order.customer.id}`}</dd>
        <dt>Kind</dt>
        <dd>
          {KIND_TEXT[order.kind]}, type {order.type}
        </dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={isoTime(order.created_at)}>{formatDateTime(order.created_at)}</time>
        </dd>
      </dl>
      {order.summary !== '' && <p className="agent-text">{order.summary}</p>}
      {advanceText !== null && (
        <button type="button" aria-describedby={titleId} disabled={!canAdvance} onClick={() => onAdvance(order.id)}>
          {advanceText}
        </button>
      )}
    </li>
  );
}
