/**
 * One sandbox node (`server/main.ts`) as a child process for the local cluster (scripts/cluster.ts):
 * its output goes to a log file, it exits when our end of its stdin goes away (SANDBOX_EXIT_WITH_STDIN),
 * so no node outlives this process even if it is killed outright.
 */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REST } from '../../src/protocol/identifiers';
import { exited, killOnExit, lastLines, stopChild, waitUntilReady } from './processes';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

export interface SandboxNodeOptions {
  /** NODE_ID, also the name in messages. */
  nodeId: string;
  /** The node's own port (127.0.0.1). */
  port: number;
  /** Everything else the node reads (DATABASE_URL, REDIS_URL, DATA_DIR, …), on top of this process's environment. */
  env: Record<string, string | undefined>;
  /** Where its stdout and stderr go. */
  logFile: string;
}

export interface SandboxNode {
  readonly nodeId: string;
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  readonly pid: number | undefined;
  /** Resolves when the node exits, however it does. */
  readonly exited: Promise<void>;
  /** SIGTERM (closes cleanly; SIGKILL after a grace) or SIGKILL (a crash); resolves once it has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** Starts the node and resolves once it answers HTTP; rejects (with its log) if it exits or times out first. */
export async function startSandboxNode(options: SandboxNodeOptions): Promise<SandboxNode> {
  const url = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      NODE_ID: options.nodeId,
      SANDBOX_EXIT_WITH_STDIN: '1',
    },
    // stdin is the lifeline: the node exits when it closes.
    stdio: ['pipe', log, log],
  });
  killOnExit(child);
  const answers = async () => {
    try {
      const response = await fetch(`${url}${REST.productByAppKey}?key=demo`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  };
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    await stopChild(child, signal, STOP_GRACE_MS);
    child.stdin?.destroy();
  };
  let ready: boolean;
  try {
    ready = await waitUntilReady(child, answers, `node ${options.nodeId}`, START_TIMEOUT_MS);
  } catch (error) {
    await stop('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${lastLines(options.logFile)}`);
  }
  if (!ready) throw new Error(`node ${options.nodeId} exited while starting:\n${lastLines(options.logFile)}`);
  return { nodeId: options.nodeId, url, port: options.port, pid: child.pid, exited: exited(child), stop };
}
