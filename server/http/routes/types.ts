import type { FastifyRequest } from 'fastify';
import type { ReceptionService } from '../../reception/service';
import type { StorageLink } from '../../storage/link';
import type { Store } from '../../store';
import type { CodeMailbox } from '../../verify/mailbox';
import type { WorkOrderService } from '../../workOrders/service';

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
  workOrders: WorkOrderService;
  /** The storage host signed uploads go to; without it, sign-upload-object answers notImplemented. */
  storage?: StorageLink;
  /** Where identification codes are "sent" (kept for the sandbox-only /__sandbox/sent-codes). */
  codeMailbox?: CodeMailbox;
  /** The clock of code expiry and resend cooldown (tests may pass their own). */
  now?: () => number;
}
