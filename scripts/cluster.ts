/**
 * The local cluster (README, "Several nodes"; docs/cluster.md): a throw-away PostgreSQL and Redis (or
 * yours: DATABASE_URL, REDIS_URL), two sandbox nodes (`server/main.ts`, NODE_ID a and b) on free
 * loopback ports, and nginx in front of them on PORT (default 8080), all on 127.0.0.1. Prints the demo
 * links through nginx; Ctrl-C or SIGTERM stops everything it started and deletes its temp directory.
 *
 *   npm run cluster          (builds the client first, as npm start does)
 *
 * Storage: both nodes share one DATA_DIR (uploads land in <DATA_DIR>/uploads) and one STORAGE_SECRET, so
 * either node's storage host accepts the URLs either node signs and serves the same files; a second nginx
 * site on PORT + 1 is the one storage address both nodes hand out (STORAGE_PUBLIC_URL).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agentConsoleConfigFrom, agentConsoleLines } from '../server/agentConsoleConfig';
import { NODE_HEADER } from '../server/cluster/nodeHeader';
import { signedDemoLink } from '../server/sessions/signedDemoLink';
import { REST } from '../src/protocol/identifiers';
import { startNginx } from './services/nginx';
import { startTemporaryPostgres } from './services/postgres';
import { freePort } from './services/processes';
import { startTemporaryRedis } from './services/redis';
import { startSandboxNode, type SandboxNode } from './services/sandboxNode';

const NODE_IDS = ['a', 'b'] as const;
const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port <= 0 || port >= 65535) {
  console.error(
    `PORT must be a port number below 65535 (the storage address takes PORT + 1), got "${process.env.PORT}"`,
  );
  process.exit(1);
}

/** What was started, stopped last-first. */
const started: { name: string; stop: () => Promise<void> }[] = [];
let stopping = false;

async function stopAll(): Promise<void> {
  stopping = true;
  for (const { name, stop } of started.splice(0).reverse()) {
    await stop().catch((error: unknown) => console.error(`Stopping ${name} failed:`, error));
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    console.info(`\n${signal}: stopping the cluster…`);
    void stopAll().then(() => process.exit(0));
  });
}

/** Which node answers through nginx, a few times (nginx takes turns). */
async function answeringNodes(base: string, times: number): Promise<string[]> {
  const nodes: string[] = [];
  for (let index = 0; index < times; index++) {
    const response = await fetch(`${base}${REST.productByAppKey}?key=demo`);
    await response.arrayBuffer();
    nodes.push(response.headers.get(NODE_HEADER) ?? '(no x-sandbox-node header)');
  }
  return nodes;
}

async function startNodes(
  dir: string,
  env: Record<string, string>,
  storagePorts: Map<string, number>,
): Promise<SandboxNode[]> {
  const nodes: SandboxNode[] = [];
  // One after the other: the first migrates and seeds an empty database.
  for (const nodeId of NODE_IDS) {
    const logFile = join(dir, `node-${nodeId}.log`);
    console.info(`Starting node ${nodeId}…`);
    const node = await startSandboxNode({
      nodeId,
      port: await freePort(),
      env: { ...env, STORAGE_PORT: String(storagePorts.get(nodeId)), LEGACY_FAQ_PORT: '0', DEMO_HOST_PORT: '0' },
      logFile,
    });
    started.push({ name: `node ${nodeId}`, stop: () => node.stop() });
    void node.exited.then(() => {
      if (!stopping)
        console.warn(
          `Node ${nodeId} (pid ${node.pid}) exited; nginx sends everything to the other node now. Its log: ${logFile}`,
        );
    });
    nodes.push(node);
  }
  return nodes;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'support-cluster-'));
  started.push({ name: 'the temp directory', stop: async () => rmSync(dir, { recursive: true, force: true }) });
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.info('Starting a throw-away PostgreSQL…');
    const postgres = await startTemporaryPostgres();
    started.push({ name: 'PostgreSQL', stop: postgres.stop });
    databaseUrl = postgres.url;
  }
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    const redis = await startTemporaryRedis();
    started.push({ name: 'Redis', stop: redis.stop });
    redisUrl = redis.url;
  }

  const storagePorts = new Map<string, number>();
  for (const nodeId of NODE_IDS) storagePorts.set(nodeId, await freePort());
  const storagePublicUrl = `http://127.0.0.1:${port + 1}`;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    STORAGE_SECRET: randomBytes(32).toString('hex'),
    STORAGE_PUBLIC_URL: storagePublicUrl,
    // nginx on this machine forwards each client's address: sign-in limits count clients, not nginx.
    TRUST_PROXY: '127.0.0.1',
  };
  const nodes = await startNodes(dir, env, storagePorts);

  const storage = await startNginx({
    port: port + 1,
    upstreams: [...storagePorts.values()].map((storagePort) => `127.0.0.1:${storagePort}`),
  });
  started.push({ name: 'nginx (storage)', stop: storage.stop });
  const nginx = await startNginx({ port, upstreams: nodes.map((node) => `127.0.0.1:${node.port}`) });
  started.push({ name: 'nginx', stop: nginx.stop });

  const chat = (query: string) => `${nginx.url}/chat?${query}`;
  console.info(
    [
      '',
      `Two sandbox nodes behind nginx on ${nginx.url} (docs/cluster.md)`,
      ...nodes.map(
        (node) => `  node ${node.nodeId}: ${node.url} (pid ${node.pid}, log ${join(dir, `node-${node.nodeId}.log`)})`,
      ),
      `  database: ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}`,
      `  redis:    ${redisUrl.replace(/\/\/[^@/]*@/, '//…@')}`,
      `  storage:  ${storagePublicUrl} (nginx → both nodes' storage hosts; files in ${join(dataDir, 'uploads')})`,
      `  nginx:    ${nginx.dir} (nginx.conf, error.log, access.log)`,
      `Answered through nginx by: ${(await answeringNodes(nginx.url, 4)).join(', ')}`,
      'Demo links (through nginx):',
      `  AI chat (English):       ${chat('app_key=demo&user=alice&pass=demo-pass&country=US')}`,
      `  Second user:             ${chat('app_key=demo&user=bob&pass=demo-pass&country=BR')}`,
      `  Signed link (new user):  ${signedDemoLink(nginx.url, 'carol')}`,
      ...agentConsoleLines(nginx.url, agentConsoleConfigFrom(process.env).agentConsole),
      'A customer and an agent may be on different nodes; stop one node (kill <pid>) and both go on on the other.',
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
