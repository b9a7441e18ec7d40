import type { FastifyInstance } from 'fastify';
import { okEnvelope } from './envelope';
import { rateLimitConfig } from './rateLimits';
import type { ApiRoute } from './routes/types';

/** Each call answers in the envelope, within its rate limit if it names one. */
export function registerRoutes(app: FastifyInstance, routes: readonly ApiRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      config: rateLimitConfig(route.rateLimit),
      handler: async (request) => okEnvelope(await route.handler(request)),
    });
  }
}
