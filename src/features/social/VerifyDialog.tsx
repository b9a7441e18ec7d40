import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../api/apiError';
import { errorMessageKey } from '../../lib/i18n/errorMessages';
import { ERROR_CODE } from '../../protocol/codes';
import { normaliseVerifyTarget, VERIFY_CODE } from '../../protocol/contact';
import { Dialog } from '../../ui/Dialog';
import { useSendVerifyCodeMutation, useVerifyCodeMutation } from './socialApi';
import '../../ui/forms.css';

type Step = 'target' | 'code' | 'done';

/** Seconds left until `until` (ms), re-rendering once a second until then; 0 when past. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - Math.max(now, until - VERIFY_CODE.resendSeconds * 1000)) / 1000));
}

/**
 * The send-identification-code popup: an email or phone → "Send code" → the 6-digit code. Resend
 * waits out the server's cooldown (a visible countdown); wrong and expired codes say so.
 */
export function VerifyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const targetId = useId();
  const codeId = useId();
  const errorId = useId();
  const [step, setStep] = useState<Step>('target');
  const [target, setTarget] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const secondsLeft = useCountdown(resendAt);
  const [sendCode, sending] = useSendVerifyCodeMutation();
  const [checkCode, checking] = useVerifyCodeMutation();

  const send = async (to: string) => {
    setErrorKey(null);
    const result = await sendCode({ target: to });
    if ('error' in result) {
      const failure = errorCodeOf(result.error);
      setErrorKey(failure === ERROR_CODE.parameterError ? 'verify.invalidTarget' : errorMessageKey(failure));
      if (failure === ERROR_CODE.tooManyRequests) setResendAt(Date.now() + VERIFY_CODE.resendSeconds * 1000);
      return;
    }
    setSentTo(to);
    setCode('');
    setResendAt(Date.now() + result.data.resend_after_seconds * 1000);
    setStep('code');
  };

  const submitTarget = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseVerifyTarget(target);
    if (!normalised) {
      setErrorKey('verify.invalidTarget');
      return;
    }
    void send(normalised);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.trim();
    if (!new RegExp(`^\\d{${VERIFY_CODE.length}}$`).test(digits)) {
      setErrorKey('verify.codeFormat');
      return;
    }
    setErrorKey(null);
    const result = await checkCode({ target: sentTo, code: digits });
    if ('error' in result) {
      setErrorKey(errorMessageKey(errorCodeOf(result.error)));
      return;
    }
    setStep('done');
  };

  const error = errorKey ? (
    <p id={errorId} className="verify__error" role="alert">
      {t(errorKey)}
    </p>
  ) : null;

  return (
    <Dialog title={t('verify.title')} onClose={onClose}>
      {step === 'target' ? (
        <form className="verify" onSubmit={submitTarget} noValidate>
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
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={errorKey ? errorId : undefined}
            onChange={(event) => setTarget(event.target.value)}
          />
          {error}
          <div className="verify__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={sending.isLoading || secondsLeft > 0}>
              {secondsLeft > 0 ? t('verify.resendIn', { count: secondsLeft }) : t('verify.send')}
            </button>
          </div>
        </form>
      ) : null}
      {step === 'code' ? (
        <form className="verify" onSubmit={(event) => void submitCode(event)} noValidate>
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
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={errorKey ? errorId : undefined}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          {error}
          <div className="verify__actions">
            <button
              type="button"
              className="button"
              disabled={secondsLeft > 0 || sending.isLoading}
              onClick={() => void send(sentTo)}
            >
              {secondsLeft > 0 ? t('verify.resendIn', { count: secondsLeft }) : t('verify.resend')}
            </button>
            <button type="submit" className="button button--primary" disabled={checking.isLoading}>
              {t('verify.confirm')}
            </button>
          </div>
          <button type="button" className="verify__change" onClick={() => setStep('target')}>
            {t('verify.changeTarget')}
          </button>
        </form>
      ) : null}
      {step === 'done' ? (
        <div className="verify">
          <p role="status">{t('verify.done', { target: sentTo })}</p>
          <div className="verify__actions">
            {/* The form that had the focus is gone: it moves to the one way on, inside the dialog. */}
            <button type="button" className="button button--primary" onClick={onClose} autoFocus>
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
