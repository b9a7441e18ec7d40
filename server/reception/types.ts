import type { FastifyBaseLogger } from 'fastify';
import type { IncomingData } from '../../src/protocol/frames';
import type { CitationSources } from '../storage/citations';

export type ReceptionStatus = IncomingData['seat_reception_status'];

/** Runs work once the customer's reply has been written (pushes must follow the reply). */
export type After = (task: () => Promise<void>) => void;

/** Where the customer asks from: kept on the reception for the agent's context. */
export interface CustomerOrigin {
  locale: string;
  timeZone: string;
}

export interface ReceptionOptions {
  /** How long a waiting customer may be gone before their request leaves the queue (DEFAULT_QUEUE_GRACE_MS). */
  queueGraceMs: number;
  /** Where events that run on their own (timers, sockets coming and going) report their failures. */
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Where the files agents send are checked; without it (no storage host) agents send texts only. */
  citations?: CitationSources;
}
