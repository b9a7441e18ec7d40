import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../../api/apiError';
import { errorMessageKey } from '../../../../lib/i18n/errorMessages';
import { ERROR_CODE } from '../../../../protocol/codes';
import type { WithdrawOrder } from '../../../../protocol/orders';
import { workOrdersApi } from '../../workOrdersApi';
import { FieldError, type SectionProps } from './formFields';

/**
 * A withdrawal order typed by its number (types 1 and 7). The server decides (work_order_pre/update
 * with check, docs/protocol.md): a bad number shows its §8 message here, a good one is handed to `onFound`.
 */
export function TypedOrderField({
  form,
  fields,
  errors,
  ids,
  refuse,
  clear,
  onFound,
}: SectionProps & { onFound: (order: WithdrawOrder) => void }) {
  const { t } = useTranslation();
  const [checkOrder, checking] = workOrdersApi.useWorkOrderDraftMutation();
  const [value, setValue] = useState('');
  const [added, setAdded] = useState<string | null>(null);

  const add = async () => {
    setAdded(null);
    if (value.trim() === '') {
      refuse('withdrawOrderNo', 'workOrders.errors.orderNoRequired');
      return;
    }
    let order: WithdrawOrder | undefined;
    try {
      order = (
        await checkOrder({
          kind: form.kind,
          type: form.type,
          check: true,
          draft: { ...fields, withdrawOrderNo: value },
        }).unwrap()
      ).withdraw_order;
    } catch (error) {
      refuse('withdrawOrderNo', errorMessageKey(errorCodeOf(error)));
      return;
    }
    if (!order) {
      refuse('withdrawOrderNo', errorMessageKey(ERROR_CODE.withdrawalOrderInvalid));
      return;
    }
    onFound(order);
    setAdded(order.order_no);
    setValue('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds this order; it does not submit the whole form.
    event.preventDefault();
    void add();
  };

  const hintId = ids.of('typed-order-hint');
  return (
    <div className="wo-field">
      <label htmlFor={ids.of('typed-order')}>{t('workOrders.typedOrder.label')}</label>
      <div className="wo-typed">
        <input
          id={ids.of('typed-order')}
          className="wo-input"
          autoComplete="off"
          value={value}
          aria-invalid={errors.withdrawOrderNo ? true : undefined}
          aria-describedby={ids.describedBy('withdrawOrderNo', hintId)}
          onChange={(event) => {
            setValue(event.target.value);
            clear('withdrawOrderNo');
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button" disabled={checking.isLoading} onClick={() => void add()}>
          {t('workOrders.typedOrder.add')}
        </button>
      </div>
      <p id={hintId} className="wo-hint" role="status">
        {added ? t('workOrders.typedOrder.added', { orderNo: added }) : t('workOrders.typedOrder.hint')}
      </p>
      <FieldError name="withdrawOrderNo" errors={errors} ids={ids} />
    </div>
  );
}
