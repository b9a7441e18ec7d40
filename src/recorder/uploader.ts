import type { SealedChunk, Gzip } from './chunker';

/** A chunk waiting for the server's acknowledgement: its text until compressed, then only its gzip body. */
export interface PendingChunk extends Omit<SealedChunk, 'text'> {
  text?: string;
  body?: Uint8Array;
}

/**
 * What the server said: stored (or already had it), retry later (offline, busy, signed out meanwhile),
 * refused (this chunk never will be), or full (the recording reached its cap: nothing more is sent).
 */
export type SendOutcome = 'stored' | 'retry' | 'refused' | 'full';
export type SendChunk = (chunk: PendingChunk & { body: Uint8Array }, keepalive: boolean) => Promise<SendOutcome>;

export interface UploaderOptions {
  send: SendChunk;
  gzip: Gzip;
  /** Between failed attempts at one chunk; the last delay repeats. */
  retryDelaysMs?: readonly number[];
  /** Unacknowledged chunks beyond this go, oldest first (bounded memory while offline for long). */
  maxPendingBytes?: number;
}

export interface Uploader {
  enqueue(chunks: readonly PendingChunk[]): void;
  /** What the server has not acknowledged yet, in order. */
  pending(): readonly PendingChunk[];
  /**
   * The page is going: what is compressed goes out with `keepalive` (at most `keepaliveBytes` in all,
   * the browser's limit for such requests in flight); returns every unacknowledged chunk, to keep.
   */
  flushOnHide(keepaliveBytes?: number): readonly PendingChunk[];
  stop(): void;
}

export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;
/** The browser refuses keepalive requests beyond 64 KB of bodies in flight. */
export const KEEPALIVE_BYTES = 64 * 1024;
const DEFAULT_MAX_PENDING_BYTES = 4 * 1024 * 1024;

const sizeOf = (chunk: PendingChunk) => chunk.body?.length ?? chunk.text?.length ?? 0;

/**
 * Sends chunks one at a time, in order, each until the server has it: a failure is retried after a
 * growing delay (at once when the browser is back online), and a resend is harmless (the chunk's id
 * makes it idempotent). Compresses a chunk right before its first send.
 */
export function createUploader(options: UploaderOptions): Uploader {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const maxPendingBytes = options.maxPendingBytes ?? DEFAULT_MAX_PENDING_BYTES;
  const queue: PendingChunk[] = [];
  let sending = false;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retryNow = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    void pump();
  };
  const waitToRetry = () => {
    failures += 1;
    timer = setTimeout(
      () => {
        timer = undefined;
        void pump();
      },
      delays[Math.min(failures, delays.length) - 1],
    );
  };

  const trim = () => {
    let bytes = queue.reduce((sum, chunk) => sum + sizeOf(chunk), 0);
    // The head may be in flight: it stays.
    while (bytes > maxPendingBytes && queue.length > 1) bytes -= sizeOf(queue.splice(1, 1)[0]);
  };

  async function compressed(chunk: PendingChunk): Promise<PendingChunk & { body: Uint8Array }> {
    if (!chunk.body) {
      chunk.body = await options.gzip(chunk.text ?? '');
      delete chunk.text;
    }
    return chunk as PendingChunk & { body: Uint8Array };
  }

  async function pump(): Promise<void> {
    if (sending || stopped || timer !== undefined) return;
    sending = true;
    try {
      while (queue.length > 0 && !stopped) {
        const head = queue[0];
        const outcome = await compressed(head)
          .then((chunk) => options.send(chunk, false))
          .catch((): SendOutcome => 'retry');
        if (outcome === 'retry') {
          waitToRetry();
          return;
        }
        failures = 0;
        if (queue[0] === head) queue.shift();
        if (outcome === 'full') stop();
      }
    } finally {
      sending = false;
    }
  }

  function stop() {
    stopped = true;
    queue.length = 0;
    clearTimeout(timer);
    globalThis.removeEventListener?.('online', retryNow);
  }

  globalThis.addEventListener?.('online', retryNow);

  return {
    enqueue(chunks) {
      if (stopped) return;
      queue.push(...chunks);
      trim();
      void pump();
    },
    pending: () => queue.slice(),
    flushOnHide(keepaliveBytes = KEEPALIVE_BYTES) {
      let budget = keepaliveBytes;
      for (const chunk of queue) {
        if (!chunk.body || chunk.body.length > budget) break;
        budget -= chunk.body.length;
        void options.send(chunk as PendingChunk & { body: Uint8Array }, true).catch(() => 'retry');
      }
      return queue.slice();
    },
    stop,
  };
}
