import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AiQuestions } from './AiQuestions';
import type { ReceptionContext } from './frames';
import { formatDateTime, isoTime } from './formatTime';

interface HandoffSummaryProps {
  handoff: ReceptionContext['handoff'];
  /** To name the picked orders by their numbers. */
  withdrawalOrders: ReceptionContext['withdrawal_orders'];
}

const listOrNone = (items: readonly string[], t: TFunction) =>
  items.length === 0 ? t('handoff.none') : items.join(', ');

/** What the AI conversation came to before the customer asked for a human. */
export function HandoffSummary({ handoff, withdrawalOrders }: HandoffSummaryProps) {
  const { t, i18n } = useTranslation();
  const orderNumbers = handoff.orders.map(
    (orderId) => withdrawalOrders.find((order) => order.order_id === orderId)?.order_no ?? orderId,
  );
  return (
    <div className="agent-handoff">
      <h3>{t('handoff.title')}</h3>
      <dl className="agent-facts">
        <dt>{t('handoff.reason')}</dt>
        <dd className="agent-text">{handoff.reason || t('handoff.notGiven')}</dd>
        <dt>{t('handoff.replyCodes')}</dt>
        <dd>{listOrNone(handoff.reply_codes, t)}</dd>
        <dt>{t('handoff.ordersPicked')}</dt>
        <dd>{listOrNone(orderNumbers, t)}</dd>
        <dt>{t('handoff.filesSent')}</dt>
        <dd>{handoff.files}</dd>
        <dt>{t('handoff.askedForHuman')}</dt>
        <dd>
          <time dateTime={isoTime(handoff.since)}>{formatDateTime(handoff.since, i18n.language)}</time>
        </dd>
      </dl>
      <AiQuestions questions={handoff.questions} />
    </div>
  );
}
