import { lazy } from 'react';

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];
/** About two minutes: a chunk still missing then is gone from the server (a newer deployment), which Reload fixes. */
const MOST_ATTEMPTS = 16;

function waitToRetry(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    const retry = () => {
      clearTimeout(timer);
      removeEventListener('online', retry);
      resolve();
    };
    const timer = setTimeout(retry, RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1]);
    addEventListener('online', retry);
  });
}

/**
 * Loads a chunk, and again after a failure, sooner when the browser is back online: what arrives while
 * the network is down (an answer's sources, a photo, the first agent) waits for it instead of
 * replacing the screen with the error screen (docs/architecture.md, "Code splitting").
 */
export function loadChunk<T>(load: () => Promise<T>, attempt = 1): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (attempt >= MOST_ATTEMPTS) throw error;
    await waitToRetry(attempt);
    return loadChunk(load, attempt + 1);
  });
}

/** React's `lazy` with a chunk that loads as loadChunk does: its Suspense fallback shows until the network is back. */
export const lazyChunk: typeof lazy = (load) => lazy(() => loadChunk(load));
