/**
 * `npm run bench:cluster`: the sandbox on PostgreSQL at 1,000, 2,000 and 4,000 active customers, on one
 * node and on two nodes behind nginx sharing PostgreSQL and Redis (plus one node without Redis, today's
 * single-process setup, for comparison). Each customer has its own socket and asks its AI a question every
 * 10 s (staggered), and the AI answers 0.5 s later, as in `npm run sandbox`.
 *
 * For each setup and size: send→ack p50/p99 of the sends in a 20 s window after a 10 s warm-up; each
 * node's CPU time per message (user + system from /proc over the window, divided by the messages its
 * customers sent in it) and memory per connection (its RSS at the window's end minus its RSS before any
 * customer came, divided by its customers); PostgreSQL transactions, rows and WAL per message; Redis
 * commands per message; the CPU time per message of PostgreSQL, Redis, nginx and of this load generator.
 *
 * Everything shares this machine's cores: the figures are read, not compared as ratios. The results go
 * to bench/results/cluster.json, which bench/capacity.ts reads (docs/scaling.md).
 *
 * A shorter run for trying things out (prints, writes nothing):
 *   npm run bench:cluster -- --setups=single,pair --clients=1000
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import type WebSocket from 'ws';
import { startNginx, type RunningNginx } from '../scripts/services/nginx';
import { startTemporaryPostgres } from '../scripts/services/postgres';
import { sleep } from '../scripts/services/processes';
import { startTemporaryRedis } from '../scripts/services/redis';
import { WS_PATH } from '../src/protocol/identifiers';
import {
  callsBetween,
  statementsBetween,
  watchPostgres,
  watchRedis,
  type PostgresCounters,
  type PostgresWatch,
  type RedisCounters,
  type RedisWatch,
} from './engineStats';
import {
  drive,
  inBatches,
  login,
  ms,
  openSocket,
  percentile,
  type DriveTiming,
  type LoadClient,
  type Tally,
} from './loadClients';
import { RESULTS_FILE, saturated, type NodeResult, type StepResult } from './clusterResults';
import { cpuMs, machineCpuMs, rssBytes, treeCpuMs } from './procStats';
import { startSandboxChild, type SandboxChild } from './sandboxChild';

const CLIENT_STEPS = [1_000, 2_000, 4_000];
const TIMING: DriveTiming = { sendEveryMs: 10_000, warmUpMs: 10_000, measureMs: 20_000, drainMs: 10_000 };
/** The AI "types" as in `npm run sandbox`: its answers are written while other questions arrive. */
const AI_DELAY_MS = 500;
/** Logins and socket opens in flight at once while setting up. */
const SETUP_CONCURRENCY = 50;
/** After the nodes start and before any customer: their idle RSS, and Redis's background commands (heartbeats). */
const IDLE_MS = 3_000;
const FIRST_CLIENT_ID = 900_001;
/** Sockets of this process and of each node: the largest step, plus room for files, pools and logins. */
const FILES_NEEDED = Math.max(...CLIENT_STEPS) + 500;
const TOP_STATEMENTS = 8;
const STATEMENT_CHARS = 140;

interface Setup {
  key: string;
  label: string;
  nodes: number;
  /** Cross-node mode: REDIS_URL set on every node, and nginx in front (also of a single node, so that only the node count differs). */
  cluster: boolean;
}

const SETUPS: readonly Setup[] = [
  { key: 'single', label: '1 node, PostgreSQL', nodes: 1, cluster: false },
  { key: 'single-redis', label: '1 node, nginx, PostgreSQL + Redis', nodes: 1, cluster: true },
  { key: 'pair', label: '2 nodes, nginx, PostgreSQL + Redis', nodes: 2, cluster: true },
];

interface Snapshot {
  at: number;
  nodeCpu: number[];
  nodeRss: number[];
  nginxCpu: number;
  generatorCpu: number;
  machine: { busy: number; all: number };
  postgres: Promise<PostgresCounters>;
  redis: Promise<RedisCounters> | undefined;
}

