/**
 * The checks parseRecording (recordingFormat.ts) runs on a file before anything replays it: each
 * returns what is wrong, in words, or null. A file passes only when the reducers, the timeline and the
 * viewer can take every part of it.
 */

/** Deeper than any state the client holds; a deeper file would overflow recursive walks (diff, render). */
export const MAX_DEPTH = 100;

/** Epoch milliseconds a Date can hold (±8.64e15): beyond that, showing the date throws. */
const MAX_TIME = 8.64e15;

const SOCKET_EVENTS = new Set(['connecting', 'open', 'close']);

type Check = (entry: Record<string, unknown>) => string | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalOf = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;

/** Whether a value nests deeper than `max` levels of objects and arrays; iterative, so any depth is safe. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) if (typeof child === 'object') pending.push([child, depth + 1]);
  }
  return false;
}

export function timeProblem(startedAt: unknown): string | null {
  return typeof startedAt === 'number' && Math.abs(startedAt) <= MAX_TIME ? null : 'startedAt is not a time';
}

/** A store state: an object of slices, each an object (what every slice of the client holds). */
export function stateProblem(state: unknown): string | null {
  if (!isObject(state)) return 'is not an object of slices';
  const bad = Object.keys(state).find((slice) => !isObject(state[slice]));
  return bad === undefined ? null : `its slice "${bad}" is not an object`;
}

const actionProblem: Check = ({ action }) => {
  if (!isObject(action)) return 'its action is not an object';
  const { type } = action;
  if (typeof type !== 'string' || type === '') return 'its action has no type';
  // A type such as "__proto__" would name something every object has, not a case of a reducer.
  if (type in Object.prototype) return `its action type "${type}" is not an action type`;
  return null;
};

const CHECKS: Record<string, Check> = {
  action: actionProblem,
  frameIn: ({ raw }) => (typeof raw === 'string' ? null : 'its raw frame is not text'),
  frameOut: ({ raw }) => (typeof raw === 'string' ? null : 'its raw frame is not text'),
  socket: ({ event, url, code }) =>
    typeof event === 'string' && SOCKET_EVENTS.has(event) && optionalOf(url, 'string') && optionalOf(code, 'number')
      ? null
      : 'its socket event, url or code is wrong',
  restRequest: ({ id, method, url }) =>
    typeof id === 'number' && typeof method === 'string' && typeof url === 'string'
      ? null
      : 'its id, method or url is wrong',
  restResponse: ({ id, status, body }) => {
    if (typeof id !== 'number' || typeof status !== 'number') return 'its id or status is not a number';
    return body === null || isObject(body) ? null : 'its body is not an object';
  },
  route: ({ path }) => (typeof path === 'string' && path.startsWith('/') ? null : 'its path is not a path'),
  page: ({ clientVersion, initialState }) => {
    if (typeof clientVersion !== 'string') return 'its clientVersion is not text';
    const problem = stateProblem(initialState);
    return problem && `its initial state ${problem}`;
  },
};

/** What is wrong with one entry, by its kind. */
export function entryProblem(entry: unknown): string | null {
  if (!isObject(entry) || typeof entry.t !== 'number' || typeof entry.kind !== 'string') return 'is not an entry';
  if (!Number.isFinite(entry.t)) return 'has no time';
  const check = Object.hasOwn(CHECKS, entry.kind) ? CHECKS[entry.kind] : undefined;
  if (!check) return `has an unknown kind "${entry.kind}"`;
  return check(entry);
}

/** The meta object: the texts the viewer shows and the counts it reads; each may be missing (defaults). */
export function metaProblem(meta: unknown): string | null {
  if (!isObject(meta)) return 'meta is missing';
  const { locale, appKey, userAgent, droppedEntries, recordingId, missingChunks } = meta;
  const texts = [locale, appKey, userAgent, recordingId].every((text) => optionalOf(text, 'string'));
  if (!texts || !optionalOf(droppedEntries, 'number'))
    return 'meta’s locale, appKey, userAgent, droppedEntries or recordingId is wrong';
  if (
    missingChunks !== undefined &&
    !(Array.isArray(missingChunks) && missingChunks.every((c) => typeof c === 'string'))
  )
    return 'meta.missingChunks is not a list of chunks';
  return null;
}
