/** Small process helpers for the scripts that start throw-away services (PostgreSQL now; Redis, nginx later). */
import { execFileSync, spawn } from 'node:child_process';
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