/** What one setup runs on, and how to read its counters. */
interface Running {
  setup: Setup;
  database: string;
  postgres: PostgresWatch;
  redis: RedisWatch | undefined;
  nodes: SandboxChild[];
  nodeIds: string[];
  nginx: RunningNginx | undefined;
  idleRss: number[];
  idleRedisCommandsPerNodePerSecond: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const mb = (bytes: number) => bytes / 1024 / 1024;

/** Sync reads first (CPU times at the same instant), then the engines' counters. */
function snapshot(running: Running): Snapshot {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    nodeCpu: running.nodes.map((node) => cpuMs(node.pid)),
    nodeRss: running.nodes.map((node) => rssBytes(node.pid)),
    nginxCpu: running.nginx ? treeCpuMs(running.nginx.pid) : 0,
    generatorCpu: (usage.user + usage.system) / 1000,
    machine: machineCpuMs(),
    postgres: running.postgres.read(running.database),
    redis: running.redis?.read(),
  };
}

/** Which of the setup's nodes took the customer: its upgrade's x-sandbox-node, or the only node. */
function nodeIndexOf(running: Running, client: LoadClient): number | undefined {
  if (running.nodes.length === 1) return 0;
  const index = running.nodeIds.indexOf(client.node ?? '');
  return index >= 0 ? index : undefined;
}

/** The same setup's previous step, for the memory growth between steps. */
type Previous = Pick<StepResult, 'clients' | 'perNode'> | undefined;

/** Snapshots around the connecting of the step's new customers, and around its measuring window. */
interface StepSnapshots {
  connecting: [Snapshot, Snapshot];
  window: [Snapshot, Snapshot];
}

async function perConnect([before, after]: [Snapshot, Snapshot], added: number): Promise<StepResult['perConnect']> {
  const [postgresBefore, postgresAfter, redisBefore, redisAfter] = await Promise.all([
    before.postgres,
    after.postgres,
    before.redis,
    after.redis,
  ]);
  return {
    nodeCpuMs: (sum(after.nodeCpu) - sum(before.nodeCpu)) / added,
    postgresStatements:
      sum(statementsBetween(postgresBefore, postgresAfter).map((statement) => statement.calls)) / added,
    postgresCpuMs: (postgresAfter.cpuMs - postgresBefore.cpuMs) / added,
    redisCommands:
      redisBefore && redisAfter
        ? sum(callsBetween(redisBefore, redisAfter).map(([, calls]) => calls)) / added
        : undefined,
  };
}

