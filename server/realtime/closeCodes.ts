/**
 * Close codes of docs/protocol.md ("WebSocket: connecting"). The client must not retry after these:
 * a new login is needed.
 */
export const WS_CLOSE_CODE = {
  /** A query parameter is missing or malformed. */
  badRequest: 4000,
  /** The token is unknown, or names another user or product. */
  unauthorized: 4001,
} as const;

/** How long an evicted connection keeps its socket after the 314 signal (docs/protocol.md). */
export const EVICTION_GRACE_MS = 1000;
