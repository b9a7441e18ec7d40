import type { FastifyInstance } from 'fastify';
import { isBackendPath, pathOf } from './paths';

/**
 * A page served without its own policy (static.ts sets one on each built page) gets one that lets
 * nothing load or run and nobody frame it.
 */
const FALLBACK_PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** On every response: nosniff, and no referrer (the page link carries user, pass and sign). */
export const EVERY_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * Headers on every response: nosniff, no referrer (the page link carries user, pass and sign). Pages
 * are never cached (the link's credentials are in their URL); backend answers neither, unless a route
 * says otherwise. Framing rules live in each page's Content-Security-Policy (docs/security.md).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(EVERY_RESPONSE_HEADERS);
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('text/html')) {
      reply.header('Cache-Control', 'no-store');
      if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', FALLBACK_PAGE_POLICY);
    } else if (isBackendPath(pathOf(request.url)) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
