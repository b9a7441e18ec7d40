/**
 * The capacity model of docs/scaling.md, as pure functions (printed by bench/capacity.ts): linear in the
 * customers, each message and connect costing what it cost in the bench:cluster run.
 */
import type { StepResult } from './clusterResults';

/** Each customer sends one message this often. */
export const MESSAGE_EVERY_S = 10;

/** A whole number with thousands separators, as the model's labels and tables print it. */
export const whole = (value: number) => Math.round(value).toLocaleString('en-US');

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

/** The model's inputs from one row of bench/results/cluster.json. */
export function inputsFrom(row: StepResult): Inputs {
  const postgres = row.postgres;
  return {
    nodeCpuMs: row.nodeCpuMsPerMessage,
    // Growth between the last two sizes: the fixed cost of a node's first customers (JIT, pools) left out.
    kbPerConnection: row.kbPerAddedConnection ?? row.kbPerConnection,
    nodeIdleMb: Math.max(...row.perNode.map((node) => node.rssIdleMb)),
    postgresTransactions: postgres.transactionsPerMessage,
    postgresStatements: postgres.statementsPerMessage,
    postgresRowsWritten:
      postgres.rowsInsertedPerMessage + postgres.rowsUpdatedPerMessage + postgres.rowsDeletedPerMessage,
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

/** What `customers` concurrent customers need: nodes (the more of CPU and memory), PostgreSQL, Redis, nginx. */
export function estimate(inputs: Inputs, customers: number, assumptions = ASSUMPTIONS): Estimate {
  const rate = customers / MESSAGE_EVERY_S;
  const connects = customers / (assumptions.sessionMinutes * 60);
  const nodesForCpu = Math.ceil(
    (rate * inputs.nodeCpuMs + connects * inputs.connect.nodeCpuMs) / 1000 / assumptions.nodeCpuTarget,
  );
  const connectionsPerNode = Math.floor(
    ((assumptions.nodeMemoryMb - inputs.nodeIdleMb) * 1024) / inputs.kbPerConnection,
  );
  const nodesForMemory = Math.ceil(customers / connectionsPerNode);
  const nodes = Math.max(nodesForCpu, nodesForMemory, 1);
  const redisCommandsPerSecond =
    rate * inputs.redisCommands + connects * inputs.connect.redisCommands + nodes * inputs.redisIdleCommandsPerNode;
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
    postgresCores:
      (rate * inputs.postgresCpuMs + connects * inputs.connect.postgresCpuMs) / 1000 / assumptions.postgresCpuTarget,
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

/** Each shared single instance, the most customers it serves within its target; the first to run out first. */
export function ceilings(inputs: Inputs, assumptions = ASSUMPTIONS): { resource: string; customers: number }[] {
  return [
    {
      resource: `PostgreSQL primary (${assumptions.postgresMaxCores} cores at ${assumptions.postgresCpuTarget * 100} %)`,
      customers: ceiling((n) => estimate(inputs, n, assumptions).postgresCores <= assumptions.postgresMaxCores),
    },
    {
      resource: `Redis (one thread, ${assumptions.redisTarget * 100} % of ${whole(assumptions.redisCommandsPerSecond)} commands/s)`,
      customers: ceiling((n) => estimate(inputs, n, assumptions).redisShare <= assumptions.redisTarget),
    },
  ].sort((a, b) => a.customers - b.customers);
}
