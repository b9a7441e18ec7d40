/**
 * The two-node tests (__tests__/cluster/): starts a throw-away PostgreSQL and Redis
 * (scripts/services/), runs jest's `cluster` project (`*.test.ts`: nodes in this process) and then the
 * node:test files (`*.node.ts`: node processes behind nginx, the failover test) against them
 * (SANDBOX_TEST_POSTGRES, SANDBOX_TEST_REDIS), then stops both and deletes their files, also when a
 * test fails or on Ctrl-C / SIGTERM. Exits with the first failing run's exit code.
 *
 *   npm run test:cluster
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startTemporaryPostgres, type TemporaryPostgres } from './services/postgres';
import { startTemporaryRedis, type TemporaryRedis } from './services/redis';
import { exitWith, forwardingStopSignals, JEST } from './services/testRuns';

const TEST_DIR = join('__tests__', 'cluster');
const TEST_TIMEOUT_MS = 180_000;

const tests = forwardingStopSignals();

function nodeTestFiles(): string[] {
  return readdirSync(TEST_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.node.ts'))
    .map((name) => join(TEST_DIR, name));
}

async function runTests(env: Record<string, string>): Promise<number> {
  const jest = await tests.run([JEST, '--selectProjects', 'cluster'], env);
  if (jest !== 0 || tests.interruptedCode() !== undefined) return jest;
  return tests.run(['--import', 'tsx', '--test', `--test-timeout=${TEST_TIMEOUT_MS}`, ...nodeTestFiles()], env);
}

/** Both services, or neither: one that started is stopped again when the other fails. */
async function startBoth(): Promise<[TemporaryPostgres, TemporaryRedis]> {
  const [postgres, redis] = await Promise.allSettled([startTemporaryPostgres(), startTemporaryRedis()]);
  if (postgres.status === 'fulfilled' && redis.status === 'fulfilled') return [postgres.value, redis.value];
  await Promise.all(
    [postgres, redis].map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)),
  );
  throw postgres.status === 'rejected' ? postgres.reason : (redis as PromiseRejectedResult).reason;
}

exitWith(async () => {
  const [postgres, redis] = await startBoth();
  try {
    console.info(`PostgreSQL for the tests at ${postgres.url}, Redis at ${redis.url}`);
    return (
      tests.interruptedCode() ??
      (await runTests({ SANDBOX_TEST_POSTGRES: postgres.url, SANDBOX_TEST_REDIS: redis.url }))
    );
  } finally {
    await Promise.all([postgres.stop(), redis.stop()]);
  }
});
