import type { LogSetting } from '../logging';
import { listenOrClose } from '../listenOrClose';
import { buildLegacyFaqHost } from './host';
import type { LegacyFaqService } from './service';

/** Vite's dev server (`npm run dev`), which may call the legacy host directly. */
const DEV_CLIENT_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** LEGACY_FAQ_PORT, else the main port + 2 (a free one when the main port is 0). */
export function legacyFaqPortFrom(value: string | undefined, mainPort: number): number {
  const port = value ? Number(value) : mainPort === 0 ? 0 : mainPort + 2;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`LEGACY_FAQ_PORT must be a port number, got "${value}"`);
  return port;
}

export interface RunningLegacyFaqHost {
  url: string;
  close: () => Promise<void>;
}

/** Starts the legacy FAQ host next to the sandbox; its CORS admits the sandbox's own pages. */
export async function listenLegacyFaqHost(options: {
  host: string;
  port: number;
  linkHost: string;
  clientOrigin: string;
  legacyFaq: LegacyFaqService;
  logger?: LogSetting;
}): Promise<RunningLegacyFaqHost> {
  const app = await buildLegacyFaqHost({
    allowedOrigins: [options.clientOrigin, ...DEV_CLIENT_ORIGINS],
    legacyFaq: options.legacyFaq,
    logger: options.logger,
  });
  const port = await listenOrClose(app, options.host, options.port);
  return { url: `http://${options.linkHost}:${port}`, close: () => app.close() };
}
