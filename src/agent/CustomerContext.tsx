import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AiHistory } from './AiHistory';
import type { Customer, ReceptionContext, WorkOrder } from './frames';
import { formatMoney } from '../protocol/money';
import { formatDateTime, isoTime } from './formatTime';
import { HandoffSummary } from './HandoffSummary';
import { CustomerRecordings } from './recordings/CustomerRecordings';
import { withdrawStatusText, WORK_ORDER_STATUS_KEYS, workOrderLabel, workOrdersOf } from './orderLabels';

interface CustomerContextProps {
  customer: Customer;
  customerName: string;
  /** Null from a sandbox that sends none. */
  context: ReceptionContext | null;
  /** Every work order the console knows: the customer's are picked live from them. */
  workOrders: readonly WorkOrder[] | null;
}

/** Who the customer of the session on screen is and what happened before the handover. */
export function CustomerContext({ customer, customerName, context, workOrders }: CustomerContextProps) {
  const { t, i18n } = useTranslation();
  const tag = i18n.language;
  const theirWorkOrders = useMemo(() => workOrdersOf(workOrders ?? [], customer.id), [workOrders, customer.id]);
  return (
    <section className="agent-panel agent-context" aria-labelledby="customer-context-title">
      <h2 id="customer-context-title">{t('context.title', { name: customerName })}</h2>
      {context !== null && (
        <>
          <dl className="agent-facts">
            <dt>{t('context.locale')}</dt>
            <dd>{context.customer.locale || t('context.notKnown')}</dd>
            <dt>{t('context.timeZone')}</dt>
            <dd>{context.customer.time_zone || t('context.notKnown')}</dd>
            <dt>{t('context.product')}</dt>
            <dd>
              {context.customer.product.name
                ? `${context.customer.product.name} (${context.customer.product.id})`
                : context.customer.product.id}
            </dd>
          </dl>
          <HandoffSummary handoff={context.handoff} withdrawalOrders={context.withdrawal_orders} />
          <AiHistory messages={context.ai_history} customerId={customer.id} customerName={customerName} />
          <h3>{t('context.withdrawalOrders', { total: context.withdrawal_orders.length })}</h3>
          {context.withdrawal_orders.length === 0 ? (
            <p className="agent-muted">{t('context.noWithdrawalOrders')}</p>
          ) : (
            <ul className="agent-list">
              {context.withdrawal_orders.map((order) => (
                <li key={order.order_id} className="agent-row">
                  <span>{order.order_no}</span>
                  <span>{formatMoney(order.amount, order.currency, tag)}</span>
                  <time dateTime={isoTime(order.created_at)}>{formatDateTime(order.created_at, tag)}</time>
                  <span className={`agent-badge agent-badge--${order.status}`}>{withdrawStatusText(order, t)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <h3>{t('context.workOrders', { total: theirWorkOrders.length })}</h3>
      {theirWorkOrders.length === 0 ? (
        <p className="agent-muted">{t('context.noWorkOrders')}</p>
      ) : (
        <ul className="agent-list">
          {theirWorkOrders.map((order) => (
            <li key={order.id} className="agent-row">
              <span>{order.order_no}</span>
              <span>{workOrderLabel(order, t)}</span>
              <span className={`agent-badge agent-badge--${order.status}`}>
                {t(WORK_ORDER_STATUS_KEYS[order.status])}
              </span>
            </li>
          ))}
        </ul>
      )}
      <CustomerRecordings customerId={customer.id} />
    </section>
  );
}
