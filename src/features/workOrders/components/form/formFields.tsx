import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../protocol/codes';
import type { OpenForm } from '../../workOrdersSlice';
import type { FieldErrors, FieldName, WorkOrderFields } from '../../workOrderRules';
import '../../../../ui/forms.css';

/** What a form section gets: the form, its fields and errors, and how to change them. */
export interface SectionProps {
  form: OpenForm;
  fields: WorkOrderFields;
  errors: FieldErrors;
  change: <K extends keyof WorkOrderFields>(name: K, value: WorkOrderFields[K]) => void;
  /** Shows a translation key as the field's error without changing the field. */
  refuse: (name: FieldName, key: string) => void;
  /** Clears a field's error without changing the field. */
  clear: (name: FieldName) => void;
  ids: FieldIds;
}

export interface FieldIds {
  /** The id of a control, e.g. `of('reason')`. */
  of: (name: string) => string;
  /** aria-describedby for a field: its hint, and its error while it has one. */
  describedBy: (name: FieldName, hint?: string) => string | undefined;
}

export function useFieldIds(errors: FieldErrors): FieldIds {
  const id = useId();
  return {
    of: (name) => `${id}-${name}`,
    describedBy: (name, hint) =>
      [hint, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined,
  };
}

/** A field's error, announced as it appears and tied to the field by aria-describedby. */
export function FieldError({ name, errors, ids }: { name: FieldName; errors: FieldErrors; ids: FieldIds }) {
  const { t } = useTranslation();
  const key = errors[name];
  return key ? (
    <p id={`${ids.of(name)}-error`} className="form-error" role="alert">
      {t(key)}
    </p>
  ) : null;
}

/** The free text of a work order: the reason (appeal, withdrawal, payment, top-up) or the remark (technical). */
export function TextField({
  name,
  label,
  required,
  fields,
  errors,
  change,
  ids,
}: SectionProps & { name: 'reason' | 'remark'; label: string; required: boolean }) {
  return (
    <div className="wo-field">
      <label htmlFor={ids.of('text')}>{label}</label>
      <textarea
        id={ids.of('text')}
        className="wo-input wo-input--area"
        rows={3}
        required={required}
        maxLength={LIMITS.maxTextChars}
        value={fields[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={ids.describedBy(name)}
        onChange={(event) => change(name, event.target.value)}
      />
      <FieldError name={name} errors={errors} ids={ids} />
    </div>
  );
}

interface InputFieldProps {
  /** The field's control id (`ids.of(control)`). */
  control: string;
  name: FieldName;
  label: string;
  value: string;
  inputMode: 'text' | 'decimal';
  errors: FieldErrors;
  ids: FieldIds;
  /** A line under the input, tied to it by aria-describedby. */
  hint?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A one-line input with its label, optional hint and error. */
export function InputField({
  control,
  name,
  label,
  value,
  inputMode,
  errors,
  ids,
  hint,
  onChange,
  onBlur,
}: InputFieldProps) {
  const hintId = hint === undefined ? undefined : ids.of(`${control}-hint`);
  return (
    <div className="wo-field">
      <label htmlFor={ids.of(control)}>{label}</label>
      <input
        id={ids.of(control)}
        className="wo-input"
        autoComplete="off"
        inputMode={inputMode}
        value={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={ids.describedBy(name, hintId)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hintId && (
        <p id={hintId} className="wo-hint">
          {hint}
        </p>
      )}
      <FieldError name={name} errors={errors} ids={ids} />
    </div>
  );
}

/** The amount in question (optional; a decimal). */
export function AmountField({ fields, errors, change, ids }: SectionProps) {
  const { t } = useTranslation();
  return (
    <InputField
      control="amount"
      name="appealAmount"
      label={t('workOrders.form.amount')}
      value={fields.appealAmount}
      inputMode="decimal"
      errors={errors}
      ids={ids}
      onChange={(value) => change('appealAmount', value)}
    />
  );
}
