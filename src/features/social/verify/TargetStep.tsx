import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, fieldErrorAria, type FieldErrorState } from './FieldError';

export interface TargetStepProps {
  target: string;
  error: FieldErrorState;
  sending: boolean;
  /** Seconds until a code may be sent again (after tooManyRequests); 0: now. */
  secondsLeft: number;
  onType: (text: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The first step: the email or phone the code goes to. */
export function TargetStep({ target, error, sending, secondsLeft, onType, onSubmit, onCancel }: TargetStepProps) {
  const { t } = useTranslation();
  const targetId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="verify" onSubmit={submit} noValidate>
      <label htmlFor={targetId} className="verify__label">
        {t('verify.targetLabel')}
      </label>
      <p className="verify__hint">{t('verify.targetHint')}</p>
      <input
        id={targetId}
        className="text-input verify__input"
        type="text"
        inputMode="email"
        autoComplete="email"
        value={target}
        maxLength={320}
        {...fieldErrorAria(error)}
        onChange={(event) => onType(event.target.value)}
      />
      <FieldError {...error} />
      <div className="verify__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={sending || secondsLeft > 0}>
          {secondsLeft > 0 ? t('verify.resendIn', { count: secondsLeft }) : t('verify.send')}
        </button>
      </div>
    </form>
  );
}
