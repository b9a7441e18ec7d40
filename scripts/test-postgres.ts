/**
 * The integration tests on PostgreSQL: starts a throw-away PostgreSQL (scripts/services/postgres.ts),
 * runs `jest --selectProjects integration` against it (SANDBOX_TEST_POSTGRES, see
 * __tests__/support/testDatabase.ts), then stops it and deletes its files, also when jest fails or on
 * Ctrl-C / SIGTERM. Exits with jest's exit code.
 *
 *   npm run test:postgres [-- <jest arguments, e.g. a test file>]
 */
import { startTemporaryPostgres } from './services/postgres';
import { exitWith, forwardingStopSignals, JEST } from './services/testRuns';

const tests = forwardingStopSignals();

exitWith(async () => {
  const postgres = await startTemporaryPostgres();
  try {
    console.info(`PostgreSQL for the tests at ${postgres.url}`);
    // The project last: --selectProjects takes every word after it as another project name.
    return (
      tests.interruptedCode() ??
      (await tests.run([JEST, ...process.argv.slice(2), '--selectProjects', 'integration'], {
        SANDBOX_TEST_POSTGRES: postgres.url,
      }))
    );
  } finally {
    await postgres.stop();
  }
});
