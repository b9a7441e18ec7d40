/**
 * A throw-away Redis from Debian's packages (`redis-server`): on a free loopback port, nothing written to
 * disk (`--save ''`, `--appendonly no`), its log in a temp directory. For tests and local tooling;
 * `stop()` stops it and deletes the directory. Debian's own redis-server service is not used or touched.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, killOnExit, stopChild, waitUntilReady } from './processes';

export interface TemporaryRedis {
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  /** Stops the server and deletes its directory; safe to call more than once. */
  stop(): Promise<void>;
}

const START_ATTEMPTS = 3;

/** Whether a Redis answers PING on the port (a plain inline command: no client library needed). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
  });
}

export async function startTemporaryRedis(): Promise<TemporaryRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'support-redis-'));
  const logFile = join(dir, 'redis.log');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--logfile',
        logFile,
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    );
    killOnExit(server);
    let spawnError: NodeJS.ErrnoException | undefined;
    server.once('error', (error) => (spawnError = error));
    let ready: boolean;
    try {
      ready = await waitUntilReady(
        server,
        async () => {
          if (spawnError)
            throw spawnError.code === 'ENOENT'
              ? new Error('redis-server not found (Debian: apt-get install redis-server)')
              : spawnError;
          return answersPing(port);
        },
        'redis-server',
      );
    } catch (error) {
      if (!spawnError) await stopChild(server, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    if (ready) {
      let stopped = false;
      return {
        url: `redis://127.0.0.1:${port}`,
        stop: async () => {
          if (!stopped) {
            stopped = true;
            await stopChild(server);
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    if (attempt >= START_ATTEMPTS || !log.includes('Address already in use')) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`redis-server did not start on port ${port}:\n${log}`);
    }
  }
}
