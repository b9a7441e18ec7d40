export { WS_CLOSE_CODE } from '../../src/protocol/codes';

/** How long an evicted connection keeps its socket after the 314 signal (docs/protocol.md). */
export const EVICTION_GRACE_MS = 1000;

/**
 * The connection kept sending over its frame budget (realtime/frameBudget.ts; docs/protocol.md,
 * "Limits"). Not in WS_CLOSE_CODE, which the client treats as final: a client that reconnects after
 * it starts with a full budget again.
 */
export const FLOOD_CLOSE_CODE = 4008;
