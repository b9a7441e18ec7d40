import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { listenOrClose } from '../listenOrClose';
import type { LogSetting } from '../logging';
import { buildStorageHost } from './host';
import { DEFAULT_UPLOAD_TTL_MS, type StorageLink } from './link';

export interface StartStorageOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Files go to `<dataDir>/uploads`. */
  dataDir: string;
  /** Shared with the main app; a fresh random one by default (signed URLs then end with the process). */
  secret?: string;
  uploadTtlMs?: number;
  logger?: LogSetting;
  /**
   * The address browsers use for it, when that is not its own (several nodes' storage hosts behind one
   * load balancer, docs/cluster.md). Default `http://<host>:<port>`.
   */
  publicUrl?: string;
}

export interface RunningStorage {
  app: FastifyInstance;
  /** For buildSandbox({ storage }). */
  link: StorageLink;
}

/** The address a browser on this machine uses for a host the server binds. */
export function browsableHost(host: string): string {
  return ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host) ? '127.0.0.1' : host;
}

/** Starts the storage host listening; it closes with `app.close()`. */
export async function startStorageHost(options: StartStorageOptions): Promise<RunningStorage> {
  const filesDir = join(options.dataDir, 'uploads');
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const app = buildStorageHost({ filesDir, secret, logger: options.logger });
  const port = await listenOrClose(app, options.host, options.port);
  return {
    app,
    link: {
      publicUrl: options.publicUrl ?? `http://${browsableHost(options.host)}:${port}`,
      secret,
      filesDir,
      uploadTtlMs: options.uploadTtlMs ?? DEFAULT_UPLOAD_TTL_MS,
    },
  };
}
