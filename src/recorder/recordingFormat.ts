/**
 * The recording file (docs/recording.md). Bump RECORDING_VERSION on any change readers must know.
 * Version 2 (field recordings): `route` entries (the screen the customer went to), `page` entries (a
 * reload: the state starts again from the page's own), `finalState` optional (a field recording is
 * read while it goes on), `meta.missingChunks`. Version 1 files still load: they have neither.
 */
import { entryProblem, MAX_DEPTH, metaProblem, nestsDeeperThan, stateProblem, timeProblem } from './recordingChecks';

export const RECORDING_FORMAT = 'support-client-recording';
export const RECORDING_VERSION = 2;

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
  | { t: number; kind: 'restResponse'; id: number; status: number; body: unknown }
  /** The router's location: pathname and search, secrets redacted. */
  | { t: number; kind: 'route'; path: string }
  /** A new page load of the same session (a reload): later actions replay from `initialState`. */
  | { t: number; kind: 'page'; clientVersion: string; initialState: unknown };

export type EntryKind = RecordingEntry['kind'];

export interface Recording {
  format: typeof RECORDING_FORMAT;
  version: number;
  clientVersion: string;
  /** Wall-clock time (epoch ms) of t = 0. */
  startedAt: number;
  meta: {
    locale: string;
    appKey: string;
    userAgent: string;
    droppedEntries: number;
    /** A field recording's id, and the chunks that never arrived (`page/chunk`), if any. */
    recordingId?: string;
    missingChunks?: string[];
  };
  /** The store's state when recording began; with the actions, every later state can be rebuilt. */
  initialState: unknown;
  entries: RecordingEntry[];
  /** Absent from a field recording, which the customer's page uploads while it goes on. */
  finalState?: unknown;
}

export type ParsedRecording =
  | { ok: true; recording: Recording }
  | { ok: false; problem: 'malformed' | 'notARecording' | 'newerVersion'; detail: string };

const malformed = (detail: string): ParsedRecording => ({ ok: false, problem: 'malformed', detail });

/** What is wrong with a recording's parts, version aside, or null: every entry is checked by its kind. */
function recordingProblem(candidate: Partial<Recording>): string | null {
  if (!Array.isArray(candidate.entries)) return 'entries is not a list';
  const time = timeProblem(candidate.startedAt);
  if (time) return time;
  if (candidate.clientVersion !== undefined && typeof candidate.clientVersion !== 'string')
    return 'clientVersion is not text';
  const meta = metaProblem(candidate.meta);
  if (meta) return meta;
  // Without one, the reducers start from their own initial state.
  const state = candidate.initialState === undefined ? null : stateProblem(candidate.initialState);
  if (state) return `the initial state ${state}`;
  for (let index = 0; index < candidate.entries.length; index++) {
    const problem = entryProblem(candidate.entries[index]);
    if (problem) return `entry ${index} ${problem}`;
  }
  return null;
}

/** Reads a recording file; anything else gets a reason a person can act on, never an exception. */
export function parseRecording(text: string): ParsedRecording {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return malformed('not JSON');
  }
  return readRecording(value);
}

/** A recording already parsed from JSON (a file's, or the data of the sandbox's answer), checked. */
export function readRecording(value: unknown): ParsedRecording {
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
  if (nestsDeeperThan(candidate, MAX_DEPTH)) return malformed(`it nests deeper than ${MAX_DEPTH} levels`);
  const problem = recordingProblem(candidate);
  if (problem) return malformed(problem);
  const meta = { locale: '', appKey: '', userAgent: '', droppedEntries: 0, ...candidate.meta };
  return { ok: true, recording: { clientVersion: '', ...candidate, meta } as Recording };
}
