import { errorMessageKey } from '../../../lib/i18n/errorMessages';
import { ERROR_CODE } from '../../../protocol/codes';
import { VERIFY_CODE } from '../../../protocol/contact';

/** The popup's steps: where the code goes, the code, and the confirmation. */
export type VerifyStep = 'target' | 'code' | 'done';

export interface VerifyState {
  step: VerifyStep;
  /** The email or phone as typed. */
  target: string;
  /** Where the last code went, normalised. */
  sentTo: string;
  /** The code as typed, digits only. */
  code: string;
  /** The translation key of what is wrong with the step's field, shown under it. */
  errorKey: string | null;
  /** When a code may be sent again, in ms; the send buttons count down to it. */
  resendAt: number;
}

export const initialVerifyState: VerifyState = {
  step: 'target',
  target: '',
  sentTo: '',
  code: '',
  errorKey: null,
  resendAt: 0,
};

export type VerifyEvent =
  | { type: 'targetTyped'; text: string }
  /** The typed target is neither an email nor a phone number: nothing was sent. */
  | { type: 'targetRefused' }
  | { type: 'sendRequested' }
  /** `at`: when the answer came, in ms. */
  | { type: 'sendFailed'; code: number; at: number }
  | { type: 'codeSent'; to: string; resendAfterSeconds: number; at: number }
  | { type: 'codeTyped'; text: string }
  /** The typed code is not VERIFY_CODE.length digits: nothing was checked. */
  | { type: 'codeRefused' }
  | { type: 'checkRequested' }
  | { type: 'checkFailed'; code: number }
  | { type: 'verified' }
  | { type: 'changeTargetChosen' };

/** Whether the typed code has the form of one, worth asking the server about. */
export function isVerifyCodeFormat(text: string): boolean {
  return new RegExp(`^\\d{${VERIFY_CODE.length}}$`).test(text.trim());
}

/** A refused send: the server's parameterError means the target, and tooManyRequests waits out the cooldown. */
function sendFailed(state: VerifyState, code: number, at: number): VerifyState {
  const errorKey = code === ERROR_CODE.parameterError ? 'verify.invalidTarget' : errorMessageKey(code);
  const resendAt = code === ERROR_CODE.tooManyRequests ? at + VERIFY_CODE.resendSeconds * 1000 : state.resendAt;
  return { ...state, errorKey, resendAt };
}

/** The send-identification-code popup as a wizard (VerifyDialog.tsx): pure, one event at a time. */
export function verifyWizard(state: VerifyState, event: VerifyEvent): VerifyState {
  switch (event.type) {
    case 'targetTyped':
      return { ...state, target: event.text };
    case 'targetRefused':
      return { ...state, errorKey: 'verify.invalidTarget' };
    case 'sendRequested':
    case 'checkRequested':
      return { ...state, errorKey: null };
    case 'sendFailed':
      return sendFailed(state, event.code, event.at);
    case 'codeSent':
      return {
        ...state,
        step: 'code',
        sentTo: event.to,
        code: '',
        resendAt: event.at + event.resendAfterSeconds * 1000,
      };
    case 'codeTyped':
      return { ...state, code: event.text.replace(/\D/g, '') };
    case 'codeRefused':
      return { ...state, errorKey: 'verify.codeFormat' };
    case 'checkFailed':
      return { ...state, errorKey: errorMessageKey(event.code) };
    case 'verified':
      return { ...state, step: 'done' };
    case 'changeTargetChosen':
      return { ...state, step: 'target' };
  }
}
