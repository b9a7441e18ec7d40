import { useTranslation } from 'react-i18next';
import { AmountField, TextField, type SectionProps } from './formFields';

/** A payment problem (type 9): the reason and the amount. */
export function PaymentSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField {...props} name="reason" label={t('workOrders.form.reason')} required />
      <AmountField {...props} />
    </>
  );
}
