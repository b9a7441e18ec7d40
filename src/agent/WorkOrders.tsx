import { useId, useMemo, useState } from 'react';
import type { Customer, WorkOrder, WorkOrderStatus } from './frames';
import { formatDateTime, isoTime } from './formatTime';
import { customerName } from './names';
import { LatestReplay } from './recordings/CustomerRecordings';
import { WORK_ORDER_STATUS_TEXT, workOrderLabel, workOrdersOf } from './orderLabels';

/** The button that moves an order one step on; a resolved order has none. */
const ADVANCE_TEXT: Record<WorkOrderStatus, string | null> = {
  submitted: 'Advance to in review',
  in_review: 'Mark resolved',
  resolved: null,
};

interface WorkOrdersProps {
  workOrders: readonly WorkOrder[];
  /** The customer of the session on screen: their work orders are shown unless the agent asks for all. */
  customer: Customer | null;
  canAdvance: boolean;
  onAdvance: (workOrderId: string) => void;
}

export function WorkOrders({ workOrders, customer, canAdvance, onAdvance }: WorkOrdersProps) {
  const [showAll, setShowAll] = useState(false);
  const onlyFor = customer !== null && !showAll ? customer.id : null;
  const shown = useMemo(() => workOrdersOf(workOrders, onlyFor), [workOrders, onlyFor]);
  return (
    <section className="agent-panel" aria-labelledby="work-orders-title">
      <h2 id="work-orders-title">Work orders ({shown.length})</h2>
      {customer !== null && (
        <>
          <label className="agent-check">
            <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.currentTarget.checked)} />
            Show all customers
          </label>
          {!showAll && <p className="agent-muted">{customerName(customer)}’s work orders only.</p>}
        </>
      )}
      {shown.length === 0 ? (
        <p className="agent-muted">No work orders.</p>
      ) : (
        <ul className="agent-list">
          {shown.map((order) => (
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
        <span className={`agent-badge agent-badge--${order.status}`}>{WORK_ORDER_STATUS_TEXT[order.status]}</span>
      </div>
      <dl className="agent-facts">
        <dt>Customer</dt>
        <dd>{customerName(order.customer)}</dd>
        <dt>Kind</dt>
        <dd>{workOrderLabel(order)}</dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={isoTime(order.created_at)}>{formatDateTime(order.created_at)}</time>
        </dd>
      </dl>
      {order.summary !== '' && <p className="agent-text">{order.summary}</p>}
      <LatestReplay customerId={order.customer.id} describedBy={titleId} />
      {advanceText !== null && (
        <button type="button" aria-describedby={titleId} disabled={!canAdvance} onClick={() => onAdvance(order.id)}>
          {advanceText}
        </button>
      )}
    </li>
  );
}
