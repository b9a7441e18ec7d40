import { useTranslation } from 'react-i18next';
import { WORK_ORDER_STATUSES, type WorkOrderMessage } from '../../../protocol/orders';
import { workOrderTitleKey } from '../workOrderRules';
import '../workOrders.css';

export interface WorkOrderCardProps {
  /** This message's work order, at the status it announced. */
  order: WorkOrderMessage;
  /** The same work order at its latest status in the conversation. */
  latest: WorkOrderMessage;
  /** This is the first message of the work order: the card; later ones are a compact line. */
  first: boolean;
}

/** A 103 message: a work order's card showing the LATEST status as steps (submitted, in review, resolved), or an update line. */
export function WorkOrderCard({ order, latest, first }: WorkOrderCardProps) {
  const { t } = useTranslation();
  if (!first) {
    return (
      <p className="system-line wo-line">
        {t('workOrders.card.update', { orderNo: order.order_no, status: t(`workOrders.card.status.${order.status}`) })}
      </p>
    );
  }
  const reached = WORK_ORDER_STATUSES.indexOf(latest.status);
  return (
    <section
      className="wo-card"
      aria-label={t('workOrders.card.label', { orderNo: latest.order_no })}
      data-status={latest.status}
    >
      <p className="wo-card__title">
        {t(workOrderTitleKey(latest.kind, latest.type))} · <span className="wo-card__no">{latest.order_no}</span>
      </p>
      <p className="wo-card__current">
        {t('workOrders.card.current', { status: t(`workOrders.card.status.${latest.status}`) })}
      </p>
      <ol className="wo-steps">
        {WORK_ORDER_STATUSES.map((status, index) => (
          <li
            key={status}
            className={`wo-steps__step${index <= reached ? ' wo-steps__step--done' : ''}`}
            aria-current={index === reached ? 'step' : undefined}
          >
            {t(`workOrders.card.status.${status}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
