import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { sendFailure } from './envelope';
import { isBackendPath, pathOf } from './paths';
import type { PageFallback } from './static';

/**
 * Unknown backend paths get a notFound envelope. Any other GET is a route of the single-page app
 * (/chat, /faqmain, even /nonsense, which the client turns into /404), so it gets index.html.
 */
export function installNotFoundHandler(app: FastifyInstance, servePage: PageFallback): void {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (request.ws) return reply.code(404).send();
    if (isBackendPath(path)) return sendFailure(reply, ERROR_CODE.notFound, 'no such endpoint');
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendFailure(reply, ERROR_CODE.notFound);
    // A missing script must not come back as HTML: the browser would report a MIME error, not a 404.
    if (path.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return servePage(reply);
  });
}