async function summarize(
  running: Running,
  clients: readonly LoadClient[],
  tally: Tally,
  snapshots: StepSnapshots,
  previous: Previous,
): Promise<StepResult> {
  const [before, after] = snapshots.window;
  const [postgresBefore, postgresAfter, redisBefore, redisAfter] = await Promise.all([
    before.postgres,
    after.postgres,
    before.redis,
    after.redis,
  ]);
  const messages = sum([...tally.sentByNode.values()]);
  if (messages === 0) throw new Error(`no send was measured (${tally.dropped} sockets dropped)`);
  const per = (value: number) => value / messages;
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const perNode = running.nodes.map((_, index): NodeResult => {
    const own = clients.filter((client) => nodeIndexOf(running, client) === index).length;
    const nodeMessages = running.nodes.length === 1 ? messages : (tally.sentByNode.get(running.nodeIds[index]) ?? 0);
    const grown = after.nodeRss[index] - running.idleRss[index];
    const earlier = previous?.perNode[index];
    return {
      node: running.nodeIds[index],
      clients: own,
      messages: nodeMessages,
      cpuMsPerMessage: (after.nodeCpu[index] - before.nodeCpu[index]) / nodeMessages,
      rssIdleMb: mb(running.idleRss[index]),
      rssMb: mb(after.nodeRss[index]),
      kbPerConnection: grown / 1024 / own,
      kbPerAddedConnection:
        earlier && own > earlier.clients
          ? (after.nodeRss[index] - earlier.rssMb * 1024 * 1024) / 1024 / (own - earlier.clients)
          : undefined,
    };
  });
  const redisCalls = redisBefore && redisAfter ? callsBetween(redisBefore, redisAfter) : [];
  const statements = statementsBetween(postgresBefore, postgresAfter);
  const windowS = (after.at - before.at) / 1000;
  const backgroundCommands = running.idleRedisCommandsPerNodePerSecond * running.nodes.length * windowS;
  return {
    setup: running.setup.key,
    label: running.setup.label,
    nodes: running.nodes.length,
    clients: clients.length,
    windowS,
    messages,
    p50Ms: Number(ms(percentile(sorted, 0.5))),
    p99Ms: Number(ms(percentile(sorted, 0.99))),
    acks: tally.acks,
    errors: tally.errors,
    lost: tally.lost,
    dropped: tally.dropped,
    machineBusyPercent: (100 * (after.machine.busy - before.machine.busy)) / (after.machine.all - before.machine.all),
    perNode,
    nodeCpuMsPerMessage: per(sum(after.nodeCpu) - sum(before.nodeCpu)),
    kbPerConnection: (sum(after.nodeRss) - sum(running.idleRss)) / 1024 / clients.length,
    kbPerAddedConnection: previous
      ? (sum(after.nodeRss) - sum(previous.perNode.map((node) => node.rssMb * 1024 * 1024))) /
        1024 /
        (clients.length - previous.clients)
      : undefined,
    postgres: {
      transactionsPerMessage: per(postgresAfter.transactions - postgresBefore.transactions),
      statementsPerMessage: per(sum(statements.map((statement) => statement.calls))),
      topStatements: statements.slice(0, TOP_STATEMENTS).map((statement) => ({
        query: statement.query.replace(/\s+/g, ' ').slice(0, STATEMENT_CHARS),
        callsPerMessage: Number(per(statement.calls).toFixed(3)),
        execMsPerMessage: Number(per(statement.execMs).toFixed(4)),
      })),
      rowsInsertedPerMessage: per(postgresAfter.rowsInserted - postgresBefore.rowsInserted),
      rowsUpdatedPerMessage: per(postgresAfter.rowsUpdated - postgresBefore.rowsUpdated),
      rowsDeletedPerMessage: per(postgresAfter.rowsDeleted - postgresBefore.rowsDeleted),
      walBytesPerMessage: per(postgresAfter.walBytes - postgresBefore.walBytes),
      cpuMsPerMessage: per(postgresAfter.cpuMs - postgresBefore.cpuMs),
    },
    redis:
      redisBefore && redisAfter
        ? {
            commandsPerMessage: per(Math.max(0, sum(redisCalls.map(([, calls]) => calls)) - backgroundCommands)),
            commands: Object.fromEntries(redisCalls.map(([name, calls]) => [name, Number(per(calls).toFixed(3))])),
            cpuMsPerMessage: per(redisAfter.cpuMs - redisBefore.cpuMs),
            idleCommandsPerNodePerSecond: running.idleRedisCommandsPerNodePerSecond,
          }
        : undefined,
    perConnect: await perConnect(snapshots.connecting, clients.length - (previous?.clients ?? 0)),
    nginxCpuMsPerMessage: running.nginx ? per(after.nginxCpu - before.nginxCpu) : undefined,
    generatorCpuMsPerMessage: per(after.generatorCpu - before.generatorCpu),
  };
}

/** Signs in and connects customers until there are `size`, through the setup's entry (nginx, or the node). */
async function connectUpTo(size: number, entry: string, clients: LoadClient[], sockets: WebSocket[]): Promise<void> {
  const userIds = Array.from({ length: size - clients.length }, (_, index) =>
    String(FIRST_CLIENT_ID + clients.length + index),
  );
  const wsUrl = `${entry.replace(/^http/, 'ws')}${WS_PATH}`;
  const opened = await inBatches(userIds, SETUP_CONCURRENCY, async (userId) =>
    openSocket(wsUrl, userId, await login(entry, userId), sockets),
  );
  clients.push(...opened);
}

