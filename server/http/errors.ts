import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { RetryLaterError, SandboxError } from '../errors';
import { sendFailure } from './envelope';

/** Every failure becomes an envelope; the client never sees a stack trace or a framework message. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | SandboxError, request, reply) => {
    if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof SandboxError) return sendFailure(reply, error.code, error.message);
    const status = error.statusCode ?? 500;
    if (status === 404) return sendFailure(reply, ERROR_CODE.notFound);
    if (status === 429) return sendFailure(reply, ERROR_CODE.tooManyRequests);
    if (status >= 400 && status < 500) {
      // Bad JSON, a wrong content type, a body over the limit: the request, not the server, is wrong.
      const isBody = error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError;
      return sendFailure(reply, ERROR_CODE.parameterError, isBody ? 'invalid request body' : 'bad request');
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, ERROR_CODE.serverError);
  });
}
