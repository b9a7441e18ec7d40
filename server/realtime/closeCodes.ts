export { WS_CLOSE_CODE } from '../../src/protocol/codes';

/** How long an evicted connection keeps its socket after the 314 signal (docs/protocol.md). */
export const EVICTION_GRACE_MS = 1000;
