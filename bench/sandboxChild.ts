/**
 * The sandbox as a child process for benchmarks: `node --import tsx server/main.ts` as `npm run sandbox`
 * runs it, on 127.0.0.1 and free ports. The child exits by itself when this process goes away (its stdin
 * is our pipe: SANDBOX_EXIT_WITH_STDIN), so it never outlives a benchmark that crashes.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { WS_PATH } from '../src/protocol/identifiers';

export interface SandboxChild {
  /** The child's process id (its CPU time and memory are read from /proc/<pid>). */
  pid: number;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** The customer socket's URL, without the query. */
  wsUrl: string;
  /** SIGTERM (a clean close), SIGKILL after 5 s; resolves once the child has exited. */
  stop(): Promise<void>;
  /** Undefined while it runs; else how it ended, with the last of its output (for error messages). */
  ended(): string | undefined;
}

const START_TIMEOUT_MS = 30_000;
/** SIGN_IN_RATE_LIMIT, "max/windowSeconds" (server/README.md). */
const RELAXED_SIGN_IN_LIMIT = '100000/60';
const TERM_GRACE_MS = 5_000;
const OUTPUT_CHARS_KEPT = 4_000;

/** The nearest directory at or above the working directory that holds server/main.ts. */
function repoRoot(): string {
  for (let dir = resolve(process.cwd()); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'server', 'main.ts'))) return dir;
    if (dirname(dir) === dir)
      throw new Error('run the benchmark from the repository (no server/main.ts above the working directory)');
  }
}

export interface SandboxChildOptions {
  dataDir: string;
  aiDelayMs: number;
  /** A PostgreSQL database; without it, the SQLite file in dataDir. */
  databaseUrl?: string;
  /** Cross-node mode through this Redis; without it, in-process. */
  redisUrl?: string;
  nodeId?: string;
}

export function startSandboxChild(options: SandboxChildOptions): Promise<SandboxChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot(),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      // 0: free ports for the app, its storage host and the legacy FAQ host.
      PORT: '0',
      DATA_DIR: options.dataDir,
      // The bench's own database and Redis, never the shell's (spawn leaves out undefined values).
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      NODE_ID: options.nodeId,
      SANDBOX_AI_DELAY_MS: String(options.aiDelayMs),
      SANDBOX_FAULTS: '0',
      // The load benches sign in thousands of customers from this one address.
      SIGN_IN_RATE_LIMIT: RELAXED_SIGN_IN_LIMIT,
      SANDBOX_EXIT_WITH_STDIN: '1',
      // `npm run bench` builds with NODE_ENV=production; the sandbox would then refuse its demo data
      // (server/productionMode.ts), which is what the benchmarks run on. Serving is the same either way.
      NODE_ENV: 'development',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let exit: string | undefined;
  const exited = new Promise<void>((resolveExit) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `was killed by ${signal}` : `exited with ${code}`;
      resolveExit();
    });
    child.once('error', (error) => {
      exit = `could not be started (${error.message})`;
      resolveExit();
    });
  });
  const ended = () => exit && `the sandbox ${exit}:\n${output}`;
  async function stop(): Promise<void> {
    if (exit === undefined) {
      child.kill('SIGTERM');
      const grace = setTimeout(() => child.kill('SIGKILL'), TERM_GRACE_MS);
      await exited;
      clearTimeout(grace);
    }
    child.stdin.destroy();
  }

  return new Promise((resolveStart, rejectStart) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stop().then(() => rejectStart(new Error(`${reason}:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`the sandbox did not start within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    let started = false;
    // Read everything (the child must never block on a full pipe); keep the tail for error messages.
    const onOutput = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_CHARS_KEPT);
      if (started) return;
      const banner = /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
      if (!banner) return;
      started = true;
      clearTimeout(timer);
      resolveStart({
        pid: child.pid as number,
        baseUrl: banner[1],
        wsUrl: `ws://127.0.0.1:${banner[2]}${WS_PATH}`,
        stop,
        ended,
      });
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    void exited.then(() => {
      if (!started) fail('the sandbox exited before it listened');
    });
  });
}
