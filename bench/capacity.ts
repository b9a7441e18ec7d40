/**
 * `npm run bench:capacity`: the capacity model of docs/scaling.md. From the costs per customer message
 * that `npm run bench:cluster` measured (bench/results/cluster.json), how many nodes, and how much
 * PostgreSQL and Redis, serve 100,000 and 1,000,000 concurrent customers who each send one message every
 * 10 s, and which shared resource runs out first. Linear: each message costs what it cost in the run.
 *
 *   npm run bench:capacity                        the two-node setup at its largest unsaturated size
 *   npm run bench:capacity -- --setup=single-redis --clients=2000
 */
import { readFileSync } from 'node:fs';
import { RESULTS_FILE, saturated, type StepResult } from './clusterResults';

const CUSTOMERS = [100_000, 1_000_000];
const MESSAGE_EVERY_S = 10;

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const decimal = (value: number, digits: number) => value.toFixed(digits);

/**
 * The assumptions; docs/scaling.md explains each.
 * - A node is one sandbox process: Node.js runs the app on one thread, so a node is worth one core, kept
 *   at 60 % busy (send→ack grows by seconds near saturation, issue 18's 2.3 s p50), with 1 GB of RSS.
 * - Each customer signs in and opens a socket again every 10 minutes on average (page loads, networks).
 * - PostgreSQL is one primary (every write goes to it) of at most 64 cores, kept at 70 % busy; each node
 *   holds up to 10 connections to it (pg's default pool).
 * - Redis runs commands on one thread: 60,000 small commands/s (redis-benchmark, 50 clients, no
 *   pipelining, on the bench machine), kept at 70 %.
 * - nginx scales out (several instances behind DNS or an L4 balancer); its cores at 70 % busy.
 */
export const ASSUMPTIONS = {
  nodeCpuTarget: 0.6,
  nodeMemoryMb: 1_024,
  sessionMinutes: 10,
  postgresMaxCores: 64,
  postgresPoolPerNode: 10,
  postgresCpuTarget: 0.7,
  redisCommandsPerSecond: 60_000,
  redisTarget: 0.7,
  balancerCpuTarget: 0.7,
};

/** Per customer message (the question and the AI answer it causes), from one row of the bench. */
export interface Inputs {
  nodeCpuMs: number;
  kbPerConnection: number;
  nodeIdleMb: number;
  postgresTransactions: number;
  postgresStatements: number;
  postgresRowsWritten: number;
  postgresWalBytes: number;
  postgresCpuMs: number;
  redisCommands: number;
  /** Commands per second each node sends with nobody connected (heartbeats, reaping). */
  redisIdleCommandsPerNode: number;
  balancerCpuMs: number;
  /** A customer's sign-in and socket open. */
  connect: { nodeCpuMs: number; postgresStatements: number; postgresCpuMs: number; redisCommands: number };
}

export interface Estimate {
  customers: number;
  messagesPerSecond: number;
  connectsPerSecond: number;
  nodesForCpu: number;
  nodesForMemory: number;
  nodes: number;
  postgresTransactionsPerSecond: number;
  postgresStatementsPerSecond: number;
  postgresRowsWrittenPerSecond: number;
  postgresWalMbPerSecond: number;
  postgresCores: number;
  postgresConnections: number;
  redisCommandsPerSecond: number;
  /** Of what Redis's one command thread serves, 100 % = saturated. */
  redisShare: number;
  balancerCores: number;
}

export function inputsFrom(row: StepResult): Inputs {
  const postgres = row.postgres;
  return {
    nodeCpuMs: row.nodeCpuMsPerMessage,
    // Growth between the last two sizes: the fixed cost of a node's first customers (JIT, pools) left out.
    kbPerConnection: row.kbPerAddedConnection ?? row.kbPerConnection,
    nodeIdleMb: Math.max(...row.perNode.map((node) => node.rssIdleMb)),
    postgresTransactions: postgres.transactionsPerMessage,
    postgresStatements: postgres.statementsPerMessage,
    postgresRowsWritten: postgres.rowsInsertedPerMessage + postgres.rowsUpdatedPerMessage + postgres.rowsDeletedPerMessage,
    postgresWalBytes: postgres.walBytesPerMessage,
    postgresCpuMs: postgres.cpuMsPerMessage,
    redisCommands: row.redis?.commandsPerMessage ?? 0,
    redisIdleCommandsPerNode: row.redis?.idleCommandsPerNodePerSecond ?? 0,
    balancerCpuMs: row.nginxCpuMsPerMessage ?? 0,
    connect: {
      nodeCpuMs: row.perConnect.nodeCpuMs,
      postgresStatements: row.perConnect.postgresStatements,
      postgresCpuMs: row.perConnect.postgresCpuMs,
      redisCommands: row.perConnect.redisCommands ?? 0,
    },
  };
}

