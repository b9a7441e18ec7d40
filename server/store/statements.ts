import type { Statement } from 'better-sqlite3';
import type { SandboxDatabase } from '../db/open';

/**
 * Every statement the stores prepare has a name, `<repo>.<name>` (`messages.sentInProduct`), kept per
 * database with its SQL. The query-plan test (__tests__/integration/sandbox-query-plans.test.ts)
 * explains each of them, so a new statement cannot reach the hot path unexamined.
 */
const registries = new WeakMap<SandboxDatabase, Map<string, string>>();

type Prepared<Parameters extends unknown[] | object, Result> = Parameters extends unknown[]
  ? Statement<Parameters, Result>
  : Statement<[Parameters], Result>;

/** `db.prepare` for one repo, recording each statement under `<repo>.<name>`. */
export function statementsOf(db: SandboxDatabase, repo: string) {
  let registry = registries.get(db);
  if (!registry) {
    registry = new Map();
    registries.set(db, registry);
  }
  const names = registry;
  return function prepare<Parameters extends unknown[] | object = unknown[], Result = unknown>(
    name: string,
    source: string,
  ): Prepared<Parameters, Result> {
    const key = `${repo}.${name}`;
    const known = names.get(key);
    if (known !== undefined && known !== source) throw new Error(`two statements are named ${key}`);
    names.set(key, source);
    return db.prepare<Parameters, Result>(source) as Prepared<Parameters, Result>;
  };
}

/** The statements prepared so far on this database through `statementsOf`: name → SQL. */
export function preparedStatements(db: SandboxDatabase): ReadonlyMap<string, string> {
  return new Map(registries.get(db) ?? []);
}
