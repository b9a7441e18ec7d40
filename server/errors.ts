import { ERROR_CODE, type ErrorCode } from '../src/protocol/codes';

/** Short English texts for logs; users see the client's translation of the code (docs/protocol.md). */
const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  [ERROR_CODE.ok]: 'ok',
  [ERROR_CODE.parameterError]: 'parameter error',
  [ERROR_CODE.unsupportedProduct]: 'unsupported product',
  [ERROR_CODE.authFailed]: 'authentication failed',
  [ERROR_CODE.tokenInvalid]: 'token missing or invalid',
  [ERROR_CODE.notFound]: 'not found',
  [ERROR_CODE.alreadySubmitted]: 'already submitted',
  [ERROR_CODE.notImplemented]: 'not implemented yet',
  [ERROR_CODE.tooManyRequests]: 'too many requests',
  [ERROR_CODE.tokenExpired]: 'token expired or revoked',
  [ERROR_CODE.signExpired]: 'sign expired or already used',
  [ERROR_CODE.forbidden]: 'not allowed for this user',
  [ERROR_CODE.serverError]: 'server error',
  [ERROR_CODE.orderNotExist]: 'order does not exist',
  [ERROR_CODE.orderNotCredited]: 'order not credited yet',
  [ERROR_CODE.orderIncorrect]: 'incorrect order number',
  [ERROR_CODE.orderNotYours]: 'order does not belong to the user',
  [ERROR_CODE.withdrawalOrderInvalid]: 'invalid withdrawal order number',
  [ERROR_CODE.tooManyOrders]: 'too many orders selected',
  [ERROR_CODE.screenshotsRequired]: 'payment screenshots required',
  [ERROR_CODE.screenshotInvalid]: 'payment screenshot invalid',
  [ERROR_CODE.fileTypeUnsupported]: 'file type not supported',
  [ERROR_CODE.fileTooLarge]: 'file too large',
  [ERROR_CODE.verifyCodeWrong]: 'wrong verification code',
  [ERROR_CODE.verifyCodeExpired]: 'verification code expired',
  [ERROR_CODE.fileNotYours]: 'file not uploaded by this user',
  [ERROR_CODE.recordingFull]: 'recording full',
  [ERROR_CODE.uploadQuotaExceeded]: 'daily upload quota reached',
  [ERROR_CODE.tooManyUploads]: 'too many uploads this minute',
  [ERROR_CODE.tooManyMessages]: 'too many messages this minute',
};

export function defaultMessageOf(code: ErrorCode): string {
  return DEFAULT_MESSAGE[code];
}

/**
 * A failure that maps to one error code. Thrown by REST routes and socket handlers alike; the REST
 * error handler turns it into an envelope, the socket dispatcher into a failed reply.
 */
export class SandboxError extends Error {
  constructor(
    readonly code: Exclude<ErrorCode, typeof ERROR_CODE.ok>,
    message: string = defaultMessageOf(code),
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

/** tooManyRequests with how long to wait: REST answers it with a Retry-After header (http/errors.ts). */
export class RetryLaterError extends SandboxError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number, message?: string) {
    super(ERROR_CODE.tooManyRequests, message);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
