import {
  FLOOD_FACTOR,
  FLOOD_WINDOW_MS,
  FrameBudget,
  fullBudget,
  parseFrameBudget,
  takeFrame,
  type FrameBudgetRule,
  type FrameVerdict,
} from '../../../../server/realtime/frameBudget';

const RULE: FrameBudgetRule = { perSecond: 2, burst: 3 };

/** The verdicts on frames arriving at these times (ms), starting from a full budget at 0. */
function verdicts(rule: FrameBudgetRule, times: readonly number[]): FrameVerdict[] {
  let state = fullBudget(rule, 0);
  return times.map((now) => {
    const taken = takeFrame(rule, state, now);
    state = taken.state;
    return taken.verdict;
  });
}

describe('takeFrame (a token bucket per connection)', () => {
  it.each<[string, number[], FrameVerdict[]]>([
    ['a burst within the bucket is accepted', [0, 0, 0], ['accept', 'accept', 'accept']],
    ['one over the burst is refused (answered once)', [0, 0, 0, 0], ['accept', 'accept', 'accept', 'refuse']],
    [
      'further drops in the same overrun are silent',
      [0, 0, 0, 0, 0, 0],
      ['accept', 'accept', 'accept', 'refuse', 'drop', 'drop'],
    ],
    [
      'the bucket refills at perSecond',
      [0, 0, 0, 0, 500, 500],
      ['accept', 'accept', 'accept', 'refuse', 'accept', 'refuse'],
    ],
    [
      'a refill after a drop starts a new overrun, refused (answered) again',
      [0, 0, 0, 0, 0, 500, 501],
      ['accept', 'accept', 'accept', 'refuse', 'drop', 'accept', 'refuse'],
    ],
    [
      'an idle connection is back to its full burst, not more',
      [0, 0, 0, 60_000, 60_000, 60_000, 60_000],
      ['accept', 'accept', 'accept', 'accept', 'accept', 'accept', 'refuse'],
    ],
    [
      'a steady rate at perSecond is never refused',
      [0, 500, 1000, 1500, 2000, 2500, 3000],
      Array<FrameVerdict>(7).fill('accept'),
    ],
  ])('%s', (_name, times, expected) => {
    expect(verdicts(RULE, times)).toEqual(expected);
  });

  it(`closes once more than ${FLOOD_FACTOR}× the burst is dropped within ${FLOOD_WINDOW_MS} ms`, () => {
    const limit = FLOOD_FACTOR * RULE.burst;
    const result = verdicts(RULE, Array<number>(RULE.burst + limit + 1).fill(0));
    expect(result.slice(RULE.burst, RULE.burst + limit)).toEqual([
      'refuse',
      ...Array<FrameVerdict>(limit - 1).fill('drop'),
    ]);
    expect(result.at(-1)).toBe('close');
  });

  it('forgets drops of an earlier window', () => {
    const limit = FLOOD_FACTOR * RULE.burst;
    const firstWindow = Array<number>(RULE.burst + limit).fill(0);
    // The next window: the bucket refilled (3 accepted), then as many drops again without a close.
    const nextWindow = Array<number>(RULE.burst + limit).fill(FLOOD_WINDOW_MS);
    expect(verdicts(RULE, [...firstWindow, ...nextWindow])).not.toContain('close');
  });

  it('FrameBudget applies it on its clock', () => {
    let now = 0;
    const budget = new FrameBudget({ perSecond: 1, burst: 1 }, () => now);
    expect([budget.take(), budget.take()]).toEqual(['accept', 'refuse']);
    now = 1000;
    expect(budget.take()).toBe('accept');
  });
});

describe('parseFrameBudget (FRAME_BUDGET)', () => {
  it.each<[string, FrameBudgetRule | undefined]>([
    ['20/40', { perSecond: 20, burst: 40 }],
    [' 5/10 ', { perSecond: 5, burst: 10 }],
    ['0/40', undefined],
    ['20/0', undefined],
    ['20', undefined],
    ['20/40/1', undefined],
    ['-1/40', undefined],
    ['1.5/3', undefined],
    ['', undefined],
  ])('%j → %j', (text, expected) => {
    expect(parseFrameBudget(text)).toEqual(expected);
  });
});
