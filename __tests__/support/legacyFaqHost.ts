/** Starts the sandbox's legacy FAQ host (server/legacyFaq) on a free port, for tests (node environment). */
import type { AddressInfo } from 'node:net';
import { buildLegacyFaqHost } from '../../server/legacyFaq/host';

export interface RunningLegacyFaqHost {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  close: () => Promise<void>;
}

/** `allowedOrigins`: the client pages that may call it from a browser (CORS). */
export async function startLegacyFaqHost(allowedOrigins: readonly string[] = []): Promise<RunningLegacyFaqHost> {
  const app = await buildLegacyFaqHost({ allowedOrigins });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
