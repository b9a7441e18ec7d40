/**
 * `npm run cluster` (scripts/cluster.ts) as a browser test's child: started on a free PORT (with PORT + 1
 * free for its storage site), its printed addresses read from its output, and what it started listed,
 * so that a test can check that SIGTERM stops all of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { dirname } from 'node:path';
import { exited, freePort, killOnExit, sleep } from '../../scripts/services/processes';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
/** The script's last line once everything is up and the links are printed. */
const READY_LINE = 'Ctrl-C stops everything.';

export interface ClusterNode {
  nodeId: string;
  url: string;
  pid: number;
}

export interface RunningCluster {
  child: ChildProcess;
  /** nginx in front of both nodes: `http://127.0.0.1:<PORT>`. */
  nginxUrl: string;
  /** The printed "AI chat (English)" demo link. */
  demoLink: string;
  nodes: ClusterNode[];
  /** The throw-away PostgreSQL's port. */
  postgresPort: number;
  /** Every loopback port the script said it serves or uses: nginx, storage, the nodes, PostgreSQL, Redis. */
  ports: number[];
  /** The script's and nginx's temp directories (both deleted on stop). */
  dirs: string[];
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/** Whether nothing listens on the loopback port now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port whose next one is free too (the script puts its storage site on PORT + 1). */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort();
    if (port < 65_534 && (await portIsFree(port + 1))) return port;
  }
  throw new Error('no two free loopback ports in a row');
}

/** Whether something accepts connections on the loopback port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const finish = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

function match(output: string, pattern: RegExp, what: string): RegExpMatchArray {
  const found = output.match(pattern);
  if (!found) throw new Error(`scripts/cluster.ts printed no ${what}:\n${output}`);
  return found;
}

function parseReadyOutput(output: string): Omit<RunningCluster, 'child' | 'output'> {
  const nginxUrl = match(output, /behind nginx on (http:\/\/127\.0\.0\.1:\d+)/, 'nginx address')[1];
  const nodeLines = [...output.matchAll(/^ {2}node (\w+): (http:\/\/127\.0\.0\.1:(\d+)) \(pid (\d+), log (\S+)\)/gm)];
  if (nodeLines.length !== 2)
    throw new Error(`scripts/cluster.ts printed ${nodeLines.length} nodes, not 2:\n${output}`);
  const nodes = nodeLines.map(([, nodeId, url, , pid]) => ({ nodeId, url, pid: Number(pid) }));
  const portOf = (url: string) => Number(new URL(url).port);
  const postgresPort = Number(match(output, /database: +postgres:\/\/\S*127\.0\.0\.1:(\d+)\//, 'database address')[1]);
  const ports = [
    portOf(nginxUrl),
    portOf(match(output, /storage: +(http:\/\/\S+)/, 'storage address')[1]),
    ...nodeLines.map((line) => Number(line[3])),
    postgresPort,
    Number(match(output, /redis: +redis:\/\/127\.0\.0\.1:(\d+)/, 'Redis address')[1]),
  ];
  const dirs = [dirname(nodeLines[0][5]), match(output, /nginx: +(\/\S+) \(nginx\.conf/, 'nginx directory')[1]];
  const demoLink = match(output, /AI chat \(English\): +(\S+)/, 'demo link')[1];
  return { nginxUrl, demoLink, nodes, postgresPort, ports, dirs };
}

/**
 * Starts `node --import tsx scripts/cluster.ts` with its own throw-away PostgreSQL and Redis (not a
 * DATABASE_URL or REDIS_URL of this environment) and resolves once it has printed its links.
 */
export async function startClusterScript(): Promise<RunningCluster> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(await freePortPair()) };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killOnExit(child);
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`scripts/cluster.ts not ready within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`scripts/cluster.ts exited (${signal ?? `code ${code}`}) before it was ready:\n${output}`));
    });
  });
  try {
    await ready;
    return { child, ...parseReadyOutput(output), output: () => output };
  } catch (error) {
    // SIGTERM first: the script stops the PostgreSQL, Redis and nginx it started; a SIGKILL would leave them running.
    await stopClusterScript(child).catch(() => undefined);
    throw error;
  }
}

/** SIGTERM, as Ctrl-C would; resolves with its exit code, or throws (after a SIGKILL) if it does not exit in time. */
export async function stopClusterScript(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  const inTime = await Promise.race([exited(child).then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
  if (!inTime) {
    child.kill('SIGKILL');
    await exited(child);
    throw new Error(`scripts/cluster.ts did not exit within ${STOP_TIMEOUT_MS} ms of SIGTERM`);
  }
  return child.exitCode;
}

/** A process as /proc shows it; the start time tells it from a later process that reuses the pid. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  startTime: string;
  state: string;
  command: string;
  args: string[];
}

function readProcess(pid: number): ProcessEntry | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid … starttime(22nd)": comm may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, ppid: Number(fields[1]), state: fields[0], startTime: fields[19], command: args.join(' '), args };
  } catch {
    return undefined;
  }
}

function allProcesses(): ProcessEntry[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((entry): entry is ProcessEntry => entry !== undefined);
}

/**
 * What the script started, running now: its descendants, and the PostgreSQL server with its workers
 * (pg_ctl detaches the server from its parent, so it is found by the port it was given, `-p <port>`).
 */
export function startedProcesses(scriptPid: number, postgresPort: number): ProcessEntry[] {
  const processes = allProcesses();
  const postmasters = processes.filter((entry) =>
    entry.args.some((arg, index) => arg === '-p' && entry.args[index + 1] === String(postgresPort)),
  );
  const found = new Map<number, ProcessEntry>();
  const roots = [scriptPid, ...postmasters.map((entry) => entry.pid)];
  for (let parents = new Set(roots); parents.size > 0;) {
    const children = processes.filter((entry) => parents.has(entry.ppid) && !found.has(entry.pid));
    for (const entry of children) found.set(entry.pid, entry);
    parents = new Set(children.map((entry) => entry.pid));
  }
  for (const entry of postmasters) found.set(entry.pid, entry);
  return [...found.values()];
}

/** Whether that very process (not a zombie, not a later one with its pid) still runs. */
export function stillRuns(entry: ProcessEntry): boolean {
  const now = readProcess(entry.pid);
  return now !== undefined && now.startTime === entry.startTime && now.state !== 'Z';
}
