/**
 * Runs the sandbox as a real child process (`node --import tsx server/main.ts`), for tests that kill
 * and restart it. Node test environment only. Every child is killed when the test process exits, and
 * the child also exits by itself when our end of its stdin goes away (SANDBOX_EXIT_WITH_STDIN), so no
 * sandbox outlives the test run even if this process is killed outright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FrameBudgetRule } from '../../server/realtime/frameBudget';
import { REST, WS_PATH } from '../../src/protocol/identifiers';
import { exited, freePort, sleep } from '../../scripts/services/processes';
import { testDatabaseUrlFor } from './testDatabase';

export interface SpawnSandboxOptions {
  /**
   * Holds sandbox.sqlite, or names the test database on PostgreSQL (testDatabase.ts); kept across
   * restarts (the caller creates it with `newDataDir` and deletes both with `removeDataDir`, sandbox.ts).
   */
  dataDir: string;
  /** Picked once (a free port) when not given, and kept across restarts. */
  port?: number;
  /** How long the AI "types" (SANDBOX_AI_DELAY_MS); 0 unless given. */
  aiDelayMs?: number;
  /** Serve the test-only fault switch at /__sandbox/faults (SANDBOX_FAULTS=1). Default false. */
  faults?: boolean;
  /** Frames each socket may send (FRAME_BUDGET); the server's default unless given. */
  frameBudget?: FrameBudgetRule;
  /** New messages one customer may store per window (MESSAGE_RATE_LIMIT, "max/windowSeconds"); the server's default unless given. */
  messageRateLimit?: string;
  /**
   * Cross-node mode (REDIS_URL): nodes given the same `dataDir` and `redisUrl` form one cluster on one
   * database (start them one after the other: the first migrates and seeds it).
   */
  redisUrl?: string;
  /** NODE_ID, the `x-sandbox-node` header's value; the server's random default unless given. */
  nodeId?: string;
}

/** The body of POST /__sandbox/faults; every field optional. */
export interface FaultSwitchesUpdate {
  /** Turn every switch off before applying the others. */
  reset?: boolean;
  /** Terminate every open socket (no close frame). */
  drop_connections?: boolean;
  swallow_pongs?: boolean;
  swallow_acks?: boolean;
  delay_frames_ms?: number;
}

/** What GET and POST /__sandbox/faults answer (`dropped` on POST only). */
export interface FaultSwitchesState {
  swallow_pongs: boolean;
  swallow_acks: boolean;
  delay_frames_ms: number;
  open_connections: number;
  dropped?: number;
}

export interface SandboxProcess {
  /** `http://127.0.0.1:<port>`, the same across restarts. */
  readonly baseUrl: string;
  /** `ws://127.0.0.1:<port>/ws`, without the query. */
  readonly wsUrl: string;
  readonly port: number;
  /** The running child's pid; undefined while stopped. */
  readonly pid: number | undefined;
  /** POSTs to /__sandbox/faults (needs `faults: true`); resolves with the switches now in force. */
  setFaults(switches: FaultSwitchesUpdate): Promise<FaultSwitchesState>;
  /** GETs /__sandbox/faults. */
  getFaults(): Promise<FaultSwitchesState>;
  /**
   * Stops the child and resolves once it has exited. SIGTERM (default) closes sockets and the
   * database cleanly, falling back to SIGKILL after 5 s; SIGKILL is a crash. Stopped already: no-op.
   */
  kill(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** `kill(signal)`, then a new child on the same port and data directory, resolved once it answers HTTP. */
  restart(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** The last lines the child printed (stdout and stderr), for failure messages. */
  output(): string;
}

/** The repository root: from this file under Jest (CommonJS), else the nearest parent of the cwd holding server/main.ts. */
function repoRoot(): string {
  if (typeof __dirname === 'string') return join(__dirname, '..', '..');
  for (let dir = resolve(process.cwd()); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'server', 'main.ts'))) return dir;
    if (dirname(dir) === dir)
      throw new Error('cannot find the repository root (server/main.ts) above the working directory');
  }
}
const REPO_ROOT = repoRoot();
const START_TIMEOUT_MS = 30_000;
/** SIGN_IN_RATE_LIMIT, "max/windowSeconds" (server/README.md). */
const RELAXED_SIGN_IN_LIMIT = '100000/60';
const TERM_GRACE_MS = 5_000;
const OUTPUT_LINES_KEPT = 200;
const PORT_RETRIES = 10;

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Under Jest, `process` is the test environment's copy and this may never run: the stdin lifeline covers that.
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}

