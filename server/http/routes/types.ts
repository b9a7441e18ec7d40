import type { FastifyRequest } from 'fastify';
import type { ReceptionService } from '../../reception/service';
import type { Store } from '../../store';

export type HttpMethod = 'GET' | 'POST';

/** A REST call: the handler returns the envelope's data, or throws a SandboxError. */
export interface ApiRoute {
  method: HttpMethod;
  url: string;
  handler: (request: FastifyRequest) => unknown;
}

export interface RouteDeps {
  store: Store;
  reception: ReceptionService;
}
