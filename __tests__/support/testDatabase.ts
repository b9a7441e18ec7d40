/**
 * Which database engine the integration tests run on. With SANDBOX_TEST_POSTGRES set to an admin URL
 * (e.g. postgres://postgres@127.0.0.1:55432/postgres) every sandbox data directory gets its own
 * PostgreSQL database; without it the sandbox uses its SQLite file in the data directory, as by default.
 *
 * Every integration test runs on the engine under test, except these, which test the SQLite file itself
 * and so open SQLite whatever the engine (their PostgreSQL counterparts run beside them on PostgreSQL):
 *   - sandbox-persistence.test.ts, "SQLite schema migrations": upgrading an old data directory in place
 *     (user_version, SQLite's migration list); schema-parity.test.ts compares PostgreSQL's migrations with it.
 *   - sandbox-query-plans.test.ts, the SQLite part: SQLite's own planner (EXPLAIN QUERY PLAN) on the
 *     SQLite file; on PostgreSQL the same file also checks PostgreSQL's plans.
 */
import { createHash } from 'node:crypto';
import { basename, resolve } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../server/db/config';
import { openDatabase, type SandboxDatabase } from '../../server/db/open';

const adminUrl = process.env.SANDBOX_TEST_POSTGRES || undefined;

/** 'postgres' when SANDBOX_TEST_POSTGRES is set, else 'sqlite'. */
export const TEST_ENGINE: 'sqlite' | 'postgres' = adminUrl ? 'postgres' : 'sqlite';

/**
 * On PostgreSQL: the URL of a database named after dataDir's basename (created when missing, so a restart
 * in the same dataDir finds its data again). On SQLite: undefined (the sandbox uses dataDir/sandbox.sqlite).
 */
export async function testDatabaseUrlFor(dataDir: string): Promise<string | undefined> {
  if (!adminUrl) return undefined;
  const name = databaseNameFor(dataDir);
  await withAdmin(adminUrl, async (admin) => {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) await createDatabase(admin, name);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Opens dataDir's database on the engine under test, as the sandbox would (migrated and seeded). */
export async function openTestDatabase(dataDir: string): Promise<SandboxDatabase> {
  return openDatabase(await testDatabaseConfigFor(dataDir));
}

/** What openDatabase needs for dataDir's database on the engine under test. */
async function testDatabaseConfigFor(dataDir: string): Promise<DatabaseConfig> {
  const url = await testDatabaseUrlFor(dataDir);
  return url ? { engine: 'postgres', url } : { engine: 'sqlite', dataDir };
}

/** Drops the database testDatabaseUrlFor made for dataDir; nothing on SQLite. */
export async function dropTestDatabaseFor(dataDir: string): Promise<void> {
  if (!adminUrl) return;
  const name = databaseNameFor(dataDir);
  await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * `sandbox_<basename>_<hash of the full path>`: readable, a safe unquoted identifier (only [a-z0-9_]),
 * within PostgreSQL's 63-byte limit, and distinct for directories whose basenames differ only in case.
 */
function databaseNameFor(dataDir: string): string {
  const readable = basename(dataDir)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  const hash = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12);
  return `sandbox_${readable}_${hash}`;
}

const DUPLICATE_DATABASE = '42P04';
/** Two concurrent CREATEs of one name: the loser trips over pg_database's unique index instead. */
const UNIQUE_VIOLATION = '23505';

async function createDatabase(admin: pg.Client, name: string): Promise<void> {
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    // Another process created it between our check and our CREATE: that database is the one we want.
    const { code } = error as { code?: string };
    if (code !== DUPLICATE_DATABASE && code !== UNIQUE_VIOLATION) throw error;
  }
}

/** Runs `work` on a connection to the PostgreSQL at `url` (an admin URL), closed afterwards. */
export async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
