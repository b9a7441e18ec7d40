import type { FastifyInstance } from 'fastify';

/** The store's current problem, as the services report it. */
export interface StoreProblemReport {
  cause: string;
  message: string;
  since: number;
}

export const HEALTH_PATH = '/health';

/**
 * GET /health, for operators and load balancers (docs/cluster.md, "Health checks"): 200 `{"status":"ok"}`,
 * or while the store's writes fail, 503 `{"status":"degraded","store":{"cause":"disk full",…}}` until a
 * write succeeds again. Public: it tells a cause, never data.
 */
export function registerHealthRoute(app: FastifyInstance, storeProblem: () => StoreProblemReport | undefined): void {
  app.get(HEALTH_PATH, async (_request, reply) => {
    const problem = storeProblem();
    if (!problem) return { status: 'ok' };
    reply.code(503);
    return { status: 'degraded', store: { cause: problem.cause, message: problem.message, since: problem.since } };
  });
}
