import type { KeyValueStore } from '../lib/storage';
import { LIMITS } from '../protocol/codes';
import { RECORDING_LIMITS, type UploadReason } from '../protocol/recordings';
import { sealChunks, type Gzip, type PageHeader } from './chunker';
import type { Recorder } from './recorder';
import { keepPendingChunks, openRecordingIdentity, takePendingChunks } from './recordingIdentity';
import type { ChunkSender } from './chunkRequest';
import { createUploader } from './uploader';

export interface FieldSessionOptions {
  recorder: Recorder;
  /** sessionStorage: the recording's id and page counter, and what a reload left unsent. */
  storage: KeyValueStore;
  meta: PageHeader['meta'];
  send: ChunkSender;
  gzip: Gzip;
  /** The first upload of the tab session began (the chat says so once). */
  onShared?: () => void;
  /** Runs `task` when the page is idle (requestIdleCallback in the browser). */
  whenIdle?: (task: () => void) => void;
  retryDelaysMs?: readonly number[];
}

export interface FieldSession {
  readonly recordingId: string;
  readonly page: number;
  readonly uploading: boolean;
  /** Support is needed: upload the buffer (the last ten minutes), then what is new every 10 s. Idempotent. */
  share(reason: UploadReason): void;
  /** The session with support is over: what is new is sent once more, then nothing follows (nor on reload). */
  end(): void;
  /** The page is going: keepalive for what fits, the rest kept for the next page of this tab session. */
  pageHidden(): void;
  /** Sends what is new now (tests, and the page turning hidden). */
  flush(): void;
  /** `always`: whether this tab session is one of the sampled share (decided once per tab session). */
  sampled(rate: number, random?: () => number): boolean;
  stop(): void;
}

const idleByDefault = (task: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 0);
};

/**
 * The customer's page's side of a field recording (docs/recording.md): reads the recorder's buffer by
 * sequence number (no copy), seals it into chunks with idempotent ids (recording, page, chunk) and
 * hands them to the uploader, in idle time: nothing on the UI path waits for it.
 */
export function createFieldSession(options: FieldSessionOptions): FieldSession {
  const { recorder, storage, meta } = options;
  const whenIdle = options.whenIdle ?? idleByDefault;
  const { identity, update } = openRecordingIdentity(storage, meta.appKey);
  const uploader = createUploader({
    send: (chunk, keepalive) => options.send(identity.id, chunk, keepalive),
    gzip: options.gzip,
    retryDelaysMs: options.retryDelaysMs,
  });
  uploader.enqueue(takePendingChunks(storage, meta.appKey));

  let uploading = false;
  /** This page has begun uploading: sharing again after an end goes on from where it stopped. */
  let begun = false;
  let cursor = 0;
  let nextChunk = 0;
  let reason: UploadReason | undefined;
  let header: PageHeader | undefined;
  let follower: ReturnType<typeof setInterval> | undefined;

  const headerAt = (state: unknown): PageHeader => ({
    startedAt: recorder.startedAt,
    clientVersion: LIMITS.clientVersion,
    meta,
    initialState: state,
  });

  /** Entries the buffer dropped before they were read: what follows starts a new page from a known state. */
  const startNewPage = () => {
    const snapshot = recorder.snapshotSince(Infinity);
    update({ page: identity.page + 1, used: true });
    nextChunk = 0;
    cursor = snapshot?.seq ?? recorder.nextSeq();
    header = headerAt(snapshot?.state ?? null);
  };

  /** Synchronous: ids are given at once, so a page hide right after keeps them. */
  const sealNew = () => {
    if (!uploading) return;
    const { from, entries } = recorder.entriesSince(cursor);
    if (from > cursor) {
      startNewPage();
      return sealNew();
    }
    if (entries.length === 0 && !header) return;
    const chunks = sealChunks(entries, { page: identity.page, firstChunk: nextChunk, header, reason });
    cursor = from + entries.length;
    nextChunk += chunks.length;
    header = undefined;
    reason = undefined;
    uploader.enqueue(chunks);
  };

  const flushWhenIdle = () => whenIdle(sealNew);

  let stopped = false;

  function share(why: UploadReason) {
    if (uploading || stopped) return;
    uploading = true;
    if (!begun) {
      begun = true;
      const snapshot = recorder.snapshotSince(RECORDING_LIMITS.bufferMs);
      cursor = snapshot?.seq ?? recorder.nextSeq();
      header = headerAt(snapshot?.state ?? null);
      reason = why;
    }
    update({ used: true, following: true, reason: why });
    if (!identity.announced) {
      update({ announced: true });
      options.onShared?.();
    }
    flushWhenIdle();
    follower = setInterval(flushWhenIdle, RECORDING_LIMITS.followEveryMs);
  }

  // A reload while support was needed: this page uploads from its start.
  if (identity.following) share(identity.reason ?? 'customer');

  return {
    recordingId: identity.id,
    get page() {
      return identity.page;
    },
    get uploading() {
      return uploading;
    },
    share,
    end() {
      if (!uploading) return;
      sealNew();
      clearInterval(follower);
      uploading = false;
      update({ following: false });
    },
    pageHidden() {
      sealNew();
      keepPendingChunks(storage, meta.appKey, uploader.flushOnHide());
    },
    flush: sealNew,
    sampled(rate, random = Math.random) {
      if (identity.sampled === undefined) update({ sampled: random() < rate });
      return identity.sampled === true;
    },
    stop() {
      clearInterval(follower);
      stopped = true;
      uploading = false;
      uploader.stop();
    },
  };
}
