/**
 * The two-node tests (__tests__/cluster/): starts a throw-away PostgreSQL and Redis
 * (scripts/services/), runs jest's `cluster` project (`*.test.ts`: nodes in this process) and then the
 * node:test files (`*.node.ts`: node processes behind nginx, the failover test) against them
 * (SANDBOX_TEST_POSTGRES, SANDBOX_TEST_REDIS), then stops both and deletes their files, also when a
 * test fails or on Ctrl-C / SIGTERM. Exits with the first failing run's exit code.
 *
 *   npm run test:cluster
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { join } from 'node:path';
import { startTemporaryPostgres, type TemporaryPostgres } from './services/postgres';
import { startTemporaryRedis, type TemporaryRedis } from './services/redis';

const TEST_DIR = join('__tests__', 'cluster');
const TEST_TIMEOUT_MS = 180_000;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

let tests: ChildProcess | undefined;
let interruptedBy: NodeJS.Signals | undefined;
for (const signal of STOP_SIGNALS) {
  // Handled, so that we live on to stop the services: the test run is told to stop and we clean up after it.
  process.on(signal, () => {
    interruptedBy = signal;
    tests?.kill(signal);
  });
}

const JEST = createRequire(import.meta.url).resolve('jest/bin/jest');

function nodeTestFiles(): string[] {
  return readdirSync(TEST_DIR)
    .filter((name) => name.endsWith('.node.ts'))
    .map((name) => join(TEST_DIR, name));
}

function run(args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    tests = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    tests.once('error', reject);
    tests.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 1)));
  });
}

async function runTests(env: Record<string, string>): Promise<number> {
  const jest = await run([JEST, '--selectProjects', 'cluster'], env);
  if (jest !== 0 || interruptedBy) return jest;
  return run(['--import', 'tsx', '--test', `--test-timeout=${TEST_TIMEOUT_MS}`, ...nodeTestFiles()], env);
}

/** Both services, or neither: one that started is stopped again when the other fails. */
async function startBoth(): Promise<[TemporaryPostgres, TemporaryRedis]> {
  const [postgres, redis] = await Promise.allSettled([startTemporaryPostgres(), startTemporaryRedis()]);
  if (postgres.status === 'fulfilled' && redis.status === 'fulfilled') return [postgres.value, redis.value];
  await Promise.all([postgres, redis].map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
  throw postgres.status === 'rejected' ? postgres.reason : (redis as PromiseRejectedResult).reason;
}

async function main(): Promise<number> {
  const [postgres, redis] = await startBoth();
  try {
    console.info(`PostgreSQL for the tests at ${postgres.url}, Redis at ${redis.url}`);
    if (interruptedBy) return 128 + constants.signals[interruptedBy];
    return await runTests({ SANDBOX_TEST_POSTGRES: postgres.url, SANDBOX_TEST_REDIS: redis.url });
  } finally {
    await Promise.all([postgres.stop(), redis.stop()]);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
