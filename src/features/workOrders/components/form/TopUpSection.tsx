import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../../api/apiError';
import { errorMessageKey } from '../../../../lib/i18n/errorMessages';
import { checkTopUpOrderNo } from '../../workOrderRules';
import { workOrdersApi } from '../../workOrdersApi';
import { InputField, TextField, type SectionProps } from './formFields';

/**
 * A top-up problem (type 8): the order number, checked by the server when the field is left (spec §8
 * answers, shown at the field; a failed check saves nothing), and an optional reason.
 */
export function TopUpSection(props: SectionProps) {
  const { t } = useTranslation();
  const { form, fields, errors, change, refuse, ids } = props;
  const [checkOrder] = workOrdersApi.useWorkOrderDraftMutation();
  const [checked, setChecked] = useState<string | null>(null);
  const orderNo = fields.payOrderSn;

  const check = async () => {
    const local = checkTopUpOrderNo(orderNo);
    if (local === 'required') return;
    if (local !== null) {
      refuse('payOrderSn', errorMessageKey(local));
      return;
    }
    try {
      await checkOrder({
        kind: form.kind,
        type: form.type,
        check: true,
        draft: { ...fields, payOrderSn: orderNo },
      }).unwrap();
      setChecked(orderNo);
    } catch (error) {
      refuse('payOrderSn', errorMessageKey(errorCodeOf(error)));
    }
  };

  return (
    <>
      <InputField
        control="order"
        name="payOrderSn"
        label={t('workOrders.form.orderNo')}
        value={orderNo}
        inputMode="text"
        errors={errors}
        ids={ids}
        hint={
          checked === orderNo && !errors.payOrderSn ? t('workOrders.form.orderNoOk') : t('workOrders.form.orderNoHint')
        }
        onChange={(value) => {
          setChecked(null);
          change('payOrderSn', value);
        }}
        onBlur={() => void check()}
      />
      <TextField {...props} name="reason" label={t('workOrders.form.reasonOptional')} required={false} />
    </>
  );
}
