import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migratePostgres } from './postgresMigrations';
import type { Schema } from './schema';
import { seed } from './seed';

/**
 * COUNT(*), MAX() and the BIGINT columns (ms times, seqs, ids) come back from pg as strings; this pool
 * reads them as JS numbers, like better-sqlite3 does. Only this pool: pg's global parsers stay as they are.
 * Exact up to 2^53, far beyond any ms time, seq or id the sandbox makes.
 */
const NUMBERS_AS_NUMBERS: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** One lock for "migrating this database": a second node starting at once waits for the first to finish. */
const MIGRATION_LOCK_KEY = 7_318_001;

export async function openPostgres(url: string, onIdleClientError: (error: Error) => void): Promise<Kysely<Schema>> {
  const pool = new pg.Pool({ connectionString: url, types: NUMBERS_AS_NUMBERS });
  // An idle client that loses its server (a restart, a network cut) emits 'error' on the pool; without a
  // listener that would end the process. The pool drops that client; the next query gets a fresh one.
  pool.on('error', onIdleClientError);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      await migratePostgres(trx);
      await seed(trx);
    });
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
