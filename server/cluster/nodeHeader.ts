import type { FastifyInstance } from 'fastify';

/** Which node answered (docs/cluster.md): behind a load balancer, tests and people can tell. */
export const NODE_HEADER = 'x-sandbox-node';

/**
 * Every HTTP response and every WebSocket upgrade response of the app names the node. Called before
 * any other hook, so that answers given early (CORS preflights) carry it too; the upgrade's headers
 * are added once @fastify/websocket's server exists.
 */
export function announceNode(app: FastifyInstance, nodeId: string): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(NODE_HEADER, nodeId);
  });
  app.addHook('onReady', async () => {
    app.websocketServer.on('headers', (headers: string[]) => headers.push(`${NODE_HEADER}: ${nodeId}`));
  });
}
