import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../lib/store/hooks';
import { AI_REPLY_CODE, WORK_ORDER_KIND } from '../../../protocol/codes';
import type { AiReply } from '../../../protocol/entities';
import { QUESTION_TYPE_TO_WORK_ORDER_TYPE, WORK_ORDER_TYPE } from '../../../protocol/workOrderFiling';
import { errorMessageKey } from '../../../lib/i18n/errorMessages';
import { withdrawOrderToggled, workOrderFormOpened } from '../workOrderActions';
import { selectPick } from '../workOrderSelectors';
import { WithdrawOrderPicker } from './WithdrawOrderPicker';

const FORM_BUTTON: Readonly<Record<number, string>> = {
  [WORK_ORDER_TYPE.appeal]: 'workOrders.open.appeal',
  [WORK_ORDER_TYPE.withdrawal]: 'workOrders.open.withdrawal',
  [WORK_ORDER_TYPE.topUp]: 'workOrders.open.topUp',
  [WORK_ORDER_TYPE.payment]: 'workOrders.open.payment',
};

/**
 * Under an AI reply: TO_CREATE_WORK_ORDER opens the matching form (and, for 21 and 23, shows the
 * withdrawal order picker inline); CREATE_TECHNICAL_ORDER opens the technical form.
 */
export interface WorkOrderReplyActionsProps {
  reply: AiReply;
  /** The AI reply's message id: its picker's selection is kept under it. */
  pickerId: string;
  /** Sends the picked orders to the AI (the chat's one way to ask it). */
  askAi: (intent: { query: string; withdrawOrderIds: readonly string[] }) => void;
  /** False once anything came after the reply (the orders were sent, or a newer reply): read-only. */
  live: boolean;
}

export function WorkOrderReplyActions({ reply, pickerId, askAi, live }: WorkOrderReplyActionsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pick = useSelector((state: Parameters<typeof selectPick>[0]) => selectPick(state, pickerId));
  const selected = pick?.selected ?? [];

  if (reply.reply_code === AI_REPLY_CODE.createTechnicalOrder) {
    return (
      <div className="wo-actions">
        <button
          type="button"
          className="button button--primary wo-actions__open"
          onClick={() => dispatch(workOrderFormOpened({ kind: WORK_ORDER_KIND.technical, type: 1 }))}
        >
          {t('workOrders.open.technical')}
        </button>
      </div>
    );
  }
  const data = reply.data;
  const type =
    data.work_order_type ??
    (data.question_type !== undefined ? QUESTION_TYPE_TO_WORK_ORDER_TYPE[data.question_type] : undefined);
  if (type === undefined || !FORM_BUTTON[type]) return null;
  const orders = data.withdraw_orders ?? [];
  const startWith = data.order_ids && data.order_ids.length > 0 ? data.order_ids : selected;
  // The sent message says which orders, by number: in the chat, in its history and to an agent.
  const send = () => {
    const numbers = selected.map((orderId) => orders.find((order) => order.order_id === orderId)?.order_no ?? orderId);
    if (selected.length > 0)
      askAi({ query: t('workOrders.picker.sent', { orders: numbers.join(', ') }), withdrawOrderIds: selected });
  };
  return (
    <div className="wo-actions">
      {orders.length > 0 && (!data.order_ids || data.order_ids.length === 0) && (
        <>
          <WithdrawOrderPicker
            orders={orders}
            selected={selected}
            legend={t('workOrders.picker.legend')}
            errorKey={pick?.error ? errorMessageKey(pick.error) : null}
            onToggle={(orderId) => dispatch(withdrawOrderToggled({ pickerId, orderId }))}
            readOnly={!live}
          />
          {live && (
            <button type="button" className="button wo-actions__send" disabled={selected.length === 0} onClick={send}>
              {t('workOrders.picker.send', { count: selected.length })}
            </button>
          )}
        </>
      )}
      <button
        type="button"
        className="button button--primary wo-actions__open"
        onClick={() =>
          dispatch(
            workOrderFormOpened({ kind: WORK_ORDER_KIND.appeal, type, orderIds: startWith, withdrawOrders: orders }),
          )
        }
      >
        {t(FORM_BUTTON[type])}
      </button>
    </div>
  );
}
