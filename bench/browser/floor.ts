import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { installNotFoundHandler } from '../../server/http/notFound';
import { installSecurityHeaders } from '../../server/http/securityHeaders';
import { registerStaticClient } from '../../server/http/static';

export const FLOOR_CONFIG = join('bench', 'floor', 'vite.config.ts');
export const FLOOR_DIST = join(process.cwd(), 'bench', 'floor', 'dist');

/** `vite build --config bench/floor/vite.config.ts` into bench/floor/dist; rejects with Vite's output when it fails. */
export function buildFloor(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', FLOOR_CONFIG],
      {
        cwd: process.cwd(),
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(FLOOR_DIST) : reject(new Error(`building the floor app failed (exit ${code}):\n${output}`)),
    );
  });
}

export interface RunningFloor {
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * The floor app on a loopback port, served by the sandbox's own static code (server/http/static.ts,
 * its security headers and page fallback), so both get the same headers, compression and caching.
 */
export async function serveFloor(dist: string): Promise<RunningFloor> {
  const app = Fastify({ logger: false });
  try {
    installSecurityHeaders(app);
    installNotFoundHandler(app, (await registerStaticClient(app, dist)).servePage);
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
