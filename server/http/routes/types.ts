import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../rateLimits';
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
  /** Limits how often one client may call it (http/rateLimits.ts); unlimited without one. */
  rateLimit?: RateLimitRule;
}

export interface RouteDeps {
  store: Store;
  reception: ReceptionService;
  workOrders: WorkOrderService;
  /** The storage host signed uploads go to; without it, sign-upload-object answers notImplemented. */
  storage?: StorageLink;
  /** Where identification codes are "sent" (kept for the sandbox-only /__sandbox/sent-codes). */
  codeMailbox?: CodeMailbox;
  /** Sign-in attempts one client may make per window (customer login and agent sign-in). */
  signInLimit: RateLimitRule;
  /** How long a customer token lasts (docs/protocol.md, "Sessions"). */
  tokenTtlMs: number;
  /** How long a signed link's sign is accepted after its ts (docs/protocol.md, "Signed links"). */
  signWindowMs: number;
  /** The clock of code expiry and resend cooldown (tests may pass their own). */
  now?: () => number;
}
