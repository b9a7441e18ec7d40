import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { bool, int, object, optional } from '../../src/protocol/validate';
import { SandboxError } from '../errors';
import type { FaultController } from '../realtime/faults';
import { parseOrThrow } from '../validation';
import { okEnvelope } from './envelope';

/** Tests only, and only when main.ts runs with SANDBOX_FAULTS=1, never in production mode; not part of docs/protocol.md. */
export const FAULTS_PATH = '/__sandbox/faults';

export const MAX_FRAME_DELAY_MS = 60_000;

/** The switches on the wire (snake_case like the rest of the API). */
export interface FaultState {
  swallow_pongs: boolean;
  swallow_acks: boolean;
  delay_frames_ms: number;
  /** Sockets open right now (after any drop this request asked for). */
  open_connections: number;
}

export interface FaultUpdate {
  /** Turn every switch off first. */
  reset?: boolean;
  /** Terminate every open socket (after applying the switches of the same request). */
  drop_connections?: boolean;
  swallow_pongs?: boolean;
  swallow_acks?: boolean;
  delay_frames_ms?: number;
}

const updateSchema = object({
  reset: optional(bool),
  drop_connections: optional(bool),
  swallow_pongs: optional(bool),
  swallow_acks: optional(bool),
  delay_frames_ms: optional(int),
});

function stateOf(faults: FaultController): FaultState {
  return {
    swallow_pongs: faults.swallowPongs,
    swallow_acks: faults.swallowAcks,
    delay_frames_ms: faults.delayFramesMs,
    open_connections: faults.openSockets,
  };
}

/**
 * GET answers the current switches; POST applies `FaultUpdate` and answers the switches and
 * `dropped` (how many sockets it terminated). Same envelope as every call.
 */
export function registerFaultRoutes(app: FastifyInstance, faults: FaultController): void {
  app.get(FAULTS_PATH, async () => okEnvelope(stateOf(faults)));
  app.post(FAULTS_PATH, async (request) => {
    const update = parseOrThrow(updateSchema, request.body ?? {}, 'body');
    const delay = update.delay_frames_ms;
    if (delay !== undefined && (delay < 0 || delay > MAX_FRAME_DELAY_MS)) {
      throw new SandboxError(ERROR_CODE.parameterError, `delay_frames_ms must be 0 to ${MAX_FRAME_DELAY_MS}`);
    }
    if (update.reset) faults.reset();
    if (update.swallow_pongs !== undefined) faults.swallowPongs = update.swallow_pongs;
    if (update.swallow_acks !== undefined) faults.swallowAcks = update.swallow_acks;
    if (delay !== undefined) faults.delayFramesMs = delay;
    const dropped = update.drop_connections ? faults.dropConnections() : 0;
    return okEnvelope({ ...stateOf(faults), dropped });
  });
}
