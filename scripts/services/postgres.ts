/**
 * A throw-away PostgreSQL from Debian's packages (`postgresql`): a fresh cluster in a temp directory,
 * run as the `postgres` user, trust authentication, listening on a free loopback port only. For tests
 * and local tooling; `stop()` stops it and deletes everything it wrote.
 */
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asUser, freePort, ownerFor, runQuietly } from './processes';

export interface TemporaryPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the superuser, who may create and drop databases. */
  url: string;
  /** Stops the server and deletes its directory; safe to call more than once. */
  stop(): Promise<void>;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';
const SERVICE_USER = 'postgres';
const START_TIMEOUT_S = 30;
const START_ATTEMPTS = 3;
/** A test server: durability off (its data is deleted anyway), room for a few sandboxes' pools at once. */
const TEST_SETTINGS = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_connections=200',
  'shared_buffers=64MB',
];

/** The bin directory of the newest installed major version (`/usr/lib/postgresql/<major>/bin`), or undefined. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const majors = readdirSync(POSTGRES_ROOT)
    .filter((major) => existsSync(join(POSTGRES_ROOT, major, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length > 0 ? join(POSTGRES_ROOT, majors[0], 'bin') : undefined;
}

export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error(`no PostgreSQL under ${POSTGRES_ROOT} (Debian: apt-get install postgresql)`);
  const dir = mkdtempSync(join(tmpdir(), 'support-postgres-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const asPostgres = (tool: string, args: string[]) => runQuietly(...asUser(SERVICE_USER, join(binDir, tool), args));
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      await asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch((error: unknown) =>
        console.error(error),
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { uid, gid } = ownerFor(SERVICE_USER);
    chownSync(dir, uid, gid);
    await asPostgres('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      SERVICE_USER,
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await startOnFreePort(asPostgres, dataDir, dir, logFile);
    started = true;
    return { url: `postgres://${SERVICE_USER}@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Tool = (tool: string, args: string[]) => Promise<void>;

/** `pg_ctl start -w` (returns once it accepts connections), again on another port if the one picked was taken meanwhile. */
async function startOnFreePort(asPostgres: Tool, dataDir: string, socketDir: string, logFile: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const options = [
      '-c listen_addresses=127.0.0.1',
      `-p ${port}`,
      `-k '${socketDir}'`,
      ...TEST_SETTINGS.map((setting) => `-c ${setting}`),
    ].join(' ');
    try {
      await asPostgres('pg_ctl', [
        'start',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        String(START_TIMEOUT_S),
        '-o',
        options,
      ]);
      return port;
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      if (attempt >= START_ATTEMPTS || !log.includes('could not bind'))
        throw new Error(`${(error as Error).message}\n${log}`);
    }
  }
}
