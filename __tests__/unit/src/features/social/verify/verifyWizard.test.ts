import {
  initialVerifyState,
  isVerifyCodeFormat,
  verifyWizard,
  type VerifyEvent,
  type VerifyState,
} from '../../../../../../src/features/social/verify/verifyWizard';
import { ERROR_CODE } from '../../../../../../src/protocol/codes';

const AT = 1_000_000;
const state = (change: Partial<VerifyState> = {}): VerifyState => ({ ...initialVerifyState, ...change });
const onCode = state({ step: 'code', target: 'Ann@Example.com ', sentTo: 'ann@example.com', resendAt: AT });

describe('the verify popup as a wizard', () => {
  it.each<[string, VerifyState, VerifyEvent, VerifyState]>([
    ['keeps the target as typed', state(), { type: 'targetTyped', text: ' Ann@' }, state({ target: ' Ann@' })],
    [
      'says so when the target is neither an email nor a phone',
      state({ target: 'ann' }),
      { type: 'targetRefused' },
      state({ target: 'ann', errorKey: 'verify.invalidTarget' }),
    ],
    [
      'clears the error as a code is asked for',
      state({ errorKey: 'verify.invalidTarget' }),
      { type: 'sendRequested' },
      state(),
    ],
    [
      'goes to the code step once a code is sent, counting down to the next send',
      state({ target: 'Ann@Example.com ' }),
      { type: 'codeSent', to: 'ann@example.com', resendAfterSeconds: 60, at: AT },
      state({ step: 'code', target: 'Ann@Example.com ', sentTo: 'ann@example.com', resendAt: AT + 60_000 }),
    ],
    [
      'empties the code when a new one is sent',
      { ...onCode, code: '123' },
      { type: 'codeSent', to: 'ann@example.com', resendAfterSeconds: 30, at: AT + 60_000 },
      { ...onCode, resendAt: AT + 90_000 },
    ],
    [
      'reads a refused target (parameterError) as an invalid one',
      state(),
      { type: 'sendFailed', code: ERROR_CODE.parameterError, at: AT },
      state({ errorKey: 'verify.invalidTarget' }),
    ],
    [
      'waits out the cooldown after too many requests',
      state(),
      { type: 'sendFailed', code: ERROR_CODE.tooManyRequests, at: AT },
      state({ errorKey: 'errors.tooManyRequests', resendAt: AT + 60_000 }),
    ],
    [
      'shows any other refusal by its message, the countdown as it was',
      state({ resendAt: AT }),
      { type: 'sendFailed', code: ERROR_CODE.serverError, at: AT + 5 },
      state({ errorKey: 'errors.generic', resendAt: AT }),
    ],
    [
      'keeps only the digits of a typed code',
      onCode,
      { type: 'codeTyped', text: '12 3-4a' },
      { ...onCode, code: '1234' },
    ],
    [
      'says so when the code is not six digits',
      { ...onCode, code: '123' },
      { type: 'codeRefused' },
      { ...onCode, code: '123', errorKey: 'verify.codeFormat' },
    ],
    [
      'clears the error as the code is checked',
      { ...onCode, code: '123456', errorKey: 'verify.codeFormat' },
      { type: 'checkRequested' },
      { ...onCode, code: '123456' },
    ],
    [
      'shows a wrong code by its message',
      { ...onCode, code: '000000' },
      { type: 'checkFailed', code: ERROR_CODE.verifyCodeWrong },
      { ...onCode, code: '000000', errorKey: 'errors.verifyCodeWrong' },
    ],
    [
      'shows an expired code by its message',
      { ...onCode, code: '123456' },
      { type: 'checkFailed', code: ERROR_CODE.verifyCodeExpired },
      { ...onCode, code: '123456', errorKey: 'errors.verifyCodeExpired' },
    ],
    ['ends verified', { ...onCode, code: '123456' }, { type: 'verified' }, { ...onCode, code: '123456', step: 'done' }],
    [
      'goes back to the target, as typed, to change it',
      { ...onCode, errorKey: 'errors.verifyCodeWrong' },
      { type: 'changeTargetChosen' },
      { ...onCode, step: 'target', errorKey: 'errors.verifyCodeWrong' },
    ],
  ])('%s', (_name, before, event, after) => {
    expect(verifyWizard(before, event)).toEqual(after);
  });

  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['', false],
  ])('takes %j as a code: %s', (text, expected) => {
    expect(isVerifyCodeFormat(text)).toBe(expected);
  });
});
