import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import {
  CONSOLE_PAGE,
  CUSTOMER_PAGE,
  loadPage,
  pagePolicyHeader,
  pageRequestOf,
  type PagePolicySources,
  type PageRequest,
  type PageRules,
} from './pagePolicy';

/** Answers a page request: the client's index.html (status 200 unless given), or a hint when the client is not built. */
export type PageFallback = (reply: FastifyReply, status?: number) => Promise<FastifyReply>;

/** The customer client's page, for the routes and for requests that never reach one (badRequests.ts). */
export interface StaticClient {
  servePage: PageFallback;
  /** Its bytes and policy for a request known only by its first bytes; undefined when not built. */
  clientPageOf(request: PageRequest): Promise<{ html: string; policy: string } | undefined>;
}

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

/** Host pages load it from their own origin, under a stable name (docs/embedding.md, "The embed snippet"). */
export const EMBED_SCRIPT = 'embed.js';
/** A new embed.js reaches host pages within minutes, while a page's visitors do not each ask again. */
const EMBED_SCRIPT_MAX_AGE_SECONDS = 300;

function isEmbedScript(root: string, filePath: string): boolean {
  return [EMBED_SCRIPT, `${EMBED_SCRIPT}.br`, `${EMBED_SCRIPT}.gz`].includes(relative(root, filePath));
}

/** Pages (and their .br/.gz) are served only by their routes below, each with its Content-Security-Policy. */
function isPageFile(path: string): boolean {
  return /\.html(?:\.br|\.gz)?$/.test(path);
}

/**
 * setHeaders writes on the raw response, whose headers the reply's own replace when it is sent: the
 * `Vary: Origin` of CORS (cors.ts) would drop the files' `Vary: Accept-Encoding`. Both are kept.
 */
function keepRawVary(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const raw = reply.raw.getHeader('vary');
    const own = reply.getHeader('vary');
    if (raw !== undefined && own !== undefined) reply.header('Vary', `${String(own)}, ${String(raw)}`);
    return payload;
  });
}

const NO_FRAME_ORIGINS: PagePolicySources = { frameOriginsOf: async () => undefined };

/** The agent console's built page, which must not be reachable by its file name when the console is off. */
const AGENT_PAGE = 'agent.html';

/** `agentConsole: false` (SandboxOptions.agentConsole): /agent and /agent.html answer 404. */
export async function registerStaticClient(
  app: FastifyInstance,
  staticDir: string | undefined,
  {
    agentConsole = true,
    pagePolicy = NO_FRAME_ORIGINS,
  }: { agentConsole?: boolean; pagePolicy?: PagePolicySources } = {},
): Promise<StaticClient> {
  const root = staticDir !== undefined && existsSync(staticDir) ? resolve(staticDir) : undefined;
  if (root) {
    keepRawVary(app);
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      serveDotFiles: false,
      index: false,
      allowedPath: (pathName) => !isPageFile(pathName),
      // The build writes .br and .gz beside each file (scripts/build/precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders(response, filePath) {
        response.setHeader('Vary', 'Accept-Encoding');
        if (isEmbedScript(root, filePath)) {
          // Any host page may load it, also with crossorigin (subresource integrity): it holds no secret.
          response.setHeader('Access-Control-Allow-Origin', '*');
          response.setHeader('Cache-Control', `public, max-age=${EMBED_SCRIPT_MAX_AGE_SECONDS}`);
          return;
        }
        response.setHeader(
          'Cache-Control',
          isFingerprinted(root, filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const builtPage = (page: string) => (root && existsSync(join(root, page)) ? loadPage(join(root, page)) : undefined);
  const servePage = async (reply: FastifyReply, page: string, rules: PageRules = CONSOLE_PAGE, status = 200) => {
    // Sent as read, so that the hashes in the policy are of exactly these bytes.
    const built = builtPage(page);
    if (!built)
      return reply.code(503).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(NOT_BUILT);
    const policy = await pagePolicyHeader(built, rules, pageRequestOf(reply.request), pagePolicy);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', policy)
      .send(built.html);
  };
  // The replay viewer and the agent console: their own pages (Vite entries), not client routes.
  for (const path of REPLAY_PATHS) app.get(path, (_request, reply) => servePage(reply, 'replay.html', CONSOLE_PAGE));
  // Off, /agent answers 404 itself: the page fallback would otherwise hand it the client's index.html.
  const serveAgentPage = async (reply: FastifyReply) =>
    agentConsole ? servePage(reply, AGENT_PAGE) : reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
  for (const path of AGENT_PATHS) app.get(path, (_request, reply) => serveAgentPage(reply));
  // Before the static files' wildcard, which would otherwise serve the page by its file name.
  if (!agentConsole) app.get(`/${AGENT_PAGE}`, (_request, reply) => serveAgentPage(reply));
  return {
    servePage: (reply, status) => servePage(reply, 'index.html', CUSTOMER_PAGE, status),
    async clientPageOf(request) {
      const built = builtPage('index.html');
      return built && { html: built.html, policy: await pagePolicyHeader(built, CUSTOMER_PAGE, request, pagePolicy) };
    },
  };
}
