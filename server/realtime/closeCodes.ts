export { WS_CLOSE_CODE } from '../../src/protocol/codes';

/** How long an evicted connection keeps its socket after the 314 signal (docs/protocol.md). */
export const EVICTION_GRACE_MS = 1000;

/**
 * The connection kept sending over its frame budget (realtime/frameBudget.ts; docs/protocol.md,
 * "Limits"). Not in WS_CLOSE_CODE, which the client treats as final: a client that reconnects after
 * it starts with a full budget again.
 */
export const FLOOD_CLOSE_CODE = 4008;

/**
 * The socket could not be set up (the store failed while checking its token). The standard "internal
 * error" code, not in WS_CLOSE_CODE: the client tries again as after any other drop.
 */
export const SETUP_FAILED_CLOSE_CODE = 1011;