/** Stops what `start` started, last first; each stop runs even when an earlier one failed. */
class Teardown {
  private readonly steps: (() => Promise<unknown>)[] = [];
  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) await step().catch((error: unknown) => console.error(error));
  }
}

async function startSetup(setup: Setup, postgres: PostgresWatch, teardown: Teardown): Promise<Running> {
  const database = `bench_${setup.key.replaceAll('-', '_')}`;
  const databaseUrl = await postgres.createDatabase(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'support-cluster-bench-'));
  teardown.add(async () => rmSync(dataDir, { recursive: true, force: true }));
  const redisServer = setup.cluster ? await startTemporaryRedis() : undefined;
  if (redisServer) teardown.add(() => redisServer.stop());
  const redis = redisServer ? await watchRedis(redisServer.url) : undefined;
  if (redis) teardown.add(() => redis.close());
  const nodeIds = Array.from({ length: setup.nodes }, (_, index) => `bench-${index + 1}`);
  const started = await Promise.allSettled(
    nodeIds.map((nodeId) =>
      startSandboxChild({ dataDir, aiDelayMs: AI_DELAY_MS, databaseUrl, redisUrl: redisServer?.url, nodeId }),
    ),
  );
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  for (const node of nodes) teardown.add(() => node.stop());
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const nginx = setup.cluster
    ? await startNginx({ upstreams: nodes.map((node) => new URL(node.baseUrl).host) })
    : undefined;
  if (nginx) teardown.add(() => nginx.stop());

  const redisBefore = await redis?.read();
  await sleep(IDLE_MS);
  const redisAfter = await redis?.read();
  const idleCommands =
    redisBefore && redisAfter ? sum(callsBetween(redisBefore, redisAfter).map(([, calls]) => calls)) : 0;
  return {
    setup,
    database,
    postgres,
    redis,
    nodes,
    nodeIds,
    nginx,
    idleRss: nodes.map((node) => rssBytes(node.pid)),
    idleRedisCommandsPerNodePerSecond: idleCommands / (IDLE_MS / 1000) / setup.nodes,
  };
}

async function runSetup(setup: Setup, steps: readonly number[], postgres: PostgresWatch): Promise<StepResult[]> {
  const teardown = new Teardown();
  const sockets: WebSocket[] = [];
  teardown.add(async () => sockets.forEach((socket) => socket.terminate()));
  const results: StepResult[] = [];
  try {
    const running = await startSetup(setup, postgres, teardown);
    const entry = running.nginx?.url ?? running.nodes[0].baseUrl;
    const clients: LoadClient[] = [];
    for (const size of steps) {
      const beforeConnecting = snapshot(running);
      await connectUpTo(size, entry, clients, sockets);
      const afterConnecting = snapshot(running);
      const unplaced = clients.filter((client) => nodeIndexOf(running, client) === undefined).length;
      if (unplaced > 0)
        throw new Error(
          `${unplaced} sockets came from no known node (x-sandbox-node): is cross-node mode (REDIS_URL, NODE_ID) built?`,
        );
      const connectS = (afterConnecting.at - beforeConnecting.at) / 1000;
      let before: Snapshot | undefined;
      let after: Snapshot | undefined;
      const tally = await drive(clients, TIMING, {
        opened: () => (before = snapshot(running)),
        closed: () => (after = snapshot(running)),
      });
      const ended = running.nodes.map((node) => node.ended()).find(Boolean);
      if (ended) throw new Error(`${ended}\n(during the run: ${tally.acks} acks, ${tally.dropped} sockets dropped)`);
      if (!before || !after) throw new Error('the measuring window did not open and close');
      const snapshots: StepSnapshots = { connecting: [beforeConnecting, afterConnecting], window: [before, after] };
      const result = await summarize(running, clients, tally, snapshots, results[results.length - 1]);
      results.push(result);
      console.info(
        `  ${setup.label}, ${size.toLocaleString('en-US')} clients (connected in ${connectS.toFixed(1)} s): ` +
          `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.acks.toLocaleString('en-US')} acks`,
      );
    }
    return results;
  } finally {
    await teardown.run();
  }
}

