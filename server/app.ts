import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { MAX_FRAME_BYTES } from '../src/protocol/codec';
import type { LlmConfig } from './ai/llm/config';
import { createCluster, randomNodeId, type ClusterTiming } from './cluster';
import { announceNode } from './cluster/nodeHeader';
import { openDatabase, type SandboxDatabase } from './db/open';
import { registerApi } from './http/api';
import { LEGACY_FAQ_DECORATOR } from './legacyFaq/service';
import { createBadRequestAnswers } from './http/badRequests';
import { registerCors } from './http/cors';
import { installErrorHandler } from './http/errors';
import { installNotFoundHandler } from './http/notFound';
import { registerRateLimits } from './http/rateLimits';
import { installSecurityHeaders } from './http/securityHeaders';
import { registerStaticClient } from './http/static';
import { loggerOptions, type LogSetting } from './logging';
import type { FaultController } from './realtime/faults';
import type { FrameBudgetRule } from './realtime/frameBudget';
import type { StorageLink } from './storage/link';
import { DEFAULT_SIGN_WINDOW_MS } from './sessions/signedLinks';
import { createServices, type ServiceOptions } from './services';
import { openSocketOwners, registerSockets } from './sockets';
import { DEFAULT_AGENT_TOKEN_TTL_MS } from './sessions/service';
import { SIGN_IN_BACKOFF, type BackoffPolicy } from './sessions/signInBackoff';
import { SIGN_IN_ADDRESS_CEILING, type AddressCeiling } from './sessions/signInLimiter';
import { createStore } from './store';
import { registerSentCodesRoute } from './http/sentCodesRoute';
import { DEFAULT_QUEUE_GRACE_MS } from './reception/abandonment';
import { DEFAULT_RECORDING_RETENTION_DAYS } from './recordings/retention';
import { DEFAULT_QUOTAS, type QuotaRules } from './quotas/rules';