export async function spawnSandbox(options: SpawnSandboxOptions): Promise<SandboxProcess> {
  installExitHook();
  const port = options.port ?? (await freePort());
  const databaseUrl = await testDatabaseUrlFor(options.dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  let child: ChildProcess | undefined;

  const remember = (chunk: Buffer) => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== ''),
    );
    if (lines.length > OUTPUT_LINES_KEPT) lines.splice(0, lines.length - OUTPUT_LINES_KEPT);
  };
  const output = () => lines.join('\n');

  /** Starts a child; retries a few times while the port is still held (a restart right after a kill). */
  async function start(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const { serving, portBusy } = await startOnce();
      if (serving) return;
      if (!portBusy || attempt >= PORT_RETRIES) throw new Error(`sandbox did not start on ${baseUrl}:\n${output()}`);
      await sleep(200);
    }
  }

  async function startOnce(): Promise<{ serving: boolean; portBusy: boolean }> {
    let portBusy = false;
    let listening = false;
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // The test's database, never one from the developer's shell (spawn leaves out undefined values).
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        // Free ports: PORT + 1 and PORT + 3 may be taken by another test's sandbox.
        STORAGE_PORT: '0',
        DEMO_HOST_PORT: '0',
        DATA_DIR: options.dataDir,
        SANDBOX_AI_DELAY_MS: String(options.aiDelayMs ?? 0),
        SANDBOX_FAULTS: options.faults ? '1' : '0',
        // Tests sign in many times from this one address (sandbox.ts, TEST_SIGN_IN_LIMIT).
        SIGN_IN_RATE_LIMIT: RELAXED_SIGN_IN_LIMIT,
        ...(options.frameBudget
          ? { FRAME_BUDGET: `${options.frameBudget.perSecond}/${options.frameBudget.burst}` }
          : {}),
        ...(options.messageRateLimit ? { MESSAGE_RATE_LIMIT: options.messageRateLimit } : {}),
        // Never the developer's shell's: a test is in cross-node mode only when it asks.
        REDIS_URL: options.redisUrl,
        NODE_ID: options.nodeId,
        SANDBOX_EXIT_WITH_STDIN: '1',
      },
      // stdin is the lifeline: the child exits when it closes. Output is drained so the child never blocks.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child = started;
    live.add(started);
    let startupText = '';
    const onOutput = (chunk: Buffer) => {
      remember(chunk);
      if (listening) return;
      // Kept whole until the banner: a line may arrive in two chunks.
      startupText += chunk.toString('utf8');
      if (startupText.includes('EADDRINUSE')) portBusy = true;
      // main.ts prints its banner once it listens: a server already on the port is not ours.
      if (startupText.includes(`listening on ${baseUrl}`)) listening = true;
    };
    started.stdout?.on('data', onOutput);
    started.stderr?.on('data', onOutput);
    started.once('exit', () => live.delete(started));
    const serving = await waitUntilServing(started, () => listening);
    if (!serving) {
      child = undefined;
      started.stdin?.destroy();
    }
    return { serving, portBusy };
  }

  /** True once the child answers HTTP; false if it exits first. Throws (after killing it) on a timeout. */
  async function waitUntilServing(started: ChildProcess, isListening: () => boolean): Promise<boolean> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    let gone = false;
    void exited(started).then(() => {
      gone = true;
    });
    while (Date.now() < deadline) {
      if (gone) return false;
      if (!isListening()) {
        await sleep(50);
        continue;
      }
      try {
        const response = await fetch(`${baseUrl}${REST.productByAppKey}?key=demo`, {
          signal: AbortSignal.timeout(1000),
        });
        await response.arrayBuffer();
        if (response.ok) return true;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    started.kill('SIGKILL');
    await exited(started);
    child = undefined;
    throw new Error(`sandbox did not answer on ${baseUrl} within ${START_TIMEOUT_MS} ms:\n${output()}`);
  }

  async function kill(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const running = child;
    child = undefined;
    if (!running) return;
    const done = exited(running);
    running.kill(signal);
    if (signal === 'SIGTERM') {
      const grace = setTimeout(() => running.kill('SIGKILL'), TERM_GRACE_MS);
      await done;
      clearTimeout(grace);
    } else {
      await done;
    }
    running.stdin?.destroy();
  }

  async function faultCall(init?: RequestInit): Promise<FaultSwitchesState> {
    const response = await fetch(`${baseUrl}/__sandbox/faults`, init);
    const envelope = (await response.json()) as { code: number; msg: string; data: FaultSwitchesState | null };
    if (envelope.code !== 0 || !envelope.data) {
      throw new Error(`fault switch failed: ${envelope.code} ${envelope.msg} (spawned with faults: true?)`);
    }
    return envelope.data;
  }

  await start();
  return {
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`,
    port,
    get pid() {
      return child?.pid;
    },
    setFaults: (switches) =>
      faultCall({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(switches) }),
    getFaults: () => faultCall(),
    kill,
    async restart(signal = 'SIGTERM') {
      await kill(signal);
      await start();
    },
    output,
  };
}
