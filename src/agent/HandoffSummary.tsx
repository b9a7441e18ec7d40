import { AiQuestions } from './AiQuestions';
import type { ReceptionContext } from './frames';
import { formatDateTime, isoTime } from './formatTime';

interface HandoffSummaryProps {
  handoff: ReceptionContext['handoff'];
  /** To name the picked orders by their numbers. */
  withdrawalOrders: ReceptionContext['withdrawal_orders'];
}

const listOrNone = (items: readonly string[]) => (items.length === 0 ? 'None' : items.join(', '));

/** What the AI conversation came to before the customer asked for a human. */
export function HandoffSummary({ handoff, withdrawalOrders }: HandoffSummaryProps) {
  const orderNumbers = handoff.orders.map(
    (orderId) => withdrawalOrders.find((order) => order.order_id === orderId)?.order_no ?? orderId,
  );
  return (
    <div className="agent-handoff">
      <h3>Handoff summary</h3>
      <dl className="agent-facts">
        <dt>Reason</dt>
        <dd className="agent-text">{handoff.reason || 'Not given'}</dd>
        <dt>Reply codes</dt>
        <dd>{listOrNone(handoff.reply_codes)}</dd>
        <dt>Orders picked</dt>
        <dd>{listOrNone(orderNumbers)}</dd>
        <dt>Files sent</dt>
        <dd>{handoff.files}</dd>
        <dt>Asked for a human</dt>
        <dd>
          <time dateTime={isoTime(handoff.since)}>{formatDateTime(handoff.since)}</time>
        </dd>
      </dl>
      <AiQuestions questions={handoff.questions} />
    </div>
  );
}
