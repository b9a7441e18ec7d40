import type { Recording } from '../../../../src/recorder/recordingFormat';

/** A file's text with one part of a good recording replaced: the part named by a JSON placeholder. */
function withPart(base: Recording, change: (copy: Record<string, unknown>) => void): string {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  change(copy);
  return JSON.stringify(copy);
}

const DEPTH = 100_000;

/**
 * Damaged recordings, each with the detail the viewer must give (after its message); built from a
 * good one. Shared by the unit tests and the browser test of the viewer.
 */
export function malformedRecordings(base: Recording): [name: string, text: string, detail: RegExp][] {
  const entries = (copy: Record<string, unknown>) => copy.entries as unknown[];
  const state = (copy: Record<string, unknown>) => copy.initialState as Record<string, unknown>;
  return [
    ['an empty file', '', /the file is empty/],
    ['truncated JSON', withPart(base, () => undefined).slice(0, 200), /not JSON/],
    [
      'an action without type',
      withPart(base, (c) => entries(c).push({ t: 1, kind: 'action', action: { payload: 1 } })),
      /entry \d+ its action has no type/,
    ],
    [
      'a type __proto__',
      withPart(base, (c) => entries(c).push({ t: 1, kind: 'action', action: { type: '__proto__' } })),
      /action type "__proto__" is not an action type/,
    ],
    ['a huge startedAt', withPart(base, (c) => (c.startedAt = 1e300)), /startedAt is not a time/],
    [
      'a slice that is a number',
      withPart(base, (c) => (state(c).session = 7)),
      /initial state its slice "session" is not an object/,
    ],
    [
      'a slice that is null',
      withPart(base, (c) => (state(c).chat = null)),
      /initial state its slice "chat" is not an object/,
    ],
    [
      'an initial state that is a list',
      withPart(base, (c) => (c.initialState = [])),
      /initial state is not an object of slices/,
    ],
    [
      '100,000-level nesting',
      withPart(base, (c) => (state(c).deep = '__DEEP__')).replace(
        '"__DEEP__"',
        `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
      ),
      /nests deeper than 100 levels/,
    ],
    ['entries that are not a list', withPart(base, (c) => (c.entries = { 0: {} })), /entries is not a list/],
    [
      'an unknown kind',
      withPart(base, (c) => entries(c).push({ t: 1, kind: 'video', frames: [] })),
      /has an unknown kind "video"/,
    ],
    [
      'a raw frame that is not text',
      withPart(base, (c) => entries(c).push({ t: 1, kind: 'frameIn', raw: { identify: 'x' } })),
      /its raw frame is not text/,
    ],
    [
      'a page with a bad state',
      withPart(base, (c) =>
        entries(c).push({ t: 1, kind: 'page', clientVersion: 'v2', initialState: { session: 'x' } }),
      ),
      /its initial state its slice "session" is not an object/,
    ],
    [
      'a REST body that is not an object',
      withPart(base, (c) => entries(c).push({ t: 1, kind: 'restResponse', id: 1, status: 200, body: 'ok' })),
      /its body is not an object/,
    ],
    [
      'a time that is not finite',
      withPart(base, (c) => entries(c).push({ t: '__T__', kind: 'socket', event: 'open' })).replace('"__T__"', '1e400'),
      /has no time/,
    ],
    [
      'a route that is not a path',
      withPart(base, (c) => entries(c).push({ t: 1, kind: 'route', path: 42 })),
      /its path is not a path/,
    ],
    ['meta missing', withPart(base, (c) => delete c.meta), /meta is missing/],
  ];
}
