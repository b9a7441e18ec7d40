import type { Middleware } from '@reduxjs/toolkit';
import type { EarlyCall, NetworkTap } from '../lib/networkTap';
import { LIMITS } from '../protocol/codes';
import { createRedactor, withoutSensitivePayload } from './redact';
import {
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type RecordedAction,
  type Recording,
  type RecordingEntry,
} from './recordingFormat';

export interface RecorderOptions {
  /** Oldest entries go first beyond either bound (a ring buffer). */
  maxEntries?: number;
  maxBytes?: number;
  /** Keys redacted besides pass, password, token, sign and secret. */
  secretKeys?: readonly string[];
  /** String values under these keys are redacted too; numbers stay (the envelope's `code`). */
  sensitiveTextKeys?: readonly string[];
  /** Entries older than this go, by whole segments (a field recording keeps the last minutes only). */
  maxAgeMs?: number;
  /** A state checkpoint at least this often, so the buffer can start anywhere within a few seconds. */
  checkpointEveryMs?: number;
  now?: () => number;
  /** `now()` at t = 0, when it was earlier than this recorder (calls kept for it before it came); now by default. */
  origin?: number;
  wallClock?: () => number;
  meta?: { locale: string; appKey: string; userAgent: string };
}

/** Where a field upload starts: an entry's sequence number and the state right before it. */
export interface RecorderSnapshot {
  seq: number;
  state: unknown;
}

export interface Recorder {
  middleware: Middleware;
  tap: NetworkTap;
  /** Before `middleware`: the store's calls from before this recorder came, kept at their own times from `startState`. */
  replayEarly(startState: unknown, calls: readonly EarlyCall[]): void;
  /** The router went to `path` (pathname and search); kept as a `route` entry, secrets redacted. */
  route(path: string): void;
  exportRecording(): Recording;
  stats(): { entries: number; bytes: number; dropped: number };
  /** Wall-clock time of t = 0, as the exported recording says. */
  startedAt: number;
  /**
   * Field uploads read the buffer by sequence number (the n-th entry ever kept) without copying it.
   * `snapshotSince(ms)`: the earliest checkpoint within the last `ms`, with its (redacted) state.
   */
  snapshotSince(ms: number): RecorderSnapshot | null;
  /** The kept entries from `seq` on; `from` is later than `seq` when the buffer has dropped some meanwhile. */
  entriesSince(seq: number): { from: number; entries: RecordingEntry[] };
  /** The sequence number the next entry will get. */
  nextSeq(): number;
}

export const DEFAULT_MAX_ENTRIES = 50_000;
export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 48;

/**
 * Records every action, frame and REST exchange with its time, redacted before it is kept, in a
 * bounded ring buffer. The hot path (a frame, its action) costs one walk of the action and an array
 * write; nothing is serialised until export (docs/recording.md).
 */
