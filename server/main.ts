import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agentConsoleConfigFrom, agentConsoleLines, type AgentConsoleConfig } from './agentConsoleConfig';
import { demoHostPortFrom, listenDemoHostPage, type RunningDemoHostPage } from './demoHost/demoHostPage';
import { buildSandbox, DEFAULT_AI_DELAY_MS, DEFAULT_TOKEN_TTL_MS } from './app';
import { nodeIdProblem, randomNodeId, redisAddressOf } from './cluster';
import { databaseConfigFrom, type DatabaseConfig } from './db/config';
import { DATABASE_FILE } from './db/open';
import { limitsFromEnv } from './envLimits';
import { FAULTS_PATH, registerFaultRoutes } from './http/faultRoutes';
import { isProductionMode, productionProblemsAt } from './productionMode';
import { createFaultController } from './realtime/faults';
import { startStorageHost } from './storage/start';
import { legacyFaqPortFrom, listenLegacyFaqHost } from './legacyFaq/listen';
import { DEFAULT_SIGN_WINDOW_MS } from './sign';
import { signedDemoLink } from './signedDemoLink';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8080);
const dataDir = resolve(process.env.DATA_DIR || join(repoRoot, 'data'));
/** The separate storage host for signed uploads (storage/): the next port by default. */
const storagePort = Number(process.env.STORAGE_PORT || (port === 0 ? 0 : port + 1));
const staticDir = join(repoRoot, 'dist');

const aiDelayMs = Number(process.env.SANDBOX_AI_DELAY_MS || DEFAULT_AI_DELAY_MS);
const tokenTtlMs = Number(process.env.TOKEN_TTL_MS || DEFAULT_TOKEN_TTL_MS);
const signWindowMs = Number(process.env.SIGN_WINDOW_MS || DEFAULT_SIGN_WINDOW_MS);
/** Tests only: serves the fault switch at /__sandbox/faults (realtime/faults.ts). */
const faultsEnabled = process.env.SANDBOX_FAULTS === '1' && !isProductionMode(process.env);
/** Set by a parent process that holds our stdin: when it goes away, so do we (no orphaned sandboxes). */
const exitWithStdin = process.env.SANDBOX_EXIT_WITH_STDIN === '1';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
if (!Number.isInteger(storagePort) || storagePort < 0 || storagePort > 65535) {
  console.error(`STORAGE_PORT must be a port number, got "${process.env.STORAGE_PORT}"`);
  process.exit(1);
}
for (const [name, value] of [
  ['TOKEN_TTL_MS', tokenTtlMs],
  ['SIGN_WINDOW_MS', signWindowMs],
] as const) {
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive whole number of milliseconds, got "${process.env[name]}"`);
    process.exit(1);
  }
}
if (!Number.isInteger(aiDelayMs) || aiDelayMs < 0) {
  console.error(`SANDBOX_AI_DELAY_MS must be a whole number of milliseconds, got "${process.env.SANDBOX_AI_DELAY_MS}"`);
  process.exit(1);
}
/** One storage address for several nodes' storage hosts behind a load balancer (docs/cluster.md). */
const storagePublicUrl = process.env.STORAGE_PUBLIC_URL || undefined;
if (storagePublicUrl && !/^https?:\/\/[^/\s]+$/.test(storagePublicUrl)) {
  console.error(
    `STORAGE_PUBLIC_URL must be an http(s) origin such as http://127.0.0.1:8081, got "${storagePublicUrl}"`,
  );
  process.exit(1);
}
/** Behind a load balancer on this machine: the client's address is the one it forwards (X-Forwarded-For). */
const trustProxy = process.env.TRUST_PROXY || undefined;
/** Several nodes share Redis (and the database) when it is set (server/cluster/README.md). */
const redisUrl = process.env.REDIS_URL || undefined;
const nodeId = process.env.NODE_ID || randomNodeId();
if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
  // The URL itself may hold a password: never echoed.
  console.error('REDIS_URL must be a redis://… or rediss://… URL');
  process.exit(1);
}
const nodeProblem = nodeIdProblem(nodeId);
if (nodeProblem) {
  console.error(`NODE_ID ${nodeProblem}`);
  process.exit(1);
}

