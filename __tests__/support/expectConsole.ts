/**
 * Every test runs with the console guard (consoleGuard.ts): output it did not declare fails it, and
 * output after the tests fails the file. A test that means to print declares it:
 *
 *   const warnings = expectConsole('warn', /not connected/);
 *   …
 *   expect(warnings).toHaveLength(2);
 *
 * Matching calls are swallowed and collected; at least one must come. Called in a test, it covers that
 * test (its hooks included); called in a describe body or beforeAll, every test of the file and the
 * output between them.
 */
import { GUARD_KEY, type ConsoleGuard, type ConsoleMethod } from './consoleGuard';

export function expectConsole(method: ConsoleMethod, pattern: RegExp): readonly string[] {
  return guard().expect(method, pattern);
}

function guard(): ConsoleGuard {
  const published = (globalThis as unknown as Record<symbol, ConsoleGuard | undefined>)[GUARD_KEY];
  if (!published) throw new Error(MISSING_GUARD);
  return published;
}

const MISSING_GUARD =
  'This test file runs without the console guard: its environment must come from withQuietConsole ' +
  '(__tests__/support/quietEnvironment.ts), e.g. `@jest-environment ./__tests__/support/quietNodeEnvironment.ts` ' +
  'rather than `node`.';

/** The check every test file runs first (setupFilesAfterEnv): the guard is there, so quiet means quiet. */
export function assertConsoleGuarded(): void {
  guard();
}
