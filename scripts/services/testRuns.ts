/**
 * What the test scripts that bring their own services share (scripts/test-postgres.ts,
 * scripts/test-cluster.ts): test processes run one at a time, Ctrl-C / SIGTERM is passed on to the
 * one running rather than ending this process, so that the script lives on to stop its services.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';

export const JEST = createRequire(import.meta.url).resolve('jest/bin/jest');

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** A process's exit code, or 128 + the number of the signal that ended it, as a shell reports it. */
const exitCodeOf = (code: number | null, signal: NodeJS.Signals | null) =>
  code ?? 128 + (signal ? constants.signals[signal] : 1);

export interface TestRuns {
  /** `node <args>` with these variables added; resolves with its exit code. */
  run(args: readonly string[], env: Record<string, string>): Promise<number>;
  /** Once Ctrl-C or SIGTERM came: the exit code it means; undefined until then. */
  interruptedCode(): number | undefined;
}

export function forwardingStopSignals(): TestRuns {
  let running: ChildProcess | undefined;
  let interruptedBy: NodeJS.Signals | undefined;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      interruptedBy = signal;
      running?.kill(signal);
    });
  }
  return {
    run: (args, env) =>
      new Promise((resolve, reject) => {
        running = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
        running.once('error', reject);
        running.once('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
      }),
    interruptedCode: () => interruptedBy && exitCodeOf(null, interruptedBy),
  };
}

/** Runs the script's main and exits with its code (1, with the error printed, when it throws). */
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
