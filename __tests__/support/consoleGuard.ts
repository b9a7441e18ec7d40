/**
 * Quiet tests: console output that a test did not declare fails it (issue 26, point 5). The test
 * environments (quietEnvironment.ts) send every console call here, tell the guard when each test starts
 * and ends, and fail the test, or the whole file, with what `testDone` and `runFinished` return.
 * Tests declare the output they expect with `expectConsole` (expectConsole.ts).
 */
import { format } from 'node:util';

export const GUARDED_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table'] as const;
export type ConsoleMethod = (typeof GUARDED_METHODS)[number];

/** Where the environment publishes the guard for expectConsole.ts, on the test file's global object. */
export const GUARD_KEY = Symbol.for('support.consoleGuard');

export interface ConsoleCall {
  method: ConsoleMethod;
  text: string;
  /** Who printed it: the first stack frame outside the guard. */
  where: string | undefined;
  /** Outside the tests: which test it came after. */
  after?: string;
}

interface Expectation {
  method: ConsoleMethod;
  pattern: RegExp;
  matched: string[];
}

/** The calls and expectations of one test, or of the file outside its tests. */
interface Scope {
  unexpected: ConsoleCall[];
  expectations: Expectation[];
}

const SHOWN_CALLS = 5;
const SHOWN_TEXT_LENGTH = 600;

const emptyScope = (): Scope => ({ unexpected: [], expectations: [] });

/** The first frame of `stack` not inside the guard, Jest or node itself, as "file:line:column". */
export function callerOf(stack: string | undefined): string | undefined {
  const frames = (stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const caller = frames.find((line) => !/quietEnvironment|consoleGuard|node:|node_modules[\\/]@?jest/.test(line));
  return caller?.match(/\(?([^()\s]+:\d+:\d+)\)?$/)?.[1];
}

const relativeTo = (root: string, path: string) =>
  path.startsWith(root) ? path.slice(root.length).replace(/^[\\/]/, '') : path;

function shorten(text: string): string {
  return text.length > SHOWN_TEXT_LENGTH ? `${text.slice(0, SHOWN_TEXT_LENGTH)}… (${text.length} characters)` : text;
}

function originOf({ where, after }: ConsoleCall, root: string): string {
  const parts = [where && relativeTo(root, where), after && `after “${after}”`].filter(Boolean);
  return parts.length > 0 ? `\n      (from ${parts.join(', ')})` : '';
}

/** What a failure lists: the first few calls, each with its origin, and how many more there were. */
export function describeCalls(calls: readonly ConsoleCall[], root: string): string {
  const shown = calls
    .slice(0, SHOWN_CALLS)
    .map((call) => `  console.${call.method}: ${shorten(call.text).replace(/\n/g, '\n    ')}${originOf(call, root)}`);
  const more = calls.length > SHOWN_CALLS ? [`  … and ${calls.length - SHOWN_CALLS} more`] : [];
  return [...shown, ...more].join('\n');
}

function failureOf(scope: Scope, context: string, root: string): Error | undefined {
  const problems: string[] = [];
  if (scope.unexpected.length > 0) {
    problems.push(
      `Console output ${context} that no expectConsole declared (__tests__/support/expectConsole.ts):\n` +
        describeCalls(scope.unexpected, root),
    );
  }
  for (const { method, pattern } of scope.expectations.filter((expectation) => expectation.matched.length === 0)) {
    problems.push(`expectConsole('${method}', ${pattern}) ${context}, but nothing matching was printed.`);
  }
  if (problems.length === 0) return undefined;
  const error = new Error(problems.join('\n\n'));
  // The guard's own frames would hide where the output came from: the stack is the first printing line
  // (Jest shows its code), and without it Jest would cut the message after its first line.
  const firstWhere = scope.unexpected.find((call) => call.where)?.where;
  error.stack = firstWhere ? `${error.message}\n    at ${firstWhere}` : error.message;
  return error;
}

export class ConsoleGuard {
  private readonly file = emptyScope();
  private test: Scope | undefined;
  private lastTest: string | undefined;
  private finished = false;

  constructor(private readonly root: string) {}

  testStarted(): void {
    this.test = emptyScope();
  }

  /** Ends the running test: the error it fails with, if it printed what it did not expect or the reverse. */
  testDone(testName: string): Error | undefined {
    const scope = this.test;
    this.test = undefined;
    this.lastTest = testName;
    return scope && failureOf(scope, 'in this test', this.root);
  }

  /** Ends the file: the error it fails with, for output outside its tests (hooks, late async work). */
  runFinished(): Error | undefined {
    this.finished = true;
    const context = 'outside the tests (module scope, beforeAll/afterAll, or async work after a test)';
    return failureOf(this.file, context, this.root);
  }

  /**
   * Takes a console call; false once the file has finished (the environment prints it then: nothing can
   * fail any more, and losing it would hide the problem).
   */
  record(method: ConsoleMethod, args: readonly unknown[], stack: string | undefined): boolean {
    if (this.finished) return false;
    const text = format(...args);
    const expectation = [...(this.test?.expectations ?? []), ...this.file.expectations].find(
      (candidate) => candidate.method === method && text.search(candidate.pattern) >= 0,
    );
    if (expectation) {
      expectation.matched.push(text);
      return true;
    }
    const where = callerOf(stack);
    if (this.test) this.test.unexpected.push({ method, text, where });
    else this.file.unexpected.push({ method, text, where, after: this.lastTest });
    return true;
  }

  /**
   * Declares output as expected: in a test, for that test; outside (describe body, beforeAll), for the
   * whole file. It must be printed at least once there. Returns the matching texts as they come.
   */
  expect(method: ConsoleMethod, pattern: RegExp): readonly string[] {
    const expectation: Expectation = { method, pattern, matched: [] };
    (this.test ?? this.file).expectations.push(expectation);
    return expectation.matched;
  }
}
