import { sql, type Compilable, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import type { Schema } from '../db/schema';
import { storeFailed, storeWrote } from './storeErrors';

/**
 * Every query the stores run has a name, `<repo>.<name>` (`messages.nextSeq`), and is built and
 * compiled once per database, like a prepared statement: its parameters are named placeholders, bound
 * on each run. The query-plan test (__tests__/integration/sandbox-query-plans.test.ts) reads the SQL of
 * each one through `namedQueries`, so a new query cannot reach the hot path unexamined.
 */

/** The database, or the transaction a query runs in. */
export type Executor = Kysely<Schema>;

class Parameter {
  constructor(readonly name: string) {}
}

/** Where a compiled query's values come from: a named parameter, or a constant of the query itself. */
type Slot = { parameter: string } | { constant: unknown };

export interface NamedQuerySql {
  sql: string;
  /** Per placeholder, in order: the parameter's name, or the constant bound there. */
  slots: readonly Slot[];
}

export interface NamedQuery<Parameters, Row> {
  all(parameters: Parameters, on?: Executor): Promise<Row[]>;
  first(parameters: Parameters, on?: Executor): Promise<Row | undefined>;
  /** How many rows it inserted, updated or deleted. */
  run(parameters: Parameters, on?: Executor): Promise<number>;
  /**
   * The id of the row it inserted: SQLite's last insert rowid, or on PostgreSQL the `id` the query
   * returns (RETURNING id). Not RETURNING on SQLite: there it makes an insert into a parent table plan a
   * scan of each child table that references it.
   */
  insertedId(parameters: Parameters, on?: Executor): Promise<number>;
}

const registries = new WeakMap<SandboxDatabase, Map<string, NamedQuerySql>>();

/** Stands for every parameter while a query is built: `p.id` is the placeholder of the parameter `id`. */
function placeholders<Parameters>(): Parameters {
  return new Proxy({}, { get: (_target, key) => new Parameter(String(key)) }) as Parameters;
}

function slotsOf(compiled: CompiledQuery): Slot[] {
  return compiled.parameters.map((value) =>
    value instanceof Parameter ? { parameter: value.name } : { constant: value },
  );
}

function bind(slots: readonly Slot[], parameters: object, key: string): unknown[] {
  return slots.map((slot) => {
    if ('constant' in slot) return slot.constant;
    const value = (parameters as Record<string, unknown>)[slot.parameter];
    if (value === undefined) throw new Error(`${key}: no value for ${slot.parameter}`);
    return value;
  });
}

function registryOf(database: SandboxDatabase): Map<string, NamedQuerySql> {
  let registry = registries.get(database);
  if (!registry) {
    registry = new Map();
    registries.set(database, registry);
  }
  return registry;
}

/**
 * The query builder of one repo: `named('byId', (p: { id: string }) => db.selectFrom(…).where('id', '=', p.id))`.
 * The builder runs once; `p`'s properties are placeholders, never values, so the query cannot depend on them.
 */
export function queriesOf(database: SandboxDatabase, repo: string) {
  const registry = registryOf(database);
  return function named<Parameters extends object, Row>(
    name: string,
    build: (parameters: Parameters) => Compilable<Row>,
  ): NamedQuery<Parameters, Row> {
    const key = `${repo}.${name}`;
    const compiled = build(placeholders<Parameters>()).compile();
    const slots = slotsOf(compiled);
    const known = registry.get(key);
    if (known !== undefined && known.sql !== compiled.sql) throw new Error(`two queries are named ${key}`);
    registry.set(key, { sql: compiled.sql, slots });
    const execute = (parameters: Parameters, on: Executor = database.db) =>
      on
        .executeQuery<Row>({ ...compiled, parameters: bind(slots, parameters, key) })
        .catch((error: unknown) => Promise.reject(storeFailed(database, error)));
    return {
      all: async (parameters, on) => (await execute(parameters, on)).rows,
      first: async (parameters, on) => (await execute(parameters, on)).rows[0],
      async run(parameters, on) {
        const affected = Number((await execute(parameters, on)).numAffectedRows ?? 0n);
        // Inside a transaction, a commit that then fails notes its problem again.
        if (affected > 0) storeWrote(database);
        return affected;
      },
      async insertedId(parameters, on) {
        const result = await execute(parameters, on);
        return Number(result.insertId ?? (result.rows[0] as { id?: number } | undefined)?.id);
      },
    };
  };
}

/**
 * The values of a JSON array bound as one parameter (`JSON.stringify(values)`), as a subquery for
 * `IN`: a list of any length is one query with one placeholder, so it stays a named query and costs
 * one round trip, not one per value. Integers are compared as integers on both engines.
 */
export function jsonArrayValues<T extends number | string>(
  database: SandboxDatabase,
  json: string,
  type: 'integer' | 'text',
): RawBuilder<T> {
  if (database.engine === 'sqlite') return sql<T>`(SELECT value FROM json_each(${json}))`;
  const value = sql`jsonb_array_elements_text(CAST(${json} AS jsonb))`;
  return type === 'integer' ? sql<T>`(SELECT CAST(${value} AS BIGINT))` : sql<T>`(SELECT ${value})`;
}

/**
 * Runs `work` in one transaction: it commits when `work` resolves, rolls back when it throws. The error
 * that made it fail is the one thrown, named by its cause (storeErrors.ts): after SQLITE_FULL, SQLite
 * has often rolled back already, and the ROLLBACK's own "cannot rollback - no transaction is active"
 * must not hide "database or disk is full".
 */
export async function inTransaction<T>(database: SandboxDatabase, work: (trx: Executor) => Promise<T>): Promise<T> {
  const trx = await database.db
    .startTransaction()
    .execute()
    .catch((error: unknown) => Promise.reject(storeFailed(database, error)));
  let result: T;
  try {
    result = await work(trx);
    await trx.commit().execute();
  } catch (error) {
    // Releases the connection even when it fails; its failure says nothing the first error did not.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw storeFailed(database, error);
  }
  return result;
}

/** The queries the stores have built on this database so far: name → SQL and placeholders. */
export function namedQueries(database: SandboxDatabase): ReadonlyMap<string, NamedQuerySql> {
  return new Map(registryOf(database));
}
