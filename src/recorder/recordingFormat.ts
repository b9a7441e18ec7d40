/** The recording file (docs/recording.md). Bump RECORDING_VERSION on any change readers must know. */
export const RECORDING_FORMAT = 'support-client-recording';
export const RECORDING_VERSION = 1;

export interface RecordedAction {
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
}

/** `t`: milliseconds since the recording started. */
export type RecordingEntry =
  | { t: number; kind: 'action'; action: RecordedAction }
  | { t: number; kind: 'frameIn'; raw: string }
  | { t: number; kind: 'frameOut'; raw: string }
  | { t: number; kind: 'socket'; event: 'connecting' | 'open' | 'close'; url?: string; code?: number }
  | { t: number; kind: 'restRequest'; id: number; method: string; url: string; body?: unknown }
  | { t: number; kind: 'restResponse'; id: number; status: number; body: unknown };

export type EntryKind = RecordingEntry['kind'];

export interface Recording {
  format: typeof RECORDING_FORMAT;
  version: number;
  clientVersion: string;
  /** Wall-clock time (epoch ms) of t = 0. */
  startedAt: number;
  meta: { locale: string; appKey: string; userAgent: string; droppedEntries: number };
  /** The store's state when recording began; with the actions, every later state can be rebuilt. */
  initialState: unknown;
  entries: RecordingEntry[];
  finalState: unknown;
}

export type ParsedRecording =
  | { ok: true; recording: Recording }
  | { ok: false; problem: 'malformed' | 'notARecording' | 'newerVersion'; detail: string };

/** Reads a recording file; anything else gets a reason a person can act on, never an exception. */
export function parseRecording(text: string): ParsedRecording {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'malformed', detail: 'not JSON' };
  }
  const candidate = value as Partial<Recording> | null;
  if (typeof candidate !== 'object' || candidate === null || candidate.format !== RECORDING_FORMAT) {
    return { ok: false, problem: 'notARecording', detail: 'the file is not a support-client recording' };
  }
  if (typeof candidate.version !== 'number' || candidate.version > RECORDING_VERSION) {
    return {
      ok: false,
      problem: 'newerVersion',
      detail: `version ${String(candidate.version)}; this viewer reads up to ${RECORDING_VERSION}`,
    };
  }
  if (
    !Array.isArray(candidate.entries) ||
    typeof candidate.startedAt !== 'number' ||
    typeof candidate.meta !== 'object' ||
    candidate.meta === null
  ) {
    return { ok: false, problem: 'malformed', detail: 'entries, startedAt or meta missing' };
  }
  const broken = candidate.entries.findIndex(
    (entry) =>
      typeof entry !== 'object' || entry === null || typeof entry.t !== 'number' || typeof entry.kind !== 'string',
  );
  if (broken >= 0) return { ok: false, problem: 'malformed', detail: `entry ${broken} is not an entry` };
  return { ok: true, recording: candidate as Recording };
}
