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
import { ASSUMPTIONS, ceilings, estimate, inputsFrom, MESSAGE_EVERY_S, whole, type Estimate } from './capacityModel';
import { RESULTS_FILE, saturated, type StepResult } from './clusterResults';

const CUSTOMERS = [100_000, 1_000_000];

const decimal = (value: number, digits: number) => value.toFixed(digits);

function referenceRow(results: readonly StepResult[]): StepResult {
  const option = (name: string) =>
    process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
  const setup = option('setup') ?? 'pair';
  const rows = results.filter((row) => row.setup === setup);
  const usable = rows.filter((row) => !saturated(row));
  const clients = Number(option('clients') ?? Math.max(...usable.map((row) => row.clients)));
  const row = rows.find((candidate) => candidate.clients === clients);
  if (!row)
    throw new Error(
      `no unsaturated row for setup ${setup}${option('clients') ? ` at ${clients} clients` : ''} in ${RESULTS_FILE}`,
    );
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
  console.info(
    `Inputs: "${row.label}" at ${whole(row.clients)} clients, run of ${file.run.date} (${file.run.machine.cores} cores, ${file.run.machine.cpu}), ${RESULTS_FILE}`,
  );
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
