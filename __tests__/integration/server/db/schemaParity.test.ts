/**
 * The two engines hold the same schema: SQLite's migrations (server/db/migrations.ts) and PostgreSQL's
 * (server/db/postgresMigrations.ts) are separate append-only lists, so nothing but this test keeps them
 * in step. Without a PostgreSQL server it compares what PostgreSQL's migrations create (tables, indexes)
 * with a migrated SQLite file; with SANDBOX_TEST_POSTGRES it migrates a PostgreSQL database and compares
 * every table's columns (type, NOT NULL, default), keys, unique constraints, indexes and foreign keys.
 * CHECK constraints are not compared: SQLite keeps them only inside each table's CREATE text.
 */
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, openSqliteDatabase, type SandboxDatabase } from '../../../../server/db/open';
import { POSTGRES_MIGRATIONS, VERSION_TABLE } from '../../../../server/db/postgresMigrations';
import type { Schema } from '../../../../server/db/schema';
import { dropTestDatabaseFor, TEST_ENGINE, testDatabaseUrlFor } from '../../../support/testDatabase';
import { storeForTests } from '../../../support/testStore';

/** Where PostgreSQL differs on purpose (server/db/postgresMigrations.ts says why). */
const POSTGRES_ONLY_COLUMNS = ['receptions.insertion_order'];

interface TableShape {
  /** `name type NOT NULL DEFAULT x`, type being integer or text. */
  columns: string[];
  primaryKey: string;
  unique: string[];
  foreignKeys: string[];
}

interface IndexShape {
  table: string;
  unique: boolean;
  partial: boolean;
  /** Column names; an expression is `(expression)`. */
  columns: string;
}

interface SchemaShape {
  tables: Record<string, TableShape>;
  indexes: Record<string, IndexShape>;
}

function columnLine(name: string, type: 'integer' | 'text', notNull: boolean, defaultValue: string | null): string {
  return [name, type, notNull ? 'NOT NULL' : '', defaultValue === null ? '' : `DEFAULT ${defaultValue}`]
    .filter(Boolean)
    .join(' ');
}

const typeClass = (declared: string): 'integer' | 'text' => (/int/i.test(declared) ? 'integer' : 'text');

async function rowsOf<Row>(db: Kysely<Schema>, query: ReturnType<typeof sql<Row>>): Promise<Row[]> {
  return (await query.execute(db)).rows;
}

async function sqliteShape(db: Kysely<Schema>): Promise<SchemaShape> {
  const tableNames = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  );
  const tables: Record<string, TableShape> = {};
  const indexes: Record<string, IndexShape> = {};
  for (const { name: table } of tableNames) {
    const columns = await rowsOf<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>(db, sql`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${table}) ORDER BY name`);
    const keyColumns = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
    // A lone INTEGER PRIMARY KEY is the rowid: SQLite numbers it, as an identity column does.
    const rowidKey =
      keyColumns.length === 1 && keyColumns[0].type.toUpperCase() === 'INTEGER' ? keyColumns[0].name : undefined;
    const indexList = await rowsOf<{ name: string; unique: number; origin: string; partial: number }>(
      db,
      sql`SELECT name, "unique", origin, partial FROM pragma_index_list(${table})`,
    );
    const unique: string[] = [];
    for (const index of indexList) {
      const parts = await rowsOf<{ name: string | null }>(
        db,
        sql`SELECT name FROM pragma_index_info(${index.name}) ORDER BY seqno`,
      );
      const columnList = parts.map((part) => part.name ?? '(expression)').join(', ');
      if (index.origin === 'u') unique.push(columnList);
      if (index.origin === 'c')
        indexes[index.name] = { table, unique: index.unique === 1, partial: index.partial === 1, columns: columnList };
    }
    const foreignKeys = await rowsOf<{ table: string; from: string; to: string | null }>(
      db,
      sql`SELECT "table", "from", "to" FROM pragma_foreign_key_list(${table})`,
    );
    tables[table] = {
      columns: columns.map((column) =>
        columnLine(
          column.name,
          typeClass(column.type),
          column.notnull === 1 || column.pk > 0,
          column.name === rowidKey ? 'generated' : column.dflt_value,
        ),
      ),
      primaryKey: keyColumns.map((column) => column.name).join(', '),
      unique: unique.sort(),
      foreignKeys: foreignKeys.map((key) => `${key.from} -> ${key.table}(${key.to ?? 'id'})`).sort(),
    };
  }
  return { tables, indexes };
}

/** `''::text` → `''`: PostgreSQL writes the cast it applied into each default. */
const withoutCast = (value: string) => value.replace(/::[a-z ]+$/i, '');