/** The table: a header line, then one line per row, every column as wide as its widest cell. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const fixed = (value: number | undefined, digits: number) =>
  value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);
const count = (value: number) => value.toLocaleString('en-US');

function printResults(results: readonly StepResult[]): void {
  console.info(
    `\nsend→ack (each client sends every ${TIMING.sendEveryMs / 1000} s; ${TIMING.measureMs / 1000} s window after ${TIMING.warmUpMs / 1000} s warm-up)`,
  );
  console.info(
    table(
      [
        'setup',
        'clients',
        'msg/s',
        'p50 ms',
        'p99 ms',
        'acks',
        'refused',
        'unanswered',
        'dropped',
        'machine busy %',
        'saturated',
      ],
      results.map((result) => [
        result.label,
        count(result.clients),
        fixed(result.messages / result.windowS, 0),
        String(result.p50Ms),
        String(result.p99Ms),
        count(result.acks),
        count(result.errors),
        count(result.lost),
        count(result.dropped),
        fixed(result.machineBusyPercent, 0),
        saturated(result) ? 'yes' : '',
      ]),
    ),
  );
  console.info(
    '(saturated: p50 over 100 ms or replies missing; the costs below then miss the work left for after the window)',
  );
  console.info(
    '\nper node (CPU: user + system over the window / messages its clients sent; memory: RSS growth / clients, since idle and since the previous step)',
  );
  console.info(
    table(
      [
        'setup',
        'clients',
        'node',
        'its clients',
        'CPU ms/msg',
        'RSS idle MB',
        'RSS MB',
        'KB/conn vs idle',
        'KB/conn vs previous step',
      ],
      results.flatMap((result) =>
        result.perNode.map((node) => [
          result.label,
          count(result.clients),
          node.node,
          count(node.clients),
          fixed(node.cpuMsPerMessage, 2),
          fixed(node.rssIdleMb, 0),
          fixed(node.rssMb, 0),
          fixed(node.kbPerConnection, 1),
          fixed(node.kbPerAddedConnection, 1),
        ]),
      ),
    ),
  );
  console.info('\nper message (a customer question; the AI answer it causes is included)');
  console.info(
    table(
      [
        'setup',
        'clients',
        'PG xact',
        'PG stmts',
        'PG rows ins',
        'PG rows upd',
        'PG WAL KB',
        'PG CPU ms',
        'Redis cmds (net)',
        'Redis CPU ms',
        'nginx CPU ms',
        'generator CPU ms',
      ],
      results.map((result) => [
        result.label,
        count(result.clients),
        fixed(result.postgres.transactionsPerMessage, 2),
        fixed(result.postgres.statementsPerMessage, 2),
        fixed(result.postgres.rowsInsertedPerMessage, 2),
        fixed(result.postgres.rowsUpdatedPerMessage, 2),
        fixed(result.postgres.walBytesPerMessage / 1024, 2),
        fixed(result.postgres.cpuMsPerMessage, 2),
        fixed(result.redis?.commandsPerMessage, 2),
        fixed(result.redis?.cpuMsPerMessage, 3),
        fixed(result.nginxCpuMsPerMessage, 2),
        fixed(result.generatorCpuMsPerMessage, 2),
      ]),
    ),
  );
  console.info('\nper customer connected (a first sign-in, which creates the customer, and its socket)');
  console.info(
    table(
      ['setup', 'clients', 'node CPU ms', 'PG stmts', 'PG CPU ms', 'Redis cmds'],
      results.map((result) => [
        result.label,
        count(result.clients),
        fixed(result.perConnect.nodeCpuMs, 2),
        fixed(result.perConnect.postgresStatements, 2),
        fixed(result.perConnect.postgresCpuMs, 2),
        fixed(result.perConnect.redisCommands, 2),
      ]),
    ),
  );
  const reference = results[results.length - 1];
  if (reference) {
    console.info(
      `\nPostgreSQL statements with most execution time, ${reference.label}, ${count(reference.clients)} clients (per message: calls, ms)`,
    );
    for (const statement of reference.postgres.topStatements)
      console.info(
        `  ${fixed(statement.callsPerMessage, 2)}  ${fixed(statement.execMsPerMessage, 3)}  ${statement.query}`,
      );
  }
  const withRedis = results.filter((result) => result.redis);
  const last = withRedis[withRedis.length - 1];
  if (last?.redis) {
    const commands = Object.entries(last.redis.commands).map(([name, calls]) => `${name} ${calls}`);
    console.info(
      `\nRedis commands per message, ${last.label}, ${count(last.clients)} clients, background included: ${commands.join(', ')}`,
    );
    console.info(
      `Redis commands per node per second with no customer connected: ${fixed(last.redis.idleCommandsPerNodePerSecond, 1)}`,
    );
  }
}

/** The first line a tool prints about its version (nginx prints it on stderr). */
function version(command: string, args: string[]): string {
  const { stdout, stderr } = spawnSync(command, args, { encoding: 'utf8' });
  return `${stdout ?? ''}${stderr ?? ''}`.trim().split('\n')[0] || 'unknown';
}