export function createRecorder(options: RecorderOptions = {}): Recorder {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? (() => performance.now());
  const wallClock = options.wallClock ?? (() => Date.now());
  const redact = createRedactor(options.secretKeys, options.sensitiveTextKeys);
  const maxAgeMs = options.maxAgeMs ?? Infinity;
  const checkpointEveryMs = options.checkpointEveryMs ?? Infinity;
  const secretKeyPattern = new RegExp(
    `"(?:pass|password|token|sign|secret${(options.secretKeys ?? []).map((key) => `|${key}`).join('')})"`,
    'i',
  );
  const origin = options.origin ?? now();
  const startedAt = Math.round(wallClock() - (now() - origin));

  const entries: RecordingEntry[] = [];
  const sizes: number[] = [];
  let bytes = 0;
  let dropped = 0;
  let restIds = 0;
  let getState: (() => unknown) | null = null;
  /**
   * States (by reference: Redux state is immutable, so this copies nothing) at entry indexes. The
   * buffer drops whole segments from one checkpoint to the next, so the first kept entry always
   * starts at a known state and replaying the kept actions rebuilds every later state exactly.
   */
  const checkpoints: { at: number; t: number; state: unknown }[] = [];
  const segmentEntries = Math.max(1, Math.floor(maxEntries / 10));
  const segmentBytes = Math.max(1, Math.floor(maxBytes / 10));
  let bytesSinceCheckpoint = 0;

  const overBounds = (t: number) =>
    entries.length > maxEntries || bytes > maxBytes || (checkpoints.length > 1 && checkpoints[1].t < t - maxAgeMs);
  const keep = (entry: RecordingEntry, size: number) => {
    entries.push(entry);
    sizes.push(size + ENTRY_OVERHEAD_BYTES);
    bytes += size + ENTRY_OVERHEAD_BYTES;
    bytesSinceCheckpoint += size + ENTRY_OVERHEAD_BYTES;
    while (overBounds(entry.t) && checkpoints.length > 1) {
      const cut = checkpoints[1].at;
      for (let i = 0; i < cut; i++) bytes -= sizes[i];
      entries.splice(0, cut);
      sizes.splice(0, cut);
      dropped += cut;
      checkpoints.shift();
      for (const checkpoint of checkpoints) checkpoint.at -= cut;
    }
  };

  /** Before an action is reduced: start a new segment here when the current one is full. */
  const maybeCheckpoint = (state: unknown, t: number) => {
    const last = checkpoints[checkpoints.length - 1];
    if (
      !last ||
      entries.length - last.at >= segmentEntries ||
      bytesSinceCheckpoint >= segmentBytes ||
      t - last.t >= checkpointEveryMs
    ) {
      checkpoints.push({ at: entries.length, t, state });
      bytesSinceCheckpoint = 0;
    }
  };
  /** While early calls are replayed: the time of the one being kept. */
  let replayedAt: number | null = null;
  const elapsed = () => Math.round(((replayedAt ?? now()) - origin) * 1000) / 1000;

  /** Raw frames are kept as text; only one that names a secret key is parsed and redacted. */
  const redactRaw = (raw: string): string => {
    if (!secretKeyPattern.test(raw)) return raw;
    try {
      return JSON.stringify(redact(JSON.parse(raw) as unknown).value);
    } catch {
      return '[unreadable frame with a secret]';
    }
  };

  const middleware: Middleware = (api) => {
    getState = api.getState;
    checkpoints.push({ at: entries.length, t: elapsed(), state: api.getState() });
    return (next) => (action) => {
      if (typeof action === 'object' && action !== null && typeof (action as RecordedAction).type === 'string') {
        const t = elapsed();
        maybeCheckpoint(api.getState(), t);
        const { value, bytes: size } = redact(withoutSensitivePayload(action as RecordedAction));
        keep({ t, kind: 'action', action: value }, size);
      }
      return next(action);
    };
  };

  const tap: NetworkTap = {
    frameIn(raw) {
      keep({ t: elapsed(), kind: 'frameIn', raw: redactRaw(raw) }, raw.length);
    },
    frameOut(raw) {
      keep({ t: elapsed(), kind: 'frameOut', raw: redactRaw(raw) }, raw.length);
    },
    socket(event, details = {}) {
      const { value } = redact(details);
      keep({ t: elapsed(), kind: 'socket', event, ...value }, 64);
    },
    restRequest(method, url, body) {
      const id = ++restIds;
      const { value, bytes: size } = redact({ url, body });
      keep(
        {
          t: elapsed(),
          kind: 'restRequest',
          id,
          method,
          url: value.url,
          ...(body === undefined ? {} : { body: value.body }),
        },
        size,
      );
      return id;
    },
    restResponse(id, status, body) {
      const { value, bytes: size } = redact(body);
      keep({ t: elapsed(), kind: 'restResponse', id, status, body: value }, size);
    },
  };

  const firstSeq = () => dropped;
  const route = (path: string) => keep({ t: elapsed(), kind: 'route', path: redact(path).value }, path.length);

  function replayEarly(startState: unknown, calls: readonly EarlyCall[]) {
    let state = startState;
    replayedAt = origin;
    // The actions were reduced already: the recorder only keeps them, with the state each one met.
    const keepAction = middleware({ getState: () => state, dispatch: (action) => action })(() => undefined);
    for (const [at, name, args, before] of calls) {
      replayedAt = at;
      if (name === 'action') {
        state = before;
        keepAction(args[0]);
      } else if (name === 'route') route(args[0] as string);
      else (tap[name] as (...args: unknown[]) => unknown)(...args);
    }
    replayedAt = null;
  }

  return {
    middleware,
    tap,
    replayEarly,
    startedAt,
    route,
    snapshotSince(ms) {
      const from = elapsed() - ms;
      const checkpoint = checkpoints.find((each) => each.at >= entries.length || (entries[each.at]?.t ?? 0) >= from);
      if (checkpoint) return { seq: firstSeq() + checkpoint.at, state: redact(checkpoint.state).value };
      if (!getState) return null;
      // Nothing kept is recent enough to start from: start now, from the current state.
      const state = getState();
      checkpoints.push({ at: entries.length, t: elapsed(), state });
      bytesSinceCheckpoint = 0;
      return { seq: firstSeq() + entries.length, state: redact(state).value };
    },
    entriesSince(seq) {
      const from = Math.max(seq, firstSeq());
      return { from, entries: entries.slice(from - firstSeq()) };
    },
    nextSeq: () => firstSeq() + entries.length,
    exportRecording: () => ({
      format: RECORDING_FORMAT,
      version: RECORDING_VERSION,
      clientVersion: LIMITS.clientVersion,
      startedAt,
      meta: { locale: 'US', appKey: '', userAgent: '', ...options.meta, droppedEntries: dropped },
      initialState: checkpoints.length > 0 ? redact(checkpoints[0].state).value : null,
      entries: entries.slice(),
      finalState: getState ? redact(getState()).value : null,
    }),
    stats: () => ({ entries: entries.length, bytes, dropped }),
  };
}
