import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** Answers a page request: the client's index.html, or a hint when the client is not built. */
export type PageFallback = (reply: FastifyReply) => FastifyReply;

const NOT_BUILT =
  'The support client is not built yet. Run `npm run build` in the repository, then reload this page.\n';

/** Where the session-replay viewer (replay.html, src/replay/) is served. */
export const REPLAY_PATHS = ['/replay', '/replay/'] as const;

/** Where the sandbox's agent console (agent.html, src/agent/) is served; it talks to /agent-ws. */
export const AGENT_PATHS = ['/agent', '/agent/'] as const;

/** Vite fingerprints everything under assets/, so those files never change under the same name. */
function isFingerprinted(root: string, filePath: string): boolean {
  return relative(root, filePath).split(sep)[0] === 'assets';
}

export async function registerStaticClient(app: FastifyInstance, staticDir: string | undefined): Promise<PageFallback> {
  const root = staticDir !== undefined && existsSync(staticDir) ? resolve(staticDir) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      serveDotFiles: false,
      // The build writes .br and .gz beside each file (scripts/build/precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders(response, filePath) {
        response.setHeader('Cache-Control', isFingerprinted(root, filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
        response.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  const servePage = (reply: FastifyReply, page: string) => {
    if (root && existsSync(join(root, page))) return reply.code(200).sendFile(page, root);
    return reply.code(503).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(NOT_BUILT);
  };
  // The replay viewer and the agent console: their own pages (Vite entries), not client routes.
  for (const path of REPLAY_PATHS) app.get(path, (_request, reply) => servePage(reply, 'replay.html'));
  for (const path of AGENT_PATHS) app.get(path, (_request, reply) => servePage(reply, 'agent.html'));
  return (reply) => servePage(reply, 'index.html');
}
