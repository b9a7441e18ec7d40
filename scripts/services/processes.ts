/** Small process helpers for the scripts that start throw-away services (PostgreSQL, Redis, nginx). */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The command line that runs `command` as `user`: wrapped in runuser when we are root (PostgreSQL and
 * others refuse to run as root), as it is otherwise (a developer's own account runs them fine).
 */
export function asUser(user: string, command: string, args: readonly string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', user, '--', command, ...args]] : [command, [...args]];
}

/** The uid and gid a service's files must belong to: `user`'s when we are root, else our own. */
export function ownerFor(user: string): { uid: number; gid: number } {
  if (process.getuid?.() !== 0) return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runQuietly(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

/** A loopback port that was free a moment ago (bound to 0, read, released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends `signal` (SIGTERM by default) and resolves once the child has exited; SIGKILL after `graceMs`. */
export async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 5_000,
): Promise<void> {
  const done = exited(child);
  child.kill(signal);
  const grace = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(grace);
}

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Kills the child (SIGKILL) if this process exits while it still runs, so that a failing script leaves no
 * service behind. (A SIGKILL of this process itself cannot be caught: the services' temp dirs say what ran.)
 */
export function killOnExit(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const running of children) running.kill('SIGKILL');
  });
}

/** The end of a log file, for failure messages; empty when there is none yet. */
export function lastLines(file: string, count = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls `ready` every 50 ms until it resolves true. Resolves false if the child exits first; throws
 * (the caller stops the child) after `timeoutMs`.
 */
export async function waitUntilReady(
  child: ChildProcess,
  ready: () => Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited(child).then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) return false;
    if (await ready()) return true;
    await sleep(50);
  }
  throw new Error(`${what} did not get ready within ${timeoutMs} ms`);
}
