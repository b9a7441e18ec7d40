/** Where the sandbox keeps its data: the embedded SQLite file (the default) or a PostgreSQL server. */
export type DatabaseConfig = { engine: 'sqlite'; dataDir: string } | { engine: 'postgres'; url: string };

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/**
 * `DATABASE_URL=postgres://…` (or `postgresql://…`) selects PostgreSQL; unset or empty, the SQLite file
 * `<dataDir>/sandbox.sqlite`. Anything else is refused rather than silently falling back to SQLite.
 */
export function databaseConfigFrom(env: Readonly<Record<string, string | undefined>>, dataDir: string): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { engine: 'sqlite', dataDir };
  if (POSTGRES_URL.test(url)) return { engine: 'postgres', url };
  throw new Error(
    'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite file)',
  );
}
