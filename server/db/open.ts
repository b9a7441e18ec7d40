import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrations';
import { seed } from './seed';

export const DATABASE_FILE = 'sandbox.sqlite';

export type SandboxDatabase = Database.Database;

/** Opens (creating if needed) `<dataDir>/sandbox.sqlite`, brings its schema up to date and seeds it. */
export function openDatabase(dataDir: string): SandboxDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    seed(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
