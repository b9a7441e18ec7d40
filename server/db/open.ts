import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase as KyselySqliteFile } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseConfig } from './config';
import { migrate } from './migrations';
import { openPostgres } from './postgres';
import type { Schema } from './schema';
import { seed } from './seed';

export const DATABASE_FILE = 'sandbox.sqlite';

/** The sandbox's data on either engine (docs/database.md), migrated and seeded. */
export interface SandboxDatabase {
  engine: DatabaseConfig['engine'];
  db: Kysely<Schema>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL: an idle pooled connection failed (the server restarted, the network broke). Ignored when not given. */
  onIdleClientError?: (error: Error) => void;
}

/** Opens the database the config names, brings its schema up to date and seeds it. */
export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<SandboxDatabase> {
  const db =
    config.engine === 'sqlite'
      ? await openSqlite(config.dataDir)
      : await openPostgres(config.url, options.onIdleClientError ?? (() => undefined));
  return { engine: config.engine, db, close: () => db.destroy() };
}

/** `<dataDir>/sandbox.sqlite`, created if needed. */
export function openSqliteDatabase(dataDir: string): Promise<SandboxDatabase> {
  return openDatabase({ engine: 'sqlite', dataDir });
}

async function openSqlite(dataDir: string): Promise<Kysely<Schema>> {
  mkdirSync(dataDir, { recursive: true });
  const file = new Database(join(dataDir, DATABASE_FILE));
  try {
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = NORMAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    migrate(file);
  } catch (error) {
    file.close();
    throw error;
  }
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  try {
    await db.transaction().execute((trx) => seed(trx));
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** Enough for every named query of the stores (server/store/namedQueries.ts) and the seed's, with room to spare. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares each query it runs; the stores run the same few SQL texts over and over, so each is
 * prepared once and reused, as the stores' prepared statements were before Kysely. better-sqlite3 is
 * synchronous, so a statement is never in use twice at once.
 */
function withStatementCache(file: Database.Database): KyselySqliteFile {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => file.close(),
    prepare(source) {
      let statement = statements.get(source);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = file.prepare(source);
        statements.set(source, statement);
      }
      return statement;
    },
  };
}
