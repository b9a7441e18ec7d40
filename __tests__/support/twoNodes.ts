/**
 * Two sandboxes as two nodes of one cluster, one pair per test, in this process (the cluster project,
 * __tests__/cluster/): one PostgreSQL database and one Redis.
 *
 * PostgreSQL: SANDBOX_TEST_POSTGRES when set (npm run test:cluster, npm run test:postgres), else a
 * throw-away one. Redis: SANDBOX_TEST_REDIS (e.g. redis://127.0.0.1:56379/2) when set, else a throw-away
 * redis-server (both from Debian's packages, scripts/services/). Each test gets its own database and its
 * own Redis key prefix, both removed after it: test files may run side by side on one shared Redis, so
 * nothing here empties a whole Redis database. (Two nodes in one process cannot share a SQLite file: one
 * node's write would block the process while the other holds a transaction.)
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/services/postgres';
import { startTemporaryRedis, type TemporaryRedis } from '../../scripts/services/redis';
import { buildSandbox, type SandboxOptions } from '../../server/app';
import { WS_PATH } from '../../src/protocol/identifiers';
import { newDataDir, TEST_SIGN_IN_LIMIT, type RunningSandbox } from './sandbox';
import { withAdmin } from './testDatabase';

interface Closable {
  close(): Promise<unknown>;
}

/** Nodes a (`node-a`) and b (`node-b`). */
export interface TwoNodes {
  a: RunningSandbox;
  b: RunningSandbox;
}

/** What a test may set on both nodes; where they keep their data and meet is the fixture's. */
export type TwoNodesOptions = Partial<
  Omit<SandboxOptions, 'dataDir' | 'databaseUrl' | 'redisUrl' | 'redisKeyPrefix' | 'nodeId'>
>;

export interface TwoNodesPerTest {
  /** Starts this test's two nodes: a first (it migrates and seeds the database), then b. */
  start(options?: TwoNodesOptions): Promise<TwoNodes>;
  /** Closes `socket` after the test, before the nodes. */
  track<S extends Closable>(socket: S): S;
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const client = new Redis(redisUrl);
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

/**
 * `name` (e.g. `cluster-nodes`) names what a test leaves while it runs: its database
 * (`cluster_nodes_<pid>_<n>`), its Redis key prefix (`cluster-nodes-<pid>-<n>:`) and its nodes' data
 * directories (`cluster-nodes-a-…`), so that a leftover says which file left it.
 */
export function twoNodesPerTest(name: string): TwoNodesPerTest {
  let postgres: TemporaryPostgres | undefined;
  let redis: TemporaryRedis | undefined;
  const adminUrl = () => process.env.SANDBOX_TEST_POSTGRES || (postgres as TemporaryPostgres).url;
  const redisUrl = () => process.env.SANDBOX_TEST_REDIS || (redis as TemporaryRedis).url;
  let testCount = 0;
  const running: (() => Promise<void>)[] = [];
  const sockets: Closable[] = [];

  beforeAll(async () => {
    [redis, postgres] = await Promise.all([
      process.env.SANDBOX_TEST_REDIS ? undefined : startTemporaryRedis(),
      process.env.SANDBOX_TEST_POSTGRES ? undefined : startTemporaryPostgres(),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([redis?.stop(), postgres?.stop()]);
  });

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    // Nodes first (newest first), then the database and the test's Redis keys.
    for (const stop of running.splice(0).reverse()) await stop();
  });

  async function startNode(options: SandboxOptions): Promise<RunningSandbox> {
    running.push(async () => rmSync(options.dataDir, { recursive: true, force: true }));
    const app = await buildSandbox(options);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const node = {
      baseUrl: `http://127.0.0.1:${port}`,
      wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`,
      port,
      close: () => app.close(),
    };
    running.push(node.close);
    return node;
  }

  return {
    async start(options = {}) {
      testCount += 1;
      const database = `${name.replace(/-/g, '_')}_${process.pid}_${testCount}`;
      const redisKeyPrefix = `${name}-${process.pid}-${testCount}:`;
      await withAdmin(adminUrl(), (admin) => admin.query(`CREATE DATABASE ${database}`));
      running.push(async () => {
        await withAdmin(adminUrl(), (admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
        await deleteKeys(redisUrl(), redisKeyPrefix);
      });
      const databaseUrl = new URL(adminUrl());
      databaseUrl.pathname = `/${database}`;
      const common = {
        databaseUrl: databaseUrl.toString(),
        redisUrl: redisUrl(),
        redisKeyPrefix,
        aiDelayMs: 0,
        signInLimit: TEST_SIGN_IN_LIMIT,
        ...options,
      };
      const a = await startNode({ ...common, dataDir: newDataDir(`${name}-a-`), nodeId: 'node-a' });
      const b = await startNode({ ...common, dataDir: newDataDir(`${name}-b-`), nodeId: 'node-b' });
      return { a, b };
    },
    track(socket) {
      sockets.push(socket);
      return socket;
    },
  };
}
