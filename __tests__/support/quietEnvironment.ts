/**
 * The console guard (consoleGuard.ts) built into a Jest test environment: the environment sees every
 * console call of the file, including jsdom's own errors, and jest-circus's events, so output is charged
 * to the test running at that moment (its hooks included), and output between or after the tests fails
 * the file once its afterAll hooks have run.
 */
import type { EnvironmentContext, JestEnvironment, JestEnvironmentConfig } from '@jest/environment';
import type { Circus } from '@jest/types';
import { ConsoleGuard, GUARD_KEY, GUARDED_METHODS } from './consoleGuard';

type EnvironmentClass = new (config: JestEnvironmentConfig, context: EnvironmentContext) => JestEnvironment;

function testNameOf(test: Circus.TestEntry): string {
  const names = [test.name];
  for (let block = test.parent; block.parent; block = block.parent) names.unshift(block.name);
  return names.join(' › ');
}

/** Routes `console`'s methods through the guard; once the file has finished they print again. */
function guardConsole(console: Console, guard: ConsoleGuard): void {
  for (const method of GUARDED_METHODS) {
    const print = console[method].bind(console) as (...args: unknown[]) => void;
    console[method] = (...args: unknown[]) => {
      if (!guard.record(method, args, new Error().stack)) print(...args);
    };
  }
}

export function withQuietConsole(Base: EnvironmentClass): EnvironmentClass {
  return class QuietConsoleEnvironment extends Base {
    private readonly guard: ConsoleGuard;

    constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
      super(config, context);
      this.guard = new ConsoleGuard(config.projectConfig.rootDir);
      // The console Jest gives the test file: jsdom's virtual console prints through it too.
      guardConsole(context.console, this.guard);
      (this.global as unknown as Record<symbol, unknown>)[GUARD_KEY] = this.guard;
    }

    override handleTestEvent = (event: Circus.Event, state: Circus.State): void => {
      if (event.name === 'test_started') this.guard.testStarted();
      if (event.name === 'test_done') {
        const failure = this.guard.testDone(testNameOf(event.test));
        if (failure) event.test.errors.push(failure);
      }
      if (event.name === 'run_finish') {
        const failure = this.guard.runFinished();
        if (failure) state.unhandledErrors.push(failure);
      }
    };
  };
}
