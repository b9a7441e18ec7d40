import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFY_CODE } from '../../../protocol/contact';
import { FieldError, fieldErrorAria, type FieldErrorState } from './FieldError';

export interface CodeStepProps {
  sentTo: string;
  code: string;
  error: FieldErrorState;
  sending: boolean;
  checking: boolean;
  /** Seconds until a code may be sent again; 0: now. */
  secondsLeft: number;
  onType: (text: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onChangeTarget: () => void;
}

/** The second step: the code that was sent, a resend after the cooldown, or another target. */
export function CodeStep(props: CodeStepProps) {
  const { sentTo, code, error, sending, checking, secondsLeft } = props;
  const { t } = useTranslation();
  const codeId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="verify" onSubmit={submit} noValidate>
      <p className="verify__hint" role="status">
        {t('verify.sent', { target: sentTo })}
      </p>
      <label htmlFor={codeId} className="verify__label">
        {t('verify.codeLabel')}
      </label>
      <input
        id={codeId}
        className="text-input verify__input verify__input--code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={VERIFY_CODE.length}
        value={code}
        {...fieldErrorAria(error)}
        onChange={(event) => props.onType(event.target.value)}
      />
      <FieldError {...error} />
      <div className="verify__actions">
        <button type="button" className="button" disabled={secondsLeft > 0 || sending} onClick={props.onResend}>
          {secondsLeft > 0 ? t('verify.resendIn', { count: secondsLeft }) : t('verify.resend')}
        </button>
        <button type="submit" className="button button--primary" disabled={checking}>
          {t('verify.confirm')}
        </button>
      </div>
      <button type="button" className="verify__change" onClick={props.onChangeTarget}>
        {t('verify.changeTarget')}
      </button>
    </form>
  );
}
