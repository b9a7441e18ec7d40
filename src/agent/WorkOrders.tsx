import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, WorkOrder, WorkOrderStatus } from './frames';
import { formatDateTime, isoTime } from './formatTime';
import { customerName } from './names';
import { LatestReplay } from './recordings/CustomerRecordings';
import { WORK_ORDER_STATUS_KEYS, workOrderLabel, workOrdersOf } from './orderLabels';

/** The button that moves an order one step on; a resolved order has none. */
const ADVANCE_KEYS: Record<WorkOrderStatus, string | null> = {
  submitted: 'orders.advance.submitted',
  in_review: 'orders.advance.in_review',
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
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const onlyFor = customer !== null && !showAll ? customer.id : null;
  const shown = useMemo(() => workOrdersOf(workOrders, onlyFor), [workOrders, onlyFor]);
  return (
    <section className="agent-panel" aria-labelledby="work-orders-title">
      <h2 id="work-orders-title">{t('orders.title', { total: shown.length })}</h2>
      {customer !== null && (
        <>
          <label className="agent-check">
            <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.currentTarget.checked)} />
            {t('orders.showAll')}
          </label>
          {!showAll && <p className="agent-muted">{t('orders.onlyOf', { name: customerName(customer, t) })}</p>}
        </>
      )}
      {shown.length === 0 ? (
        <p className="agent-muted">{t('orders.none')}</p>
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
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const advanceKey = ADVANCE_KEYS[order.status];
  return (
    <li className="agent-card">
      <div className="agent-card__head">
        <h3 id={titleId}>{order.order_no}</h3>
        <span className={`agent-badge agent-badge--${order.status}`}>{t(WORK_ORDER_STATUS_KEYS[order.status])}</span>
      </div>
      <dl className="agent-facts">
        <dt>{t('orders.customer')}</dt>
        <dd>{customerName(order.customer, t)}</dd>
        <dt>{t('orders.kind')}</dt>
        <dd>{workOrderLabel(order, t)}</dd>
        <dt>{t('orders.created')}</dt>
        <dd>
          <time dateTime={isoTime(order.created_at)}>{formatDateTime(order.created_at, i18n.language)}</time>
        </dd>
      </dl>
      {order.summary !== '' && <p className="agent-text">{order.summary}</p>}
      <LatestReplay customerId={order.customer.id} describedBy={titleId} />
      {advanceKey !== null && (
        <button type="button" aria-describedby={titleId} disabled={!canAdvance} onClick={() => onAdvance(order.id)}>
          {t(advanceKey)}
        </button>
      )}
    </li>
  );
}
