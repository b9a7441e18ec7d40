import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

/** Listens, or closes the instance and rethrows (a port in use must not leave it half open); the bound port. */
export async function listenOrClose(app: FastifyInstance, host: string, port: number): Promise<number> {
  try {
    await app.listen({ host, port });
  } catch (error) {
    await app.close();
    throw error;
  }
  return (app.server.address() as AddressInfo).port;
}
