/**
 * The console guard as Jest runs it (consoleGuard.ts, quietEnvironment.ts): scratch test files, in a
 * temporary directory, run by the project's own Jest with this repository's environments, and the
 * outcome read from its --json report.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const SUPPORT = join(ROOT, '__tests__', 'support');

const SCRATCH_FILES: Record<string, string> = {
  'quiet.test.js': `
    const { expectConsole } = require(${JSON.stringify(join(SUPPORT, 'expectConsole.ts'))});
    test('prints nothing', () => {});
    test('prints what it declared', () => {
      const warnings = expectConsole('warn', /retrying/);
      console.warn('retrying in %d ms', 500);
      expect(warnings).toEqual(['retrying in 500 ms']);
    });`,
  'loud.test.js': `
    const { expectConsole } = require(${JSON.stringify(join(SUPPORT, 'expectConsole.ts'))});
    test('prints a warning', () => { console.warn('unexpected warning'); });
    test('prints in its afterEach', () => {});
    afterEach(() => { if (expect.getState().currentTestName === 'prints in its afterEach') console.log('cleanup'); });
    test('waits for a warning that never comes', () => { expectConsole('warn', /never/); });`,
  'late.test.js': `
    test('leaves a timer behind', () => { setTimeout(() => console.error('late error'), 20); });
    afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));`,
  'jsdom.test.js': `/** @jest-environment ${join(SUPPORT, 'jsdomEnvironment.ts')} */
    test('calls what jsdom lacks', () => { window.alert('hello'); });`,
};

interface JsonReport {
  testResults: Array<{
    name: string;
    message: string;
    assertionResults: Array<{ title: string; status: string; failureMessages: string[] }>;
  }>;
}

function runScratchFiles(): JsonReport {
  const dir = mkdtempSync(join(tmpdir(), 'quiet-tests-'));
  try {
    for (const [name, text] of Object.entries(SCRATCH_FILES)) writeFileSync(join(dir, name), text);
    const config = {
      rootDir: ROOT,
      roots: [dir],
      testMatch: ['**/*.test.js'],
      testEnvironment: join(SUPPORT, 'quietNodeEnvironment.ts'),
      setupFilesAfterEnv: [join(SUPPORT, 'consoleGuardSetup.ts')],
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }] },
    };
    const jest = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
        '--config',
        JSON.stringify(config),
        '--json',
        '-i',
        '--ci',
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    return JSON.parse(jest.stdout) as JsonReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let report: JsonReport;
beforeAll(() => {
  report = runScratchFiles();
}, 130_000);

const fileResult = (name: string) => {
  const found = report.testResults.find((result) => result.name.endsWith(name));
  if (!found) throw new Error(`no result for ${name}`);
  return found;
};
const testResult = (file: string, title: string) => {
  const found = fileResult(file).assertionResults.find((result) => result.title === title);
  if (!found) throw new Error(`no result for ${title}`);
  return { status: found.status, failure: found.failureMessages.join('\n') };
};

describe('the console guard under Jest', () => {
  it('passes quiet tests and tests that print only what they declared', () => {
    expect(fileResult('quiet.test.js').assertionResults.map((result) => result.status)).toEqual(['passed', 'passed']);
  });

  it('fails a test that prints, with the text and the line that printed it', () => {
    const { status, failure } = testResult('loud.test.js', 'prints a warning');
    expect(status).toBe('failed');
    expect(failure).toContain('console.warn: unexpected warning');
    expect(failure).toMatch(/\(from .*loud\.test\.js:3:\d+\)/);
  });

  it('charges output from the afterEach hooks to their test', () => {
    const { status, failure } = testResult('loud.test.js', 'prints in its afterEach');
    expect(status).toBe('failed');
    expect(failure).toContain('console.log: cleanup');
  });

  it('fails a test whose declared output never came', () => {
    expect(testResult('loud.test.js', 'waits for a warning that never comes').failure).toContain(
      "expectConsole('warn', /never/) in this test, but nothing matching was printed",
    );
  });

  it('fails the file for output after its test ended, naming that test', () => {
    expect(testResult('late.test.js', 'leaves a timer behind').status).toBe('passed');
    expect(fileResult('late.test.js').message).toMatch(/console\.error: late error\n.*after “leaves a timer behind”/);
  });

  it('catches what jsdom itself reports', () => {
    expect(testResult('jsdom.test.js', 'calls what jsdom lacks').failure).toMatch(
      /console\.error: Error: Not implemented: window\.alert/,
    );
  });
});
