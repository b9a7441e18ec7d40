import { useTranslation } from 'react-i18next';

/** A step's field error: the translation key of its message (null when the field is fine), and its element's id. */
export interface FieldErrorState {
  id: string;
  messageKey: string | null;
}

/** What the field says of its error to assistive technology. */
export const fieldErrorAria = ({ id, messageKey }: FieldErrorState) => ({
  'aria-invalid': messageKey ? true : undefined,
  'aria-describedby': messageKey ? id : undefined,
});

export function FieldError({ id, messageKey }: FieldErrorState) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p id={id} className="verify__error" role="alert">
      {t(messageKey)}
    </p>
  );
}
