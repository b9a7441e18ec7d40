import type { FastifyInstance } from 'fastify';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSandbox } from './app';
import { randomNodeId } from './cluster';
import { configFromEnv, type SandboxConfig } from './config';
import { listenDemoHostPage, type RunningDemoHostPage } from './demoHost/demoHostPage';
import { registerFaultRoutes } from './http/faultRoutes';
import { listenLegacyFaqHost, type RunningLegacyFaqHost } from './legacyFaq/listen';
import { LEGACY_FAQ_DECORATOR, type LegacyFaqService } from './legacyFaq/service';
import { logSettingFor } from './logging';
import { productionProblemsAt } from './productionMode';
import { createFaultController } from './realtime/faults';
import { databaseName, enginesOf, startupBanner } from './startupBanner';
import { browsableHost, startStorageHost, type RunningStorage } from './storage/start';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Says why the sandbox does not start, and exits. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Production mode refuses to start with test routes or demo secrets (productionMode.ts). */
async function refuseUnsafeProduction(config: SandboxConfig): Promise<void> {
  if (!config.productionMode) return;
  const problems = await productionProblemsAt(process.env, config.database).catch((error: Error) =>
    refuse(`Cannot read the database (${databaseName(config.database)}): ${error.message}`),
  );
  if (problems.length > 0) {
    refuse(
      [
        'Production mode refuses to start with test routes or demo secrets. Change:',
        ...problems.map((line) => `  - ${line}`),
      ].join('\n'),
    );
  }
}

function startStorage(config: SandboxConfig): Promise<RunningStorage> {
  return startStorageHost({
    host: config.host,
    port: config.storagePort,
    dataDir: config.dataDir,
    secret: config.storageSecret,
    logger: logSettingFor(config.productionMode),
    publicUrl: config.storagePublicUrl,
  }).catch((error: Error) =>
    refuse(`Cannot start the storage host on ${config.host}:${config.storagePort}: ${error.message}`),
  );
}

/** The sandbox itself, listening; it closes the storage host when it closes. */
async function startSandbox(config: SandboxConfig, nodeId: string, storage: RunningStorage): Promise<FastifyInstance> {
  const faults = config.faults ? createFaultController() : undefined;
  const app = await buildSandbox({
    dataDir: config.dataDir,
    databaseUrl: config.database.engine === 'postgres' ? config.database.url : undefined,
    redisUrl: config.redisUrl,
    nodeId,
    trustProxy: config.trustProxy,
    staticDir: config.staticDir,
    logger: logSettingFor(config.productionMode),
    aiDelayMs: config.aiDelayMs,
    llm: config.llm,
    tokenTtlMs: config.tokenTtlMs,
    signWindowMs: config.signWindowMs,
    recordingRetentionDays: config.recordingRetentionDays,
    faults,
    storage: storage.link,
    exposeSentCodes: config.faults,
    ...config.agent,
    ...config.limits,
    quotas: config.quotas,
  }).catch(async (error: Error) => {
    console.error(`Cannot start the sandbox (${enginesOf(config)}): ${error.message}`);
    await storage.app.close();
    return process.exit(1);
  });
  app.addHook('onClose', async () => {
    await storage.app.close();
  });
  if (faults) registerFaultRoutes(app, faults);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await app.close();
    process.exit(1);
  }
  return app;
}

/** The hosts beside the sandbox: the legacy FAQ and, outside production mode, the demo host page. */
interface SideHosts {
  legacyFaq: RunningLegacyFaqHost;
  demoHost: RunningDemoHostPage | undefined;
}

async function startSideHosts(config: SandboxConfig, app: FastifyInstance, base: string): Promise<SideHosts> {
  const linkHost = browsableHost(config.host);
  const legacyFaq = await listenLegacyFaqHost({
    host: config.host,
    port: config.legacyFaqPort,
    linkHost,
    clientOrigin: base,
    // The sandbox's own, so that both hosts serve the same rows.
    legacyFaq: app.getDecorator<LegacyFaqService>(LEGACY_FAQ_DECORATOR),
    logger: logSettingFor(config.productionMode),
  }).catch(async (error: Error) => {
    console.error(`Cannot start the legacy FAQ host: ${error.message}`);
    await app.close();
    return process.exit(1);
  });
  // A host's page on another origin that embeds the chat with embed.js; a demo, so not in production mode.
  if (config.demoHostPort === undefined) return { legacyFaq, demoHost: undefined };
  const demoHost = await listenDemoHostPage({
    host: config.host,
    port: config.demoHostPort,
    linkHost,
    sandboxUrl: base,
    logger: logSettingFor(config.productionMode),
  }).catch(async (error: Error) => {
    console.error(`Cannot start the demo host page: ${error.message}`);
    await legacyFaq.close();
    await app.close();
    return process.exit(1);
  });
  return { legacyFaq, demoHost };
}

/** SIGINT, SIGTERM (and with SANDBOX_EXIT_WITH_STDIN, stdin closing) close everything; a second one forces the exit. */
function closeOnSignals(config: SandboxConfig, app: FastifyInstance, { legacyFaq, demoHost }: SideHosts): void {
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
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
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (config.exitWithStdin) {
    process.stdin.on('end', () => void shutdown('stdin closed'));
    process.stdin.on('error', () => void shutdown('stdin closed'));
    process.stdin.resume();
  }
}

/** `npm start`: reads the environment once (every problem at once), then starts the hosts and prints where they are. */
async function main(): Promise<void> {
  const read = configFromEnv(process.env, REPO_ROOT);
  if (!read.ok) refuse(read.errors.join('\n'));
  const { config } = read;
  const nodeId = config.nodeId ?? randomNodeId();
  await refuseUnsafeProduction(config);
  const storage = await startStorage(config);
  const app = await startSandbox(config, nodeId, storage);
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${browsableHost(config.host)}:${boundPort}`;
  const sideHosts = await startSideHosts(config, app, base);
  console.info(
    startupBanner(config, {
      base,
      nodeId,
      storageUrl: storage.link.publicUrl,
      legacyFaqUrl: sideHosts.legacyFaq.url,
      demoHostUrl: sideHosts.demoHost?.url,
    }),
  );
  closeOnSignals(config, app, sideHosts);
}

await main();
