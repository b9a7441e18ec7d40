/** Starts the sandbox's legacy FAQ host (server/legacyFaq) on a free port, for tests (node environment). */
import type { AddressInfo } from 'node:net';
import { buildLegacyFaqHost } from '../../server/legacyFaq/host';
import { LegacyFaqService } from '../../server/legacyFaq/service';
import { createStore } from '../../server/store';
import { openTestDatabase } from './testDatabase';

export interface RunningLegacyFaqHost {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /** Closes the host and its database connection. */
  close: () => Promise<void>;
}

/**
 * Over dataDir's database (a sandbox's, opened a second time, as the host beside a sandbox reads the
 * sandbox's rows); `allowedOrigins`: the client pages that may call it from a browser (CORS).
 */
export async function startLegacyFaqHost(
  dataDir: string,
  allowedOrigins: readonly string[] = [],
): Promise<RunningLegacyFaqHost> {
  const database = await openTestDatabase(dataDir);
  const app = await buildLegacyFaqHost({
    allowedOrigins,
    legacyFaq: new LegacyFaqService(createStore(database)),
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const close = async () => {
    await app.close();
    await database.close();
  };
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close };
}
