import type { Middleware } from '@reduxjs/toolkit';
import type { NetworkTap } from '../lib/networkTap';
import { LIMITS } from '../protocol/codes';
import { createRedactor } from './redact';
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
  now?: () => number;
  wallClock?: () => number;
  meta?: { locale: string; appKey: string; userAgent: string };
}

export interface Recorder {
  middleware: Middleware;
  tap: NetworkTap;
  exportRecording(): Recording;
  stats(): { entries: number; bytes: number; dropped: number };
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
  const redact = createRedactor(options.secretKeys);
  const secretKeyPattern = new RegExp(
    `"(?:pass|password|token|sign|secret${(options.secretKeys ?? []).map((key) => `|${key}`).join('')})"`,
    'i',
  );
  const origin = now();
  const startedAt = wallClock();

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
  const checkpoints: { at: number; state: unknown }[] = [];
  const segmentEntries = Math.max(1, Math.floor(maxEntries / 10));
  const segmentBytes = Math.max(1, Math.floor(maxBytes / 10));
  let bytesSinceCheckpoint = 0;

  const overBounds = () => entries.length > maxEntries || bytes > maxBytes;
  const keep = (entry: RecordingEntry, size: number) => {
    entries.push(entry);
    sizes.push(size + ENTRY_OVERHEAD_BYTES);
    bytes += size + ENTRY_OVERHEAD_BYTES;
    bytesSinceCheckpoint += size + ENTRY_OVERHEAD_BYTES;
    while (overBounds() && checkpoints.length > 1) {
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
  const maybeCheckpoint = (state: unknown) => {
    const last = checkpoints[checkpoints.length - 1];
    if (!last || entries.length - last.at >= segmentEntries || bytesSinceCheckpoint >= segmentBytes) {
      checkpoints.push({ at: entries.length, state });
      bytesSinceCheckpoint = 0;
    }
  };
  const elapsed = () => Math.round((now() - origin) * 1000) / 1000;

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
    checkpoints.push({ at: 0, state: api.getState() });
    return (next) => (action) => {
      if (typeof action === 'object' && action !== null && typeof (action as RecordedAction).type === 'string') {
        maybeCheckpoint(api.getState());
        const { value, bytes: size } = redact(action as RecordedAction);
        keep({ t: elapsed(), kind: 'action', action: value }, size);
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

  return {
    middleware,
    tap,
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
