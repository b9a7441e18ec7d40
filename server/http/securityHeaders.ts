import type { FastifyInstance } from 'fastify';
import { isBackendPath, pathOf } from './paths';

/**
 * No X-Frame-Options or frame-ancestors: the client is meant to run inside the host's iframe or a
 * game's webview (spec, intro).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('text/html')) {
      // The page link carries user and pass: never leak it as a referrer, never keep it in a cache.
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('Cache-Control', 'no-store');
    } else if (isBackendPath(pathOf(request.url)) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