async function postgresShape(db: Kysely<Schema>): Promise<SchemaShape> {
  const tableNames = await rowsOf<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> ${VERSION_TABLE} ORDER BY table_name`,
  );
  const tables: Record<string, TableShape> = {};
  for (const { name: table } of tableNames) {
    const columns = await rowsOf<{
      name: string;
      type: string;
      nullable: string;
      default_value: string | null;
      identity: string;
    }>(
      db,
      sql`SELECT column_name AS name, data_type AS type, is_nullable AS nullable, column_default AS default_value, is_identity AS identity
          FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY column_name`,
    );
    const constraints = await rowsOf<{
      kind: string;
      columns: string;
      target: string | null;
      target_columns: string | null;
    }>(
      db,
      sql`SELECT c.contype AS kind,
            (SELECT string_agg(a.attname, ', ' ORDER BY k.ordinality) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ordinality)
              JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
            c.confrelid::regclass::text AS target,
            (SELECT string_agg(a.attname, ', ' ORDER BY k.ordinality) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, ordinality)
              JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS target_columns
          FROM pg_constraint c WHERE c.conrelid = ${table}::regclass AND c.contype IN ('p', 'u', 'f')`,
    );
    tables[table] = {
      columns: columns
        .filter((column) => !POSTGRES_ONLY_COLUMNS.includes(`${table}.${column.name}`))
        .map((column) =>
          columnLine(
            column.name,
            typeClass(column.type),
            column.nullable === 'NO',
            column.identity === 'YES'
              ? 'generated'
              : column.default_value === null
                ? null
                : withoutCast(column.default_value),
          ),
        ),
      primaryKey: constraints.find((constraint) => constraint.kind === 'p')?.columns ?? '',
      unique: constraints
        .filter((constraint) => constraint.kind === 'u')
        .map((constraint) => constraint.columns)
        .sort(),
      foreignKeys: constraints
        .filter((constraint) => constraint.kind === 'f')
        .map((constraint) => `${constraint.columns} -> ${constraint.target}(${constraint.target_columns})`)
        .sort(),
    };
  }
  const indexRows = await rowsOf<{ name: string; table: string; unique: boolean; partial: boolean; columns: string[] }>(
    db,
    sql`SELECT i.relname AS name, t.relname AS "table", x.indisunique AS "unique", x.indpred IS NOT NULL AS partial,
          ARRAY(SELECT CASE WHEN x.indkey[k] = 0 THEN '(expression)' ELSE pg_get_indexdef(x.indexrelid, k + 1, true) END
                FROM generate_subscripts(x.indkey, 1) k ORDER BY k) AS columns
        FROM pg_index x
        JOIN pg_class i ON i.oid = x.indexrelid
        JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = current_schema() AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  const indexes = Object.fromEntries(
    indexRows.map((index) => [
      index.name,
      { table: index.table, unique: index.unique, partial: index.partial, columns: index.columns.join(', ') },
    ]),
  );
  return { tables, indexes };
}

/** The tables and indexes PostgreSQL's migrations create, read from their text. */
function createdByPostgresMigrations(): { tables: string[]; indexes: string[] } {
  const text = POSTGRES_MIGRATIONS.join('\n');
  const names = (pattern: RegExp) => Array.from(text.matchAll(pattern), (match) => match[1]).sort();
  return {
    tables: names(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/g),
    indexes: names(/CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?(\w+)/g),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'support-schema-parity-'));
let sqlite: SandboxDatabase;
let sqliteSchema: SchemaShape;

beforeAll(async () => {
  sqlite = await openSqliteDatabase(dataDir);
  sqliteSchema = await sqliteShape(sqlite.db);
});

afterAll(async () => {
  await sqlite?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL migrations and SQLite migrations make the same schema', () => {
  it('create the same tables and the same named indexes', () => {
    const created = createdByPostgresMigrations();
    expect(created.tables).toEqual(Object.keys(sqliteSchema.tables).sort());
    expect(created.indexes).toEqual(Object.keys(sqliteSchema.indexes).sort());
  });
});

if (TEST_ENGINE === 'postgres') {
  describe('on a migrated PostgreSQL database', () => {
    const postgres = storeForTests('support-schema-parity-pg-');
    let postgresSchema: SchemaShape;

    beforeAll(async () => {
      postgresSchema = await postgresShape(postgres().database.db);
    });

    it('has the same tables', () => {
      expect(Object.keys(postgresSchema.tables).sort()).toEqual(Object.keys(sqliteSchema.tables).sort());
    });

    it('has the same columns, keys, unique constraints and foreign keys in every table', () => {
      expect(postgresSchema.tables).toEqual(sqliteSchema.tables);
    });

    it('has the same indexes, on the same columns, unique and partial alike', () => {
      expect(postgresSchema.indexes).toEqual(sqliteSchema.indexes);
    });

    it('lets two nodes open one new database at once: one migrates and seeds while the other waits', async () => {
      const sharedDir = mkdtempSync(join(tmpdir(), 'support-schema-two-nodes-'));
      try {
        const url = (await testDatabaseUrlFor(sharedDir)) as string;
        const nodes = await Promise.all([
          openDatabase({ engine: 'postgres', url }),
          openDatabase({ engine: 'postgres', url }),
        ]);
        try {
          const { rows } = await sql<{ version: number }>`SELECT version FROM ${sql.table(VERSION_TABLE)}`.execute(
            nodes[0].db,
          );
          expect(rows).toEqual([{ version: POSTGRES_MIGRATIONS.length }]);
          const users = await nodes[1].db.selectFrom('users').select('id').execute();
          expect(new Set(users.map((user) => user.id)).size).toBe(users.length);
        } finally {
          await Promise.all(nodes.map((node) => node.close()));
        }
      } finally {
        await dropTestDatabaseFor(sharedDir);
        rmSync(sharedDir, { recursive: true, force: true });
      }
    });
  });
}
