import { callerOf, ConsoleGuard, describeCalls, type ConsoleCall } from '../../support/consoleGuard';

const ROOT = '/repo';
const STACK = [
  'Error',
  '    at console.warn (/repo/__tests__/support/quietEnvironment.ts:24:55)',
  '    at log (/repo/src/realtime/socketMiddleware.ts:68:47)',
  '    at Object.<anonymous> (/repo/__tests__/unit/x.test.ts:3:1)',
].join('\n');

describe('callerOf', () => {
  it.each([
    ['the first frame outside the guard', STACK, '/repo/src/realtime/socketMiddleware.ts:68:47'],
    ['a frame without a function name', 'Error\n    at /repo/a.ts:1:2', '/repo/a.ts:1:2'],
    [
      'no frame of Jest',
      'Error\n    at f (/repo/node_modules/jest-circus/x.js:3:4)\n    at g (/repo/b.js:1:1)',
      '/repo/b.js:1:1',
    ],
    ['nothing for frames inside node only', 'Error\n    at process (node:internal/x:1:1)', undefined],
    ['nothing without a stack', undefined, undefined],
  ])('finds %s', (_, stack, expected) => {
    expect(callerOf(stack)).toBe(expected);
  });
});

describe('describeCalls', () => {
  const call = (text: string): ConsoleCall => ({ method: 'warn', text, where: '/repo/a.ts:1:2' });

  it('lists five calls with their origin in the repository, then how many more there were', () => {
    const listed = describeCalls(['1', '2', '3', '4', '5', '6', '7'].map(call), ROOT);
    expect(listed).toContain('console.warn: 5\n      (from a.ts:1:2)');
    expect(listed).not.toContain('console.warn: 6');
    expect(listed.endsWith('… and 2 more')).toBe(true);
  });

  it('shortens a long text and indents its lines', () => {
    expect(describeCalls([call(`a\nb${'x'.repeat(700)}`)], ROOT)).toMatch(
      /^ {2}console\.warn: a\n {4}bx+… \(703 characters\)/,
    );
  });
});

describe('ConsoleGuard', () => {
  let guard: ConsoleGuard;
  beforeEach(() => {
    guard = new ConsoleGuard(ROOT);
  });

  it('fails a test that printed what it did not declare, with the text and its origin', () => {
    guard.testStarted();
    guard.record('warn', ['not connected: %s', 'send_msg'], STACK);
    const failure = guard.testDone('a test');
    expect(failure?.message).toContain('console.warn: not connected: send_msg');
    expect(failure?.message).toContain('(from src/realtime/socketMiddleware.ts:68:47)');
    // Jest shows the line that printed, and keeps the whole message above it.
    expect(failure?.stack).toBe(`${failure?.message}\n    at /repo/src/realtime/socketMiddleware.ts:68:47`);
    expect(guard.runFinished()).toBeUndefined();
  });

  it('passes a quiet test, and one whose output matches what it declared, handing the texts back', () => {
    guard.testStarted();
    expect(guard.testDone('quiet')).toBeUndefined();
    guard.testStarted();
    const warnings = guard.expect('warn', /not connected/);
    guard.record('warn', ['not connected'], STACK);
    guard.record('warn', ['not connected again'], STACK);
    expect(guard.testDone('declared')).toBeUndefined();
    expect(warnings).toEqual(['not connected', 'not connected again']);
  });

  it.each([
    ['another method', 'error', 'not connected'],
    ['another text', 'warn', 'socket error'],
  ] as const)('does not let a declaration cover %s', (_, method, text) => {
    guard.testStarted();
    guard.expect('warn', /not connected/);
    guard.record(method, [text], STACK);
    expect(guard.testDone('t')?.message).toContain(`console.${method}: ${text}`);
  });

  it('fails a test whose declared output never came', () => {
    guard.testStarted();
    guard.expect('error', /boom/);
    expect(guard.testDone('t')?.message).toContain("expectConsole('error', /boom/) in this test, but nothing");
  });

  it('keeps a declaration to its test', () => {
    guard.testStarted();
    guard.expect('warn', /x/);
    guard.record('warn', ['x'], STACK);
    guard.testDone('first');
    guard.testStarted();
    guard.record('warn', ['x'], STACK);
    expect(guard.testDone('second')).toBeDefined();
  });

  it('fails the file for output after a test, naming the test it came after', () => {
    guard.testStarted();
    guard.testDone('the sending test');
    guard.record('error', ['late'], STACK);
    expect(guard.runFinished()?.message).toMatch(/console\.error: late\n {6}\(from .+, after “the sending test”\)/);
  });

  it('lets a declaration made outside the tests cover the whole file, and checks it at the end', () => {
    const notes = guard.expect('info', /figure/);
    guard.testStarted();
    guard.record('info', ['figure 1'], STACK);
    expect(guard.testDone('t')).toBeUndefined();
    guard.record('info', ['figure 2'], STACK);
    expect(guard.runFinished()).toBeUndefined();
    expect(notes).toEqual(['figure 1', 'figure 2']);
    expect(new ConsoleGuard(ROOT).expect('info', /never/)).toEqual([]);
  });

  it('hands output back to the console once the file has finished', () => {
    guard.runFinished();
    expect(guard.record('warn', ['after teardown'], STACK)).toBe(false);
  });
});