export interface SandboxOptions {
  /**
   * Which proxies' X-Forwarded-For names the client (Fastify's trustProxy: addresses or CIDRs, comma
   * separated; env TRUST_PROXY), so that sign-in limits count clients, not the load balancer. Default none.
   */
  trustProxy?: string;
  /** Holds sandbox.sqlite (unless databaseUrl is set); created, migrated and seeded on first start. */
  dataDir: string;
  /**
   * A PostgreSQL database (`postgres://…`, env DATABASE_URL) instead of the SQLite file in dataDir;
   * migrated and seeded on first start like the file.
   */
  databaseUrl?: string;
  /** The built client (Vite's dist/). Without it, pages answer with a hint to run `npm run build`. */
  staticDir?: string;
  /** Request and socket logs (pino, level info); credentials are redacted. Default false. */
  logger?: LogSetting;
  /** How long the AI "types" before its answer; tests pass 0. Default DEFAULT_AI_DELAY_MS. */
  aiDelayMs?: number;
  /** A chat model that phrases the assistant's article answers (env AI_PROVIDER…). Default none: the embedded assistant alone. */
  llm?: LlmConfig;
  /**
   * Tests only: a fault switch from createFaultController() (realtime/faults.ts) that can drop every
   * socket, swallow pongs or acknowledgements and delay frames. Without one, none of that code runs.
   */
  faults?: FaultController;
  /** Tests only: sees the database once open (the disk-full test fills it through the sandbox's own connection). */
  onDatabase?: (database: SandboxDatabase) => void;
  /**
   * The separate storage host (storage/host.ts) that sign-upload-object signs for and whose files
   * work orders may attach. Without it, sign-upload-object answers notImplemented.
   */
  storage?: StorageLink;
  /**
   * Tests and demos only: serve GET /__sandbox/sent-codes?target=… (the identification codes the
   * sandbox logged instead of sending). main.ts turns it on with SANDBOX_FAULTS=1.
   */
  exposeSentCodes?: boolean;
  /**
   * How long `close()` lets in-flight HTTP requests finish before it cuts every connection still
   * open. Default DEFAULT_SHUTDOWN_GRACE_MS.
   */
  shutdownGraceMs?: number;
  /** Failed sign-ins one client address may make per window (sessions/signInLimiter.ts). Default 300 a minute. */
  signInLimit?: AddressCeiling;
  /** The wait an account owes after failed sign-ins (sessions/signInBackoff.ts). Default SIGN_IN_BACKOFF. */
  signInBackoff?: BackoffPolicy;
  /** Frames one socket (customer or agent) may send (realtime/frameBudget.ts). Default FRAME_BUDGET. */
  frameBudget?: FrameBudgetRule;
  /** Per customer: upload URLs a minute, upload bytes a day, messages a minute. Default DEFAULT_QUOTAS. */
  quotas?: QuotaRules;
  /** How long a customer token lasts (env TOKEN_TTL_MS). Default DEFAULT_TOKEN_TTL_MS (24 h). */
  tokenTtlMs?: number;
  /** How long a signed link's sign is accepted after its ts, and its nonce remembered (env SIGN_WINDOW_MS). Default 5 min. */
  signWindowMs?: number;
  /**
   * The agent console: /agent, agent sign-in and /agent-ws. Default true; false (env AGENT_CONSOLE=off)
   * leaves all three answering 404.
   */
  agentConsole?: boolean;
  /** How long an agent's sign-in token lasts. Default DEFAULT_AGENT_TOKEN_TTL_MS (12 h). */
  agentTokenTtlMs?: number;
  /** Origins besides the sandbox's own that may open /agent-ws (env AGENT_ORIGINS). */
  agentOrigins?: readonly string[];
  /**
   * How long a customer waiting for a human may have no socket before their request leaves the queue
   * (env QUEUE_GRACE_MS). Default DEFAULT_QUEUE_GRACE_MS (60 s).
   */
  queueGraceMs?: number;
  /** Days a field recording is kept after its last chunk (env RECORDING_RETENTION_DAYS). Default 30. */
  recordingRetentionDays?: number;
  /** Sets every agent's maximum of concurrent chats at start (env AGENT_MAX_CHATS); else each keeps users.max_chats (seeded 2). */
  agentMaxChats?: number;
  /**
   * `redis://…` (env REDIS_URL): this sandbox is one node of several sharing Redis and the database
   * (server/cluster/README.md, docs/cluster.md). Unset: the only node, everything in this process.
   */
  redisUrl?: string;
  /** The node's name in the cluster and in the x-sandbox-node header (env NODE_ID). Default a random id. */
  nodeId?: string;
  /** Tests only: the prefix of the cluster's Redis keys and channels, so clusters sharing a Redis stay apart. */
  redisKeyPrefix?: string;
  /** Tests only: faster heartbeats and a shorter node timeout than the defaults (1 s, 4 s). */
  clusterTiming?: Partial<ClusterTiming>;
}

export const DEFAULT_AI_DELAY_MS = 500;
export const DEFAULT_TOKEN_TTL_MS = 24 * 60 * 60_000;
/**
 * Node's server.close() waits for every connection that has begun a request, and stops enforcing
 * headersTimeout once closing: a browser connection holding half a request would keep close()
 * (and SIGTERM) waiting forever.
 */
export const DEFAULT_SHUTDOWN_GRACE_MS = 3000;

const BODY_LIMIT_BYTES = 256 * 1024;
/**
 * Frames up to this size reach the codec, which drops those over MAX_FRAME_BYTES and keeps the
 * connection (docs/protocol.md, "Limits"); only absurd frames close the socket (1009).
 */
const SOCKET_MAX_PAYLOAD_BYTES = 4 * MAX_FRAME_BYTES;

