import { replayReducer } from '../../../../src/app/replayReducer';
import type { Recording, RecordingEntry } from '../../../../src/recorder/recordingFormat';
import { createStateTimeline } from '../../../../src/recorder/replayStates';
import { summarizeEntry } from '../../../../src/replay/entrySummary';
import { routesByStep } from '../../../../src/replay/routeAtStep';
import { chatRecording } from './fixture';

const recordingOf = (entries: RecordingEntry[]): Recording => ({ ...chatRecording(), entries });
const colorOf = (state: unknown) => (state as { session: { colorScheme: number } }).session.colorScheme;

describe('the replayed state', () => {
  it('starts again from a page entry’s own state (a reload)', () => {
    const base = chatRecording();
    const reloaded = {
      ...(base.initialState as object),
      session: { ...(base.initialState as { session: object }).session, colorScheme: 3 },
    };
    const timeline = createStateTimeline(
      recordingOf([
        { t: 1, kind: 'action', action: { type: 'connection/unknownThing' } },
        { t: 2, kind: 'page', clientVersion: 'v2', initialState: reloaded },
        { t: 3, kind: 'socket', event: 'open' },
      ]),
      replayReducer,
    );
    expect(colorOf(timeline.stateAt(0))).toBe(colorOf(base.initialState));
    expect(timeline.stateAt(1)).toBe(reloaded);
    expect(timeline.stateAt(2)).toBe(reloaded);
    expect(timeline.finalState).toBe(reloaded);
  });

  it('keeps the state, and says why, where the reducers throw on an action', () => {
    const throwing = (state: unknown, action: { type: string }) => {
      if (action.type === 'boom') throw new TypeError('cannot read x');
      return state;
    };
    const recording = recordingOf([
      { t: 1, kind: 'action', action: { type: 'boom' } },
      { t: 2, kind: 'action', action: { type: 'fine' } },
    ]);
    const timeline = createStateTimeline(recording, throwing as never);
    expect(timeline.failureAt(0)).toBe('TypeError: cannot read x');
    expect(timeline.failureAt(1)).toBeUndefined();
    expect(timeline.stateAt(1)).toBe(recording.initialState);
  });
});

describe('the route at each step', () => {
  it.each<[string, RecordingEntry[], number[], string[]]>([
    ['a version-1 recording: the chat', [{ t: 0, kind: 'socket', event: 'open' }], [-1, 0], ['/chat', '/chat']],
    [
      'routes: the last at or before the step, the first one before it',
      [
        { t: 0, kind: 'socket', event: 'open' },
        { t: 1, kind: 'route', path: '/?app_key=demo' },
        { t: 2, kind: 'socket', event: 'close' },
        { t: 3, kind: 'route', path: '/faqmain' },
      ],
      [-1, 0, 1, 2, 3],
      ['/?app_key=demo', '/?app_key=demo', '/?app_key=demo', '/?app_key=demo', '/faqmain'],
    ],
  ])('%s', (_name, entries, steps, paths) => {
    const routeAt = routesByStep(entries);
    expect(steps.map(routeAt)).toEqual(paths);
  });

  it('summarizes route and page entries on the timeline', () => {
    expect(summarizeEntry({ t: 0, kind: 'route', path: '/faqreply?id=3' })).toBe('/faqreply?id=3');
    expect(summarizeEntry({ t: 0, kind: 'page', clientVersion: 'v1.5.0', initialState: {} })).toBe(
      'reload, client v1.5.0: the state starts again',
    );
  });
});
