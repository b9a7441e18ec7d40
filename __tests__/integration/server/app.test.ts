import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildSandbox } from '../../../server/app';
import { newDataDir, removeDataDir } from '../../support/sandbox';
import { testDatabaseUrlFor } from '../../support/testDatabase';

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('closing the sandbox', () => {
  const dataDir = newDataDir('support-sandbox-shutdown-');

  afterAll(() => removeDataDir(dataDir));

  it('does not wait forever for a connection that sent only half a request: it is cut after the grace period', async () => {
    const app = await buildSandbox({ dataDir, databaseUrl: await testDatabaseUrlFor(dataDir), shutdownGraceMs: 300 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await openSocket((app.server.address() as AddressInfo).port);
    const cut = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const startedAt = Date.now();
    await app.close();
    const closeMs = Date.now() - startedAt;

    await cut;
    expect(closeMs).toBeGreaterThanOrEqual(250);
    expect(closeMs).toBeLessThan(5_000);
  }, 10_000);
});
