/** What `npm run bench:cluster` measures, as bench/results/cluster.json holds it (bench/capacity.ts reads it). */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'results', 'cluster.json');
/** Above this send→ack median the nodes are not keeping up with their clients. */
const SATURATED_P50_MS = 100;

export interface NodeResult {
  node: string;
  clients: number;
  /** Measured sends of its customers. */
  messages: number;
  cpuMsPerMessage: number;
  rssIdleMb: number;
  rssMb: number;
  /** (RSS − idle RSS) / its clients. */
  kbPerConnection: number;
  /** RSS growth since the previous step / clients added since (none at the first step). */
  kbPerAddedConnection?: number;
}

export interface StepResult {
  setup: string;
  label: string;
  nodes: number;
  clients: number;
  windowS: number;
  messages: number;
  p50Ms: number;
  p99Ms: number;
  acks: number;
  errors: number;
  lost: number;
  dropped: number;
  /** Share of the machine's cores busy over the window (all processes, not only ours). */
  machineBusyPercent: number;
  perNode: NodeResult[];
  /** All nodes' CPU time over all messages. */
  nodeCpuMsPerMessage: number;
  /** All nodes' RSS growth since idle over all customers. */
  kbPerConnection: number;
  /** All nodes' RSS growth since the previous step over the customers added (none at the first step). */
  kbPerAddedConnection?: number;
  postgres: {
    transactionsPerMessage: number;
    statementsPerMessage: number;
    /** The statements that took most of PostgreSQL's execution time, per message. */
    topStatements: { query: string; callsPerMessage: number; execMsPerMessage: number }[];
    rowsInsertedPerMessage: number;
    rowsUpdatedPerMessage: number;
    rowsDeletedPerMessage: number;
    walBytesPerMessage: number;
    cpuMsPerMessage: number;
  };
  /** What signing in and opening the socket of each customer added at this step cost (a first sign-in: it creates the customer). */
  perConnect: {
    nodeCpuMs: number;
    /** Statements (pg_stat_statements counts at once; pg_stat_database's transactions lag by a second or more). */
    postgresStatements: number;
    postgresCpuMs: number;
    redisCommands?: number;
  };
  redis?: {
    /** Less the nodes' background commands (idleCommandsPerNodePerSecond over the window). */
    commandsPerMessage: number;
    /** Per message, by command, largest first, background included. */
    commands: Record<string, number>;
    cpuMsPerMessage: number;
    /** Commands per second per node while no customer was connected (heartbeats, reaping). */
    idleCommandsPerNodePerSecond: number;
  };
  nginxCpuMsPerMessage?: number;
  generatorCpuMsPerMessage: number;
}

/**
 * A saturated row undercounts: work the nodes had not caught up with (answers, writes) falls after the
 * window, so its costs per message look lower than they are.
 */
export function saturated(row: StepResult): boolean {
  return row.p50Ms > SATURATED_P50_MS || row.lost > 0 || row.errors > 0 || row.dropped > 0;
}
