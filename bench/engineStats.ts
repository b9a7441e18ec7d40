/**
 * What PostgreSQL and Redis did, as counters read before and after a measuring window: PostgreSQL's
 * per-database statistics (pg_stat_database), its statements (pg_stat_statements), its WAL volume
 * (pg_stat_wal) and the CPU time of the postmaster and its backends; Redis's INFO commandstats and INFO cpu.
 */
import { Redis } from 'ioredis';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBinDir } from '../scripts/services/postgres';
import { asUser, runQuietly } from '../scripts/services/processes';
import { parentPid, treeCpuMs } from './procStats';

export interface StatementCounters {
  calls: number;
  execMs: number;
  /** The normalized text ($1, $2 for the values). */
  query: string;
}

export interface PostgresCounters {
  transactions: number;
  rowsInserted: number;
  rowsUpdated: number;
  rowsDeleted: number;
  walBytes: number;
  cpuMs: number;
  /** By pg_stat_statements' queryid: each statement the sandbox ran (BEGIN/COMMIT left out). */
  statements: Map<string, StatementCounters>;
}

export interface PostgresWatch {
  version: string;
  /** Creates an empty database on the server; its URL. */
  createDatabase(name: string): Promise<string>;
  /** The counters of one database (others on the server are left out, except WAL and CPU, which are server-wide). */
  read(database: string): Promise<PostgresCounters>;
  close(): Promise<void>;
}

/**
 * Loads pg_stat_statements into the server, which takes a restart (`pg_ctl restart` keeps the options it
 * was started with); statements are counted without BEGIN/COMMIT, which xact_commit counts already.
 */
async function loadStatementStatistics(adminUrl: string): Promise<void> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('no PostgreSQL bin directory');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let dataDirectory: string;
  try {
    await client.query("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'");
    dataDirectory = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0].data_directory;
  } finally {
    await client.end();
  }
  await runQuietly(...asUser('postgres', join(binDir, 'pg_ctl'), ['restart', '-D', dataDirectory, '-m', 'fast', '-w']));
}

/**
 * Watches the server at `adminUrl`, a throw-away one (startTemporaryPostgres): it is restarted with
 * pg_stat_statements loaded. The watch's own queries go to the admin database.
 */
export async function watchPostgres(adminUrl: string): Promise<PostgresWatch> {
  await loadStatementStatistics(adminUrl);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  // Known only once the library is loaded; backends started from now on (the nodes' pools) read it.
  await client.query('ALTER SYSTEM SET pg_stat_statements.track_utility = off');
  await client.query('SELECT pg_reload_conf()');
  const { rows } = await client.query<{ pid: number; version: string }>(
    "SELECT pg_backend_pid() AS pid, current_setting('server_version') AS version",
  );
  // This connection's backend is a child of the postmaster, whose tree holds every backend's CPU time.
  const postmaster = parentPid(rows[0].pid);
  if (postmaster === undefined) throw new Error('cannot find the postmaster of the bench PostgreSQL');
  return {
    version: rows[0].version,
    async createDatabase(name) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async read(database) {
      const cpu = treeCpuMs(postmaster);
      const stats = await client.query<Record<string, string>>(
        `SELECT d.xact_commit + d.xact_rollback AS transactions, d.tup_inserted, d.tup_updated, d.tup_deleted, w.wal_bytes
           FROM pg_stat_database d, pg_stat_wal w WHERE d.datname = $1`,
        [database],
      );
      const statements = await client.query<{ queryid: string; calls: string; exec_ms: number; query: string }>(
        `SELECT s.queryid::text, s.calls, s.total_exec_time AS exec_ms, s.query
           FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1`,
        [database],
      );
      const row = stats.rows[0];
      if (!row) throw new Error(`no statistics for database ${database}`);
      return {
        transactions: Number(row.transactions),
        rowsInserted: Number(row.tup_inserted),
        rowsUpdated: Number(row.tup_updated),
        rowsDeleted: Number(row.tup_deleted),
        walBytes: Number(row.wal_bytes),
        cpuMs: cpu,
        statements: new Map(
          statements.rows.map((statement) => [
            statement.queryid,
            { calls: Number(statement.calls), execMs: statement.exec_ms, query: statement.query },
          ]),
        ),
      };
    },
    close: () => client.end(),
  };
}

export interface RedisCounters {
  /** Calls by command name (lower case), our own INFO calls left out. */
  calls: Map<string, number>;
  cpuMs: number;
}

export interface RedisWatch {
  read(): Promise<RedisCounters>;
  close(): Promise<void>;
}

/** `cmdstat_<name>:calls=<n>,usec=…` lines of INFO commandstats; subcommands look like `cmdstat_client|setname`. */
function parseCommandStats(info: string): Map<string, number> {
  const calls = new Map<string, number>();
  for (const match of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
    if (match[1] !== 'info') calls.set(match[1], Number(match[2]));
  }
  return calls;
}

function infoField(info: string, name: string): number {
  const match = new RegExp(`^${name}:([0-9.]+)`, 'm').exec(info);
  return match ? Number(match[1]) : 0;
}

export async function watchRedis(url: string): Promise<RedisWatch> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  return {
    async read() {
      const [commandStats, cpu] = await Promise.all([client.info('commandstats'), client.info('cpu')]);
      return {
        calls: parseCommandStats(commandStats),
        cpuMs: (infoField(cpu, 'used_cpu_user') + infoField(cpu, 'used_cpu_sys')) * 1000,
      };
    },
    close: async () => {
      await client.quit();
    },
  };
}

/** The calls of each command between two readings, largest first, zeros left out. */
export function callsBetween(before: RedisCounters, after: RedisCounters): [string, number][] {
  return [...after.calls]
    .map(([name, calls]): [string, number] => [name, calls - (before.calls.get(name) ?? 0)])
    .filter(([, calls]) => calls > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** The statements run between two readings, most execution time first. */
export function statementsBetween(before: PostgresCounters, after: PostgresCounters): StatementCounters[] {
  return [...after.statements]
    .map(([queryid, statement]) => {
      const earlier = before.statements.get(queryid);
      return {
        ...statement,
        calls: statement.calls - (earlier?.calls ?? 0),
        execMs: statement.execMs - (earlier?.execMs ?? 0),
      };
    })
    .filter((statement) => statement.calls > 0)
    .sort((a, b) => b.execMs - a.execMs);
}