export function estimate(inputs: Inputs, customers: number, assumptions = ASSUMPTIONS): Estimate {
  const rate = customers / MESSAGE_EVERY_S;
  const connects = customers / (assumptions.sessionMinutes * 60);
  const nodesForCpu = Math.ceil((rate * inputs.nodeCpuMs + connects * inputs.connect.nodeCpuMs) / 1000 / assumptions.nodeCpuTarget);
  const connectionsPerNode = Math.floor(((assumptions.nodeMemoryMb - inputs.nodeIdleMb) * 1024) / inputs.kbPerConnection);
  const nodesForMemory = Math.ceil(customers / connectionsPerNode);
  const nodes = Math.max(nodesForCpu, nodesForMemory, 1);
  const redisCommandsPerSecond = rate * inputs.redisCommands + connects * inputs.connect.redisCommands + nodes * inputs.redisIdleCommandsPerNode;
  return {
    customers,
    messagesPerSecond: rate,
    connectsPerSecond: connects,
    nodesForCpu,
    nodesForMemory,
    nodes,
    postgresTransactionsPerSecond: rate * inputs.postgresTransactions,
    postgresStatementsPerSecond: rate * inputs.postgresStatements + connects * inputs.connect.postgresStatements,
    postgresRowsWrittenPerSecond: rate * inputs.postgresRowsWritten,
    postgresWalMbPerSecond: (rate * inputs.postgresWalBytes) / 1e6,
    postgresCores: (rate * inputs.postgresCpuMs + connects * inputs.connect.postgresCpuMs) / 1000 / assumptions.postgresCpuTarget,
    postgresConnections: nodes * assumptions.postgresPoolPerNode,
    redisCommandsPerSecond,
    redisShare: redisCommandsPerSecond / assumptions.redisCommandsPerSecond,
    balancerCores: (rate * inputs.balancerCpuMs) / 1000 / assumptions.balancerCpuTarget,
  };
}

