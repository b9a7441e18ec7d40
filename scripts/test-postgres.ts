/**
 * The integration tests on PostgreSQL: starts a throw-away PostgreSQL (scripts/services/postgres.ts),
 * runs `jest --selectProjects integration` against it (SANDBOX_TEST_POSTGRES, see
 * __tests__/support/testDatabase.ts), then stops it and deletes its files, also when jest fails or on
 * Ctrl-C / SIGTERM. Exits with jest's exit code.
 *
 *   npm run test:postgres [-- <jest arguments, e.g. a test file>]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { startTemporaryPostgres } from './services/postgres';

const JEST = createRequire(import.meta.url).resolve('jest/bin/jest');
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

let jest: ChildProcess | undefined;
let interruptedBy: NodeJS.Signals | undefined;
for (const signal of STOP_SIGNALS) {
  // Handled, so that we live on to stop PostgreSQL: jest is told to stop and we clean up after it.
  process.on(signal, () => {
    interruptedBy = signal;
    jest?.kill(signal);
  });
}

function runJest(databaseUrl: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    // The project last: --selectProjects takes every word after it as another project name.
    jest = spawn(process.execPath, [JEST, ...args, '--selectProjects', 'integration'], {
      stdio: 'inherit',
      env: { ...process.env, SANDBOX_TEST_POSTGRES: databaseUrl },
    });
    jest.once('error', reject);
    jest.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 1)));
  });
}

async function main(): Promise<number> {
  const postgres = await startTemporaryPostgres();
  try {
    console.info(`PostgreSQL for the tests at ${postgres.url}`);
    if (interruptedBy) return 128 + constants.signals[interruptedBy];
    return await runJest(postgres.url, process.argv.slice(2));
  } finally {
    await postgres.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
