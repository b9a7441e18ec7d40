import { useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../api/apiError';
import { normaliseVerifyTarget } from '../../../protocol/contact';
import { Dialog } from '../../../ui/Dialog';
import { useSendVerifyCodeMutation, useVerifyCodeMutation } from '../socialApi';
import { CodeStep } from './CodeStep';
import { DoneStep } from './DoneStep';
import { TargetStep } from './TargetStep';
import { useCountdown } from './useCountdown';
import { initialVerifyState, isVerifyCodeFormat, verifyWizard } from './verifyWizard';
import '../../../ui/forms.css';

/**
 * The send-identification-code popup: an email or phone → "Send code" → the 6-digit code. Resend
 * waits out the server's cooldown (a visible countdown); wrong and expired codes say so. Its steps
 * follow verifyWizard.ts.
 */
export function VerifyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorId = useId();
  const [state, dispatch] = useReducer(verifyWizard, initialVerifyState);
  const secondsLeft = useCountdown(state.resendAt);
  const [sendCode, sending] = useSendVerifyCodeMutation();
  const [checkCode, checking] = useVerifyCodeMutation();
  const error = { id: errorId, messageKey: state.errorKey };

  const send = async (to: string) => {
    dispatch({ type: 'sendRequested' });
    const result = await sendCode({ target: to });
    if ('error' in result) dispatch({ type: 'sendFailed', code: errorCodeOf(result.error), at: Date.now() });
    else dispatch({ type: 'codeSent', to, resendAfterSeconds: result.data.resend_after_seconds, at: Date.now() });
  };

  const submitTarget = () => {
    const normalised = normaliseVerifyTarget(state.target);
    if (normalised) void send(normalised);
    else dispatch({ type: 'targetRefused' });
  };

  const submitCode = async () => {
    if (!isVerifyCodeFormat(state.code)) {
      dispatch({ type: 'codeRefused' });
      return;
    }
    dispatch({ type: 'checkRequested' });
    const result = await checkCode({ target: state.sentTo, code: state.code.trim() });
    if ('error' in result) dispatch({ type: 'checkFailed', code: errorCodeOf(result.error) });
    else dispatch({ type: 'verified' });
  };

  return (
    <Dialog title={t('verify.title')} onClose={onClose}>
      {state.step === 'target' ? (
        <TargetStep
          target={state.target}
          error={error}
          sending={sending.isLoading}
          secondsLeft={secondsLeft}
          onType={(text) => dispatch({ type: 'targetTyped', text })}
          onSubmit={submitTarget}
          onCancel={onClose}
        />
      ) : null}
      {state.step === 'code' ? (
        <CodeStep
          sentTo={state.sentTo}
          code={state.code}
          error={error}
          sending={sending.isLoading}
          checking={checking.isLoading}
          secondsLeft={secondsLeft}
          onType={(text) => dispatch({ type: 'codeTyped', text })}
          onSubmit={() => void submitCode()}
          onResend={() => void send(state.sentTo)}
          onChangeTarget={() => dispatch({ type: 'changeTargetChosen' })}
        />
      ) : null}
      {state.step === 'done' ? <DoneStep sentTo={state.sentTo} onClose={onClose} /> : null}
    </Dialog>
  );
}