let agentConfig: AgentConsoleConfig;
let databaseConfig: DatabaseConfig;
try {
  agentConfig = agentConsoleConfigFrom(process.env);
  databaseConfig = databaseConfigFrom(process.env, dataDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** Which database this process uses, for the start-up lines: never the URL's user or password. */
function databaseName(config: DatabaseConfig): string {
  if (config.engine === 'sqlite') return `SQLite, ${join(config.dataDir, DATABASE_FILE)}`;
  try {
    const { host: server, pathname } = new URL(config.url);
    return `PostgreSQL, ${server}${pathname}`;
  } catch {
    // pg reads some URLs that WHATWG's URL does not; the engine alone is still worth saying.
    return 'PostgreSQL';
  }
}

const limits = limitsFromEnv(process.env);
if (!limits.ok) {
  console.error(limits.error);
  process.exit(1);
}
if (isProductionMode(process.env)) {
  const problems = await productionProblemsAt(process.env, databaseConfig).catch((error: Error) => {
    console.error(`Cannot read the database (${databaseName(databaseConfig)}): ${error.message}`);
    process.exit(1);
  });
  if (problems.length > 0) {
    console.error(
      [
        'Production mode refuses to start with test routes or demo secrets. Change:',
        ...problems.map((line) => `  - ${line}`),
      ].join('\n'),
    );
    process.exit(1);
  }
}

function demoLinks(base: string, demoHost: RunningDemoHostPage | undefined): string[] {
  const chat = (query: string) => `${base}/chat?${query}`;
  const links = [
    `  AI chat (English):       ${chat('app_key=demo&user=alice&pass=demo-pass&country=US')}`,
    `  AI chat (Japanese):      ${chat('app_key=demo&user=alice&pass=demo-pass&country=JP')}`,
    `  Second user:             ${chat('app_key=demo&user=bob&pass=demo-pass&country=BR')}`,
    `  Force FAQ (/faqmain):    ${chat('app_key=demo-faq&user=alice&pass=demo-pass&country=US')}`,
    `  Colour scheme 3 (/faqa): ${chat('app_key=demo-scheme3&user=alice&pass=demo-pass&country=US')}`,
  ];
  links.push(
    `  Signed link (new user):  ${signedDemoLink(base, 'carol')}`,
    `                           (valid once, for ${Math.round(signWindowMs / 60_000)} minutes; a new one: npm run sign-link -- --user carol)`,
  );
  if (demoHost)
    links.push(
      `  Host page (embed.js):    ${demoHost.url}`,
      '                           (another origin: the launcher opens the chat, docs/embedding.md)',
    );
  links.push(...agentConsoleLines(base, agentConfig.agentConsole));
  return links;
}

const faults = faultsEnabled ? createFaultController() : undefined;
const storage = await startStorageHost({
  host,
  port: storagePort,
  dataDir,
  secret: process.env.STORAGE_SECRET || undefined,
  logger: true,
  publicUrl: storagePublicUrl,
}).catch((error: Error) => {
  console.error(`Cannot start the storage host on ${host}:${storagePort}: ${error.message}`);
  process.exit(1);
});
const databaseUrl = databaseConfig.engine === 'postgres' ? databaseConfig.url : undefined;
const app = await buildSandbox({
  dataDir,
  databaseUrl,
  redisUrl,
  nodeId,
  trustProxy,
  staticDir,
  logger: true,
  aiDelayMs,
  tokenTtlMs,
  signWindowMs,
  faults,
  storage: storage.link,
  exposeSentCodes: faultsEnabled,
  ...agentConfig,
  ...limits.limits,
}).catch(async (error: Error) => {
  const engines = redisUrl
    ? `${databaseName(databaseConfig)}; Redis ${redisAddressOf(redisUrl)}`
    : databaseName(databaseConfig);
  console.error(`Cannot start the sandbox (${engines}): ${error.message}`);
  await storage.app.close();
  process.exit(1);
});
app.addHook('onClose', async () => {
  await storage.app.close();
});
if (faults) registerFaultRoutes(app, faults);
try {
  await app.listen({ host, port });
} catch (error) {
  console.error(`Cannot listen on ${host}:${port}: ${(error as Error).message}`);
  await app.close();
  process.exit(1);
}

const address = app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
const linkHost = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host) ? '127.0.0.1' : host;
const legacyFaq = await listenLegacyFaqHost({
  host,
  port: legacyFaqPortFrom(process.env.LEGACY_FAQ_PORT, port),
  linkHost,
  clientOrigin: `http://${linkHost}:${boundPort}`,
  logger: true,
}).catch(async (error: Error) => {
  console.error(`Cannot start the legacy FAQ host: ${error.message}`);
  await app.close();
  process.exit(1);
});
// A host's page on another origin that embeds the chat with embed.js; a demo, so not in production mode.
let demoHost: RunningDemoHostPage | undefined;
if (!isProductionMode(process.env)) {
  demoHost = await listenDemoHostPage({
    host,
    port: demoHostPortFrom(process.env.DEMO_HOST_PORT, port),
    linkHost,
    sandboxUrl: `http://${linkHost}:${boundPort}`,
    logger: true,
  }).catch(async (error: Error) => {
    console.error(`Cannot start the demo host page: ${error.message}`);
    await legacyFaq.close();
    await app.close();
    process.exit(1);
  });
}
console.info(
  [
    '',
    `Support sandbox listening on http://${linkHost}:${boundPort} (data: ${dataDir})`,
    `Database: ${databaseName(databaseConfig)}`,
    redisUrl ? `Realtime: Redis ${redisAddressOf(redisUrl)}, node ${nodeId}` : 'Realtime: in-process',
    `Storage host (signed uploads) on ${storage.link.publicUrl}`,
    // In production the demo passwords and secrets have been changed (productionMode.ts): no demo links.
    ...(isProductionMode(process.env)
      ? []
      : ['Demo links:', ...demoLinks(`http://${linkHost}:${boundPort}`, demoHost)]),
    `Legacy FAQ host (spec §6): ${legacyFaq.url}`,
    ...(faults ? [`Fault switch ON (tests only): GET/POST http://${linkHost}:${boundPort}${FAULTS_PATH}`] : []),
    '',
  ].join('\n'),
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    console.warn('Forced exit.');
    process.exit(1);
  }
  closing = true;
  console.info(`${signal} received, closing…`);
  try {
    await demoHost?.close();
    await legacyFaq.close();
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
if (exitWithStdin) {
  process.stdin.on('end', () => void shutdown('stdin closed'));
  process.stdin.on('error', () => void shutdown('stdin closed'));
  process.stdin.resume();
}