/** The whole sandbox backend, ready to listen; the caller chooses host and port. */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const nodeId = options.nodeId ?? randomNodeId();
  const badRequests = createBadRequestAnswers(nodeId);
  const app = Fastify({
    trustProxy: options.trustProxy ?? false,
    logger: loggerOptions(options.logger ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: badRequests.frameworkErrors,
    clientErrorHandler: badRequests.clientErrorHandler,
  });
  const { database, cluster } = await openBackends(app, options, nodeId);
  cutConnectionsAfterGrace(app, options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS);
  /** Socket frames still being handled when the sandbox closes finish before the database closes. */
  const socketWork: (() => Promise<void>)[] = [];
  app.addHook('onClose', async () => {
    await Promise.all(socketWork.map((settled) => settled()));
    await cluster.close();
    await database.close();
  });
  try {
    const store = createStore(database);
    const owners = await openSocketOwners(cluster, app.log);
    const { registry, agentSockets, tokenSockets } = owners;
    if (options.agentMaxChats !== undefined) await store.users.setEveryAgentsMaxChats(options.agentMaxChats);
    const services = createServices(store, registry, agentSockets, cluster, {
      ...serviceOptions(options, app.log),
      tokenEndings: tokenSockets,
    });
    // Other nodes' publishes re-read in this node's assistant.
    await services.articleChanges.listen();
    app.decorate(LEGACY_FAQ_DECORATOR, services.legacyFaq);
    const { aiResponder, owedAnswers, reception, recordingRetention } = services;
    await recordingRetention.start();
    await owedAnswers.start();
    app.addHook('preClose', async () => {
      await recordingRetention.stop();
      await owedAnswers.stop();
      await aiResponder.dispose();
      await reception.dispose();
      // Before the sockets close: what they held stays in the cluster for a live node to reap.
      cluster.leave();
    });

    announceNode(app, cluster.nodeId);
    installErrorHandler(app);
    installSecurityHeaders(app);
    await registerCors(app);
    // Before any route: the plugin wraps every route registered after it to tell upgrades apart.
    await app.register(fastifyWebsocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES } });
    await registerRateLimits(app, cluster);
    registerApi(app, services);
    if (options.exposeSentCodes) registerSentCodesRoute(app, services.codeMailbox);
    const agentConsole = options.agentConsole ?? true;
    socketWork.push(...registerSockets(app, options, services, { ...owners, agentConsole }));
    const pagePolicy = {
      storageOrigin: options.storage?.publicUrl,
      frameOriginsOf: (appKey: string) => services.products.frameOriginsOf(appKey),
    };
    const client = await registerStaticClient(app, options.staticDir, { agentConsole, pagePolicy });
    installNotFoundHandler(app, client.servePage);
    badRequests.answerPagesWith(client);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** The database and the cluster (Redis, or this process alone); on failure, whatever opened is closed, and the app. */
async function openBackends(app: FastifyInstance, options: SandboxOptions, nodeId: string) {
  const database = await openDatabase(
    options.databaseUrl
      ? { engine: 'postgres', url: options.databaseUrl }
      : { engine: 'sqlite', dataDir: options.dataDir },
    {
      onIdleClientError: (error) => app.log.error({ err: error }, 'an idle database connection failed'),
    },
  ).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  options.onDatabase?.(database);
  try {
    const cluster = await createCluster({
      redisUrl: options.redisUrl,
      nodeId,
      keyPrefix: options.redisKeyPrefix,
      timing: options.clusterTiming,
      log: app.log,
    });
    return { database, cluster };
  } catch (error) {
    await database.close();
    await app.close();
    throw error;
  }
}

function serviceOptions(options: SandboxOptions, log: FastifyBaseLogger): Omit<ServiceOptions, 'tokenEndings'> {
  return {
    aiDelayMs: options.aiDelayMs ?? DEFAULT_AI_DELAY_MS,
    llm: options.llm,
    tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    agentTokenTtlMs: options.agentTokenTtlMs ?? DEFAULT_AGENT_TOKEN_TTL_MS,
    signWindowMs: options.signWindowMs ?? DEFAULT_SIGN_WINDOW_MS,
    signInLimits: {
      address: options.signInLimit ?? SIGN_IN_ADDRESS_CEILING,
      backoff: options.signInBackoff ?? SIGN_IN_BACKOFF,
    },
    queueGraceMs: options.queueGraceMs ?? DEFAULT_QUEUE_GRACE_MS,
    recordingRetentionDays: options.recordingRetentionDays ?? DEFAULT_RECORDING_RETENTION_DAYS,
    storage: options.storage,
    quotas: options.quotas ?? DEFAULT_QUOTAS,
    log,
  };
}

function cutConnectionsAfterGrace(app: FastifyInstance, graceMs: number): void {
  let deadline: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
    deadline.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(deadline);
  });
}
