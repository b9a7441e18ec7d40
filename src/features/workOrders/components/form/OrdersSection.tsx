import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../../lib/i18n/errorMessages';
import { isAppealable } from '../../../../protocol/orders';
import { WORK_ORDER_TYPE } from '../../../../protocol/workOrderFiling';
import { toggleWithdrawOrder } from '../../workOrderRules';
import { WithdrawOrderPicker } from '../WithdrawOrderPicker';
import { AmountField, FieldError, TextField, type SectionProps } from './formFields';

/** Appeal (type 1) and withdrawal (7): the withdrawal orders in question (appeals only for violations), the reason, the amount. */
export function OrdersSection(props: SectionProps) {
  const { t } = useTranslation();
  const { form, fields, errors, change, refuse, ids } = props;
  const orders = form.withdrawOrders;
  const appeal = form.type === WORK_ORDER_TYPE.appeal;
  return (
    <>
      {orders.length > 0 ? (
        <WithdrawOrderPicker
          orders={orders}
          selected={fields.withdrawOrderIds}
          legend={t('workOrders.form.orders')}
          errorKey={errors.withdrawOrderIds ?? null}
          isDisabled={appeal ? (order) => !isAppealable(order) && !fields.withdrawOrderIds.includes(order.order_id) : undefined}
          onToggle={(orderId) => {
            const next = toggleWithdrawOrder(fields.withdrawOrderIds, orderId);
            if (next.error) refuse('withdrawOrderIds', errorMessageKey(next.error));
            else change('withdrawOrderIds', next.selected);
          }}
        />
      ) : (
        <FieldError name="withdrawOrderIds" errors={errors} ids={ids} />
      )}
      <TextField {...props} name="reason" label={t('workOrders.form.reason')} required />
      <AmountField {...props} />
    </>
  );
}
