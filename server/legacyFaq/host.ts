import Fastify, { type FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { LEGACY_FAQ_HEADERS } from '../../src/protocol/faq';
import { okEnvelope, sendFailure } from '../http/envelope';
import { installErrorHandler } from '../http/errors';
import { loggerOptions, type LogSetting } from '../logging';
import { legacyFaqRoutes } from './routes';
import type { LegacyFaqService } from './service';

export interface LegacyFaqHostOptions {
  /** Origins of the client pages allowed to call this host from a browser (CORS). */
  allowedOrigins: readonly string[];
  /** The sandbox's help centre, so that this host serves the rows `/api/v1/faq/*` serves. */
  legacyFaq: LegacyFaqService;
  logger?: LogSetting;
}

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The legacy FAQ client's host (spec §6) on its own origin, as in production: another port, so the
 * browser treats it as a third party. Only the listed client origins may read its answers.
 */
export async function buildLegacyFaqHost(options: LegacyFaqHostOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(options.logger ?? false) });
  const allowed = new Set(options.allowedOrigins);
  installErrorHandler(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'no-store');
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
    if (request.method === 'OPTIONS') {
      if (origin && allowed.has(origin)) {
        reply.header('Access-Control-Allow-Methods', 'GET');
        reply.header(
          'Access-Control-Allow-Headers',
          `Accept, ${LEGACY_FAQ_HEADERS.authorization}, ${LEGACY_FAQ_HEADERS.companyId}`,
        );
        reply.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
      return reply.code(204).send();
    }
  });

  for (const route of legacyFaqRoutes(options.legacyFaq)) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request) => okEnvelope(await route.handler(request)),
    });
  }
  app.setNotFoundHandler((_request, reply) => sendFailure(reply, ERROR_CODE.notFound, 'no such endpoint'));
  return app;
}
