import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { SandboxError } from '../errors';
import { registerHealthRoute } from './healthRoute';
import { registerRoutes } from './routeRegistration';
import { documentedCalls } from './restMethods';
import { legacyFaqRoutes } from '../legacyFaq/routes';
import { contactRoutes } from './routes/contact';
import { conversationRoutes } from './routes/conversations';
import { faqRoutes } from './routes/faq';
import { msgRoutes } from './routes/msg';
import { assistantRoutes } from './routes/assistant';
import { productRoutes } from './routes/product';
import { receptionRoutes } from './routes/reception';
import { acceptGzipBodies, recordingUploadRoutes } from './routes/recordings';
import type { ApiRoute, RouteDeps } from './routes/types';
import { uploadRoutes } from './routes/uploads';
import { verifyRoutes } from './routes/verify';
import { userRoutes } from './routes/user';
import { workOrderRoutes } from './routes/workOrders';

export function apiRoutes(deps: RouteDeps): ApiRoute[] {
  return [
    ...userRoutes(deps),
    ...productRoutes(deps),
    ...faqRoutes(deps),
    ...legacyFaqRoutes(deps.legacyFaq),
    ...msgRoutes(deps),
    ...assistantRoutes(deps),
    ...receptionRoutes(deps),
    ...workOrderRoutes(deps),
    ...uploadRoutes(deps),
    ...conversationRoutes(deps),
    ...contactRoutes(deps),
    ...verifyRoutes(deps),
    ...recordingUploadRoutes(deps),
  ];
}

/**
 * Registers the implemented calls, then answers every other documented call with notImplemented,
 * so a call the client already makes fails in the documented way until its issue lands.
 */
export function registerApi(app: FastifyInstance, deps: RouteDeps): void {
  const routes = apiRoutes(deps);
  acceptGzipBodies(app);
  registerRoutes(app, routes);
  registerHealthRoute(app, deps.storeProblem);
  const implemented = new Set(routes.map((route) => `${route.method} ${route.url}`));
  for (const [method, url] of documentedCalls()) {
    if (implemented.has(`${method} ${url}`)) continue;
    app.route({
      method,
      url,
      handler: async () => {
        throw new SandboxError(ERROR_CODE.notImplemented, `${method} ${url} is not implemented yet`);
      },
    });
  }
}