function openFilesLimit(): number {
  const limit = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  return limit === 'unlimited' ? Infinity : Number(limit);
}

function optionList(name: string): string[] | undefined {
  const option = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return option
    ?.slice(name.length + 3)
    .split(',')
    .filter(Boolean);
}

async function main(): Promise<void> {
  const setupKeys = optionList('setups');
  const setups = setupKeys ? SETUPS.filter((setup) => setupKeys.includes(setup.key)) : SETUPS;
  const steps = optionList('clients')?.map(Number) ?? CLIENT_STEPS;
  if (setups.length === 0 || steps.some((size) => !Number.isInteger(size) || size <= 0)) {
    throw new Error(
      `--setups takes ${SETUPS.map((setup) => setup.key).join(', ')}; --clients takes positive whole numbers`,
    );
  }
  const files = openFilesLimit();
  if (files < FILES_NEEDED)
    throw new Error(
      `${FILES_NEEDED} open files are needed, ulimit -n is ${files}: raise it (ulimit -n ${FILES_NEEDED}) and run again`,
    );

  const started = performance.now();
  const server = await startTemporaryPostgres();
  // The nodes, Redis and nginx go with this process; PostgreSQL runs detached (pg_ctl) and must be stopped.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void server.stop().finally(() => process.exit(130)));
  const results: StepResult[] = [];
  let postgresVersion = 'unknown';
  try {
    const postgres = await watchPostgres(server.url);
    postgresVersion = postgres.version;
    try {
      for (const setup of setups) results.push(...(await runSetup(setup, steps, postgres)));
    } finally {
      await postgres.close();
    }
  } finally {
    await server.stop();
  }
  printResults(results);
  const minutes = (performance.now() - started) / 60_000;
  console.info(
    `\n(${minutes.toFixed(1)} min; ${cpus().length} cores shared by the load generator, the nodes, nginx, PostgreSQL and Redis)`,
  );
  if (setupKeys || optionList('clients')) return;
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  const machine = {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    postgres: postgresVersion,
    redis: version('redis-server', ['--version']),
    nginx: version('nginx', ['-v']),
  };
  const run = {
    date: new Date().toISOString(),
    minutes: Number(minutes.toFixed(1)),
    timing: TIMING,
    aiDelayMs: AI_DELAY_MS,
    machine,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ run, results }, null, 2)}\n`);
  console.info(`Written to ${RESULTS_FILE}`);
}

await main();
