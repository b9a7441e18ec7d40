import type { FastifyReply } from 'fastify';
import { ERROR_CODE, type ErrorCode } from '../../src/protocol/codes';
import type { Envelope } from '../../src/protocol/rest';
import { defaultMessageOf } from '../errors';

/** The HTTP status that goes with each code (docs/protocol.md, "Error codes"). */
export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  [ERROR_CODE.ok]: 200,
  [ERROR_CODE.parameterError]: 400,
  [ERROR_CODE.unsupportedProduct]: 404,
  [ERROR_CODE.authFailed]: 401,
  [ERROR_CODE.tokenInvalid]: 401,
  [ERROR_CODE.notFound]: 404,
  [ERROR_CODE.alreadySubmitted]: 409,
  [ERROR_CODE.notImplemented]: 501,
  [ERROR_CODE.tooManyRequests]: 429,
  [ERROR_CODE.tokenExpired]: 401,
  [ERROR_CODE.signExpired]: 401,
  [ERROR_CODE.forbidden]: 403,
  [ERROR_CODE.serverError]: 500,
  [ERROR_CODE.orderNotExist]: 422,
  [ERROR_CODE.orderNotCredited]: 422,
  [ERROR_CODE.orderIncorrect]: 422,
  [ERROR_CODE.orderNotYours]: 422,
  [ERROR_CODE.withdrawalOrderInvalid]: 422,
  [ERROR_CODE.tooManyOrders]: 422,
  [ERROR_CODE.screenshotsRequired]: 422,
  [ERROR_CODE.screenshotInvalid]: 422,
  [ERROR_CODE.fileTypeUnsupported]: 422,
  [ERROR_CODE.fileTooLarge]: 413,
  [ERROR_CODE.verifyCodeWrong]: 422,
  [ERROR_CODE.verifyCodeExpired]: 410,
  [ERROR_CODE.fileNotYours]: 403,
  [ERROR_CODE.recordingFull]: 413,
  [ERROR_CODE.uploadQuotaExceeded]: 429,
  [ERROR_CODE.tooManyUploads]: 429,
  [ERROR_CODE.tooManyMessages]: 429,
};

export function okEnvelope<T>(data: T): Envelope<T> {
  return { code: ERROR_CODE.ok, msg: 'ok', data };
}

export function sendFailure(reply: FastifyReply, code: ErrorCode, msg: string = defaultMessageOf(code)): FastifyReply {
  const body: Envelope<null> = { code, msg, data: null };
  return reply.code(HTTP_STATUS_OF[code]).type('application/json; charset=utf-8').send(body);
}