/** The most customers a shared single instance serves within its target: the largest `customers` for which `fits` holds. */
function ceiling(fits: (customers: number) => boolean): number {
  let low = 0;
  let high = 1e10;
  while (high - low > 100) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

export function ceilings(inputs: Inputs, assumptions = ASSUMPTIONS): { resource: string; customers: number }[] {
  return [
    { resource: `PostgreSQL primary (${assumptions.postgresMaxCores} cores at ${assumptions.postgresCpuTarget * 100} %)`, customers: ceiling((n) => estimate(inputs, n).postgresCores <= assumptions.postgresMaxCores) },
    { resource: `Redis (one thread, ${assumptions.redisTarget * 100} % of ${whole(assumptions.redisCommandsPerSecond)} commands/s)`, customers: ceiling((n) => estimate(inputs, n).redisShare <= assumptions.redisTarget) },
  ].sort((a, b) => a.customers - b.customers);
}

function referenceRow(results: readonly StepResult[]): StepResult {
  const option = (name: string) => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
  const setup = option('setup') ?? 'pair';
  const rows = results.filter((row) => row.setup === setup);
  const usable = rows.filter((row) => !saturated(row));
  const clients = Number(option('clients') ?? Math.max(...usable.map((row) => row.clients)));
  const row = rows.find((candidate) => candidate.clients === clients);
  if (!row) throw new Error(`no unsaturated row for setup ${setup}${option('clients') ? ` at ${clients} clients` : ''} in ${RESULTS_FILE}`);
  return row;
}

function main(): void {
  let file: { run: { date: string; machine: { cores: number; cpu: string } }; results: StepResult[] };
  try {
    file = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as typeof file;
  } catch (error) {
    throw new Error(`cannot read ${RESULTS_FILE} (run npm run bench:cluster first): ${(error as Error).message}`);
  }
  const row = referenceRow(file.results);
  const inputs = inputsFrom(row);
  const estimates = CUSTOMERS.map((customers) => estimate(inputs, customers));
  const a = ASSUMPTIONS;
  console.info(`Inputs: "${row.label}" at ${whole(row.clients)} clients, run of ${file.run.date} (${file.run.machine.cores} cores, ${file.run.machine.cpu}), ${RESULTS_FILE}`);
  console.info(
    [
      `  per customer message: node CPU ${decimal(inputs.nodeCpuMs, 2)} ms; PostgreSQL ${decimal(inputs.postgresTransactions, 2)} transactions, ` +
        `${decimal(inputs.postgresStatements, 1)} statements, ${decimal(inputs.postgresRowsWritten, 2)} rows written, ` +
        `${decimal(inputs.postgresWalBytes / 1024, 2)} KB WAL, ${decimal(inputs.postgresCpuMs, 2)} ms CPU;`,
      `  Redis ${decimal(inputs.redisCommands, 2)} commands (besides the background); nginx ${decimal(inputs.balancerCpuMs, 2)} ms CPU`,
      `  per connect (sign-in + socket): node CPU ${decimal(inputs.connect.nodeCpuMs, 2)} ms; PostgreSQL ${decimal(inputs.connect.postgresStatements, 1)} statements, ` +
        `${decimal(inputs.connect.postgresCpuMs, 2)} ms CPU; Redis ${decimal(inputs.connect.redisCommands, 1)} commands`,
      `  per connection: ${decimal(inputs.kbPerConnection, 1)} KB of node RSS; per node: ${decimal(inputs.nodeIdleMb, 0)} MB idle RSS, ` +
        `${decimal(inputs.redisIdleCommandsPerNode, 1)} Redis commands/s in the background`,
      `Assumptions: one message every ${MESSAGE_EVERY_S} s and one connect every ${a.sessionMinutes} min per customer; ` +
        `a node = one process = one core at ${a.nodeCpuTarget * 100} % and ${whole(a.nodeMemoryMb)} MB RSS; ` +
        `PostgreSQL at ${a.postgresCpuTarget * 100} % of its cores (one primary, at most ${a.postgresMaxCores}; ${a.postgresPoolPerNode} connections per node); ` +
        `Redis at ${a.redisTarget * 100} % of ${whole(a.redisCommandsPerSecond)} commands/s; nginx at ${a.balancerCpuTarget * 100} %.`,
      '',
    ].join('\n'),
  );
  const rows: [string, (estimate: Estimate) => string][] = [
    ['messages/s', (e) => whole(e.messagesPerSecond)],
    ['connects/s', (e) => whole(e.connectsPerSecond)],
    ['nodes for CPU', (e) => whole(e.nodesForCpu)],
    ['nodes for memory', (e) => whole(e.nodesForMemory)],
    ['**nodes**', (e) => `**${whole(e.nodes)}**`],
    ['PostgreSQL transactions/s', (e) => whole(e.postgresTransactionsPerSecond)],
    ['PostgreSQL statements/s', (e) => whole(e.postgresStatementsPerSecond)],
    ['PostgreSQL rows written/s', (e) => whole(e.postgresRowsWrittenPerSecond)],
    ['PostgreSQL WAL MB/s', (e) => decimal(e.postgresWalMbPerSecond, 1)],
    ['**PostgreSQL cores**', (e) => `**${decimal(e.postgresCores, 1)}**`],
    ['PostgreSQL connections (nodes × pool)', (e) => whole(e.postgresConnections)],
    ['Redis commands/s', (e) => whole(e.redisCommandsPerSecond)],
    ['**Redis: share of its one thread**', (e) => `**${decimal(e.redisShare * 100, 0)} %**`],
    ['nginx cores', (e) => decimal(e.balancerCores, 1)],
  ];
  console.info(`| | ${estimates.map((e) => `${whole(e.customers)} customers`).join(' | ')} |`);
  console.info(`|---|${estimates.map(() => '---:').join('|')}|`);
  for (const [label, cell] of rows) console.info(`| ${label} | ${estimates.map(cell).join(' | ')} |`);
  const limits = ceilings(inputs);
  console.info('\nShared single instances, most customers each serves within its target:');
  for (const limit of limits) console.info(`  ${limit.resource}: ${whole(limit.customers)} customers`);
  console.info(`First bottleneck: ${limits[0].resource}, at about ${whole(limits[0].customers)} concurrent customers.`);
}

main();
