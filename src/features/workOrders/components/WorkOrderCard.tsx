import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { WORK_ORDER_STATUSES, type WorkOrderMessage } from '../../../protocol/orders';
import { workOrderTitleKey } from '../workOrderRules';
import { selectWorkOrderCards } from '../workOrderSelectors';
import '../workOrders.css';

/**
 * A 103 message: the first of a work order's id is its card, showing the LATEST status as steps
 * (submitted, in review, resolved); later ones of the same id are a compact line.
 */
export default function WorkOrderCard({ order, messageId }: { order: WorkOrderMessage; messageId: string }) {
  const { t } = useTranslation();
  const card = useAppSelector((state) => selectWorkOrderCards(state).get(order.id));
  const latest = card?.latest ?? order;
  if (card && card.firstMessageId !== messageId) {
    return (
      <p className="system-line wo-line">
        {t('workOrders.card.update', { orderNo: order.order_no, status: t(`workOrders.card.status.${order.status}`) })}
      </p>
    );
  }
  const reached = WORK_ORDER_STATUSES.indexOf(latest.status);
  return (
    <section className="wo-card" aria-label={t('workOrders.card.label', { orderNo: latest.order_no })} data-status={latest.status}>
      <p className="wo-card__title">
        {t(workOrderTitleKey(latest.kind, latest.type))} · <span className="wo-card__no">{latest.order_no}</span>
      </p>
      <p className="wo-card__current">{t('workOrders.card.current', { status: t(`workOrders.card.status.${latest.status}`) })}</p>
      <ol className="wo-steps">
        {WORK_ORDER_STATUSES.map((status, index) => (
          <li key={status} className={`wo-steps__step${index <= reached ? ' wo-steps__step--done' : ''}`} aria-current={index === reached ? 'step' : undefined}>
            {t(`workOrders.card.status.${status}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
