import { NETWORK_ERROR_CODE } from '../networkError';
import { ERROR_CODE } from '../../protocol/codes';

/** The translated message for an error code (spec §8; docs/protocol.md "Error codes"). */
const MESSAGE_KEYS: Readonly<Record<number, string>> = {
  [ERROR_CODE.parameterError]: 'errors.parameterError',
  [ERROR_CODE.unsupportedProduct]: 'errors.unsupportedProduct',
  [ERROR_CODE.authFailed]: 'errors.parameterError',
  [ERROR_CODE.tokenInvalid]: 'errors.sessionExpired',
  [ERROR_CODE.tokenExpired]: 'errors.sessionEnded',
  [ERROR_CODE.signExpired]: 'errors.linkExpired',
  [ERROR_CODE.alreadySubmitted]: 'errors.alreadySubmitted',
  [ERROR_CODE.orderNotExist]: 'errors.orderNotExist',
  [ERROR_CODE.orderNotCredited]: 'errors.orderNotCredited',
  [ERROR_CODE.orderIncorrect]: 'errors.orderIncorrect',
  [ERROR_CODE.orderNotYours]: 'errors.orderNotYours',
  [ERROR_CODE.withdrawalOrderInvalid]: 'errors.withdrawalOrderInvalid',
  [ERROR_CODE.tooManyOrders]: 'errors.tooManyOrders',
  [ERROR_CODE.screenshotsRequired]: 'errors.screenshotsRequired',
  [ERROR_CODE.screenshotInvalid]: 'errors.screenshotInvalid',
  [ERROR_CODE.fileTypeUnsupported]: 'errors.fileTypeUnsupported',
  [ERROR_CODE.fileTooLarge]: 'errors.fileTooLarge',
  [ERROR_CODE.tooManyRequests]: 'errors.tooManyRequests',
  [ERROR_CODE.verifyCodeWrong]: 'errors.verifyCodeWrong',
  [ERROR_CODE.verifyCodeExpired]: 'errors.verifyCodeExpired',
  [ERROR_CODE.fileNotYours]: 'errors.fileNotYours',
  [ERROR_CODE.uploadQuotaExceeded]: 'errors.uploadQuotaExceeded',
  [ERROR_CODE.tooManyUploads]: 'errors.tooManyUploads',
  [ERROR_CODE.tooManyMessages]: 'errors.tooManyMessages',
  [NETWORK_ERROR_CODE]: 'errors.unreachable',
};

export function errorMessageKey(code: number | null | undefined): string {
  return (code !== null && code !== undefined && MESSAGE_KEYS[code]) || 'errors.generic';
}

/** Codes after which trying again can help. */
export function isRetryable(code: number | null | undefined): boolean {
  return code === NETWORK_ERROR_CODE || code === ERROR_CODE.serverError || code === ERROR_CODE.tooManyRequests;
}
