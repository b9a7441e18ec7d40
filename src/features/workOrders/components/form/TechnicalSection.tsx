import { useTranslation } from 'react-i18next';
import { FieldError, TextField, type SectionProps } from './formFields';

export const BUG_TYPES = ['1', '2', '3', '4', '5'] as const;

/** A technical problem (kind 2): what kind of bug, and what happened. */
export function TechnicalSection(props: SectionProps) {
  const { t } = useTranslation();
  const { fields, errors, change, ids } = props;
  return (
    <>
      <div className="wo-field">
        <label htmlFor={ids.of('bug')}>{t('workOrders.form.bugType')}</label>
        <select
          id={ids.of('bug')}
          className="wo-input"
          value={fields.bugType}
          aria-invalid={errors.bugType ? true : undefined}
          aria-describedby={ids.describedBy('bugType')}
          onChange={(event) => change('bugType', event.target.value)}
        >
          <option value="">{t('workOrders.form.bugTypeChoose')}</option>
          {BUG_TYPES.map((bug) => (
            <option key={bug} value={bug}>
              {t(`workOrders.bugTypes.${bug}`)}
            </option>
          ))}
        </select>
        <FieldError name="bugType" errors={errors} ids={ids} />
      </div>
      <TextField {...props} name="remark" label={t('workOrders.form.remark')} required />
    </>
  );
}
