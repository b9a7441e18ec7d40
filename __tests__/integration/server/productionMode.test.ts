/**
 * Production mode (docs/security.md, "Production mode"): `tsx server/main.ts` with NODE_ENV=production
 * refuses to start with test routes or demo secrets, saying what to change, and starts once they are changed.
 */
import { spawn } from 'node:child_process';
import { hashPassword } from '../../../server/db/passwords';
import { DEMO_AGENTS, DEMO_CUSTOMERS } from '../../../server/db/seed';
import { ERROR_CODE } from '../../../src/protocol/codes';
import { newDataDir, removeDataDir } from '../../support/sandbox';
import { openTestDatabase, testDatabaseUrlFor } from '../../support/testDatabase';
import { REPO_ROOT } from '../../support/repoRoot';

const TIMEOUT_MS = 30_000;

interface Run {
  /** The exit code, or null while it still runs (it listened). */
  exitCode: number | null;
  output: string;
  baseUrl?: string;
  stop(): Promise<void>;
}

/** Starts the sandbox; resolves when it exits or once it listens (then `stop` ends it). */
async function runMain(dataDir: string, env: Record<string, string>): Promise<Run> {
  const databaseUrl = await testDatabaseUrlFor(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // The test's database, never one from the developer's shell (spawn leaves out undefined values).
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SANDBOX_EXIT_WITH_STDIN: '1',
      SANDBOX_FAULTS: '0',
      STORAGE_SECRET: '',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => void stop().then(() => reject(new Error(`neither exited nor listened:\n${output}`))),
      TIMEOUT_MS,
    );
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ exitCode: null, output, baseUrl: listening[1], stop });
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, output, stop });
    });
  });
}

/** What an operator does before production: new secrets and passwords for the seeded demo data. */
async function replaceDemoSecrets(dataDir: string): Promise<void> {
  const { db, close } = await openTestDatabase(dataDir);
  try {
    await db
      .updateTable('products')
      .set({ secret: 'a-long-random-production-secret' })
      .where('secret', '=', 'demo-secret')
      .execute();
    for (const { id } of [...DEMO_CUSTOMERS, ...DEMO_AGENTS]) {
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(`not-a-demo-password-${id}`) })
        .where('id', '=', id)
        .execute();
    }
  } finally {
    await close();
  }
}

describe('production mode', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = newDataDir('sandbox-production-');
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of dirs) await removeDataDir(dir);
  });

  it('NODE_ENV=production on a fresh data directory exits non-zero, naming every demo secret to change', async () => {
    const run = await runMain(freshDir(), { NODE_ENV: 'production' });
    await run.stop();
    expect(run.exitCode).not.toBe(0);
    expect(run.exitCode).not.toBeNull();
    expect(run.output).toContain('Production mode refuses to start');
    expect(run.output).toContain('STORAGE_SECRET is unset');
    expect(run.output).toContain('product "demo-signed" still has its demo signing secret');
    for (const { username } of [...DEMO_CUSTOMERS, ...DEMO_AGENTS])
      expect(run.output).toContain(`user "${username}" still has its demo password`);
  });

  it('SANDBOX_MODE=production with SANDBOX_FAULTS=1 exits non-zero, saying to unset it', async () => {
    const dataDir = freshDir();
    await replaceDemoSecrets(dataDir);
    const run = await runMain(dataDir, {
      SANDBOX_MODE: 'production',
      SANDBOX_FAULTS: '1',
      STORAGE_SECRET: 'a-storage-secret',
    });
    await run.stop();
    expect(run.exitCode).not.toBe(0);
    expect(run.exitCode).not.toBeNull();
    expect(run.output).toContain('SANDBOX_FAULTS=1 serves test-only routes: unset it.');
  });

  it('starts once they are changed, without test-only routes or demo links', async () => {
    const dataDir = freshDir();
    await replaceDemoSecrets(dataDir);
    const run = await runMain(dataDir, { NODE_ENV: 'production', STORAGE_SECRET: 'a-storage-secret' });
    try {
      expect(run.exitCode).toBeNull();
      for (const path of ['/__sandbox/faults', '/__sandbox/sent-codes?target=a%40b.c']) {
        const response = await fetch(`${run.baseUrl}${path}`);
        expect(((await response.json()) as { code: number }).code).toBe(ERROR_CODE.notFound);
      }
      expect(run.output).not.toContain('demo-pass');
    } finally {
      await run.stop();
    }
  });
});
