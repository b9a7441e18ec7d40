/** Issue 30: a password hashed at the old N = 2^14 still signs in, and that sign-in stores it at the configured cost. */
import { randomBytes, scryptSync } from 'node:crypto';
import { parsePasswordHash, PASSWORD_COST_VARIABLE, verifyPassword } from '../../../../server/db/passwords';
import { login, newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../../../support/sandbox';
import { openTestDatabase } from '../../../support/testDatabase';

function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32, { N: 16384 }).toString('hex')}`;
}

async function storedHash(dataDir: string, username: string): Promise<string> {
  const database = await openTestDatabase(dataDir);
  try {
    const row = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.password_hash ?? '';
  } finally {
    await database.close();
  }
}

async function setHash(dataDir: string, username: string, hash: string): Promise<void> {
  const database = await openTestDatabase(dataDir);
  try {
    await database.db.updateTable('users').set({ password_hash: hash }).where('username', '=', username).execute();
  } finally {
    await database.close();
  }
}

describe('password hashes upgraded at sign-in', () => {
  const testCost = process.env[PASSWORD_COST_VARIABLE];
  let dataDir: string;
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    // Above the legacy 2^14 and cheaper than OWASP's 2^17, which the unit test checks.
    process.env[PASSWORD_COST_VARIABLE] = '15';
    dataDir = newDataDir('support-password-upgrade-');
    sandbox = await startSandboxIn(dataDir);
  });
  afterAll(async () => {
    process.env[PASSWORD_COST_VARIABLE] = testCost;
    await sandbox.close();
    await removeDataDir(dataDir);
  });

  it.each([
    ['a customer', 'alice', 'demo-pass', (base: string, password: string) => login(base, { password })],
    [
      'an agent',
      'ann',
      'ann-demo-pass',
      async (base: string, password: string) => {
        const response = await fetch(`${base}/api/v1/agent/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'ann', password }),
        });
        expect(((await response.json()) as { code: number }).code).toBe(0);
      },
    ],
  ])(
    '%s: the old hash verifies, the sign-in stores the new cost, which verifies',
    async (_who, username, password, signIn) => {
      await setHash(dataDir, username, legacyHash(password));
      await signIn(sandbox.baseUrl, password);
      const upgraded = await storedHash(dataDir, username);
      expect(parsePasswordHash(upgraded)?.cost).toEqual({ log2N: 15, r: 8, p: 1 });
      expect(await verifyPassword(password, upgraded)).toBe(true);
      // Signing in again with the upgraded hash works and leaves it as it is.
      await signIn(sandbox.baseUrl, password);
      expect(await storedHash(dataDir, username)).toBe(upgraded);
    },
  );
});
