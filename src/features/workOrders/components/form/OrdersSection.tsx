import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../lib/i18n/errorMessages';
import type { WithdrawOrder } from '../../../../protocol/orders';
import { isAppealable, WORK_ORDER_TYPE } from '../../../../protocol/workOrderFiling';
import { toggleWithdrawOrder } from '../../workOrderRules';
import { WithdrawOrderPicker } from '../WithdrawOrderPicker';
import { AmountField, FieldError, TextField, type SectionProps } from './formFields';
import { TypedOrderField } from './TypedOrderField';

/** Appeal (type 1) and withdrawal (7): the withdrawal orders in question (appeals only for violations), the reason, the amount. */
export function OrdersSection(props: SectionProps) {
  const { t } = useTranslation();
  const { form, fields, errors, change, refuse, ids } = props;
  // Orders found by their typed number that the AI's list did not hold.
  const [typed, setTyped] = useState<readonly WithdrawOrder[]>([]);
  const orders = [...form.withdrawOrders, ...typed];
  const appeal = form.type === WORK_ORDER_TYPE.appeal;
  const toggle = (orderId: string) => {
    const next = toggleWithdrawOrder(fields.withdrawOrderIds, orderId);
    if (next.error) refuse('withdrawOrderIds', errorMessageKey(next.error));
    else change('withdrawOrderIds', next.selected);
  };
  const found = (order: WithdrawOrder) => {
    if (!orders.some((known) => known.order_id === order.order_id)) setTyped((old) => [...old, order]);
    if (!fields.withdrawOrderIds.includes(order.order_id)) toggle(order.order_id);
  };
  return (
    <>
      {orders.length > 0 ? (
        <WithdrawOrderPicker
          orders={orders}
          selected={fields.withdrawOrderIds}
          legend={t('workOrders.form.orders')}
          errorKey={errors.withdrawOrderIds ?? null}
          isDisabled={
            appeal ? (order) => !isAppealable(order) && !fields.withdrawOrderIds.includes(order.order_id) : undefined
          }
          onToggle={toggle}
        />
      ) : (
        <FieldError name="withdrawOrderIds" errors={errors} ids={ids} />
      )}
      <TypedOrderField {...props} onFound={found} />
      <TextField {...props} name="reason" label={t('workOrders.form.reason')} required />
      <AmountField {...props} />
    </>
  );
}
