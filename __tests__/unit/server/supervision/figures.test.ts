import {
  bucketLayout,
  figuresOf,
  liveOf,
  seriesOf,
  totalsOf,
  type AgentOnDuty,
  type BucketLayout,
} from '../../../../server/supervision/figures';
import type { BucketSums } from '../../../../server/store/teamStats';
import type { SupervisorRange } from '../../../../src/protocol/supervisor';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

describe('bucketLayout: the range’s buckets on the viewer’s clock, the last one holding now', () => {
  it.each<[string, SupervisorRange, string, number, { from: string; count: number; widthMs: number }]>([
    ['24 hours in UTC', '24h', '2026-12-01T21:43:10Z', 0, { from: '2026-11-30T22:00:00Z', count: 24, widthMs: HOUR }],
    ['on the hour', '24h', '2026-12-01T21:00:00Z', 0, { from: '2026-11-30T22:00:00Z', count: 24, widthMs: HOUR }],
    [
      'a half-hour zone (UTC+05:30)',
      '24h',
      '2026-12-01T21:43:10Z',
      330,
      { from: '2026-11-30T22:30:00Z', count: 24, widthMs: HOUR },
    ],
    ['7 days in UTC', '7d', '2026-12-01T21:43:10Z', 0, { from: '2026-11-25T00:00:00Z', count: 7, widthMs: DAY }],
    // 21:43 UTC is 06:43 on 2 December in Tokyo: its days start at 15:00 UTC.
    [
      '7 days in Tokyo (UTC+09:00)',
      '7d',
      '2026-12-01T21:43:10Z',
      540,
      { from: '2026-11-25T15:00:00Z', count: 7, widthMs: DAY },
    ],
    // 21:43 UTC is 13:43 in Los Angeles (UTC−08:00): its days start at 08:00 UTC.
    [
      '30 days in Los Angeles',
      '30d',
      '2026-12-01T21:43:10Z',
      -480,
      { from: '2026-11-02T08:00:00Z', count: 30, widthMs: DAY },
    ],
  ])('%s', (_case, range, now, offset, expected) => {
    const layout = bucketLayout(range, at(now), offset);
    expect(layout).toEqual({
      from: at(expected.from),
      count: expected.count,
      widthMs: expected.widthMs,
      until: at(expected.from) + expected.count * expected.widthMs,
    });
    expect(layout.until - layout.widthMs).toBeLessThanOrEqual(at(now));
    expect(layout.until).toBeGreaterThan(at(now));
  });
});

const sums = (bucket: number, values: Partial<BucketSums> = {}): BucketSums => ({
  bucket,
  sessions: 0,
  answered: 0,
  abandoned: 0,
  waitSum: 0,
  firstResponseSum: 0,
  firstResponseCount: 0,
  handlingSum: 0,
  handlingCount: 0,
  ratings: 0,
  scoreSum: 0,
  satisfied: 0,
  ...values,
});

describe('figuresOf: averages and CSAT from the sums, nothing where nothing was measured', () => {
  it.each<[string, Partial<BucketSums>, Record<string, number | undefined>]>([
    [
      'no reception',
      {},
      {
        sessions: 0,
        answered: 0,
        abandoned: 0,
        wait_ms: undefined,
        first_response_ms: undefined,
        handling_ms: undefined,
        ratings: 0,
        average_score: undefined,
        csat: undefined,
      },
    ],
    [
      'two answered (waits of 1 and 2 min), one replied to, one ended, none rated',
      {
        sessions: 3,
        answered: 2,
        abandoned: 1,
        waitSum: 3 * MINUTE,
        firstResponseSum: 90_000,
        firstResponseCount: 1,
        handlingSum: 5 * MINUTE,
        handlingCount: 1,
      },
      {
        sessions: 3,
        answered: 2,
        abandoned: 1,
        wait_ms: 90_000,
        first_response_ms: 90_000,
        handling_ms: 5 * MINUTE,
        ratings: 0,
        average_score: undefined,
        csat: undefined,
      },
    ],
    [
      'averages rounded to whole ms',
      { sessions: 3, answered: 3, waitSum: 1000, handlingSum: 2, handlingCount: 3 },
      { wait_ms: 333, handling_ms: 1 },
    ],
    [
      'ratings 5, 4 and 2: CSAT 67 %, average 3.67',
      { ratings: 3, scoreSum: 11, satisfied: 2 },
      { ratings: 3, average_score: 3.67, csat: 67 },
    ],
    ['one rating of 1: CSAT 0 %', { ratings: 1, scoreSum: 1, satisfied: 0 }, { average_score: 1, csat: 0 }],
  ])('%s', (_case, values, expected) => {
    expect(figuresOf(sums(0, values))).toEqual(expect.objectContaining(expected));
  });
});

describe('seriesOf and totalsOf', () => {
  const layout: BucketLayout = {
    from: at('2026-12-01T00:00:00Z'),
    widthMs: HOUR,
    count: 3,
    until: at('2026-12-01T03:00:00Z'),
  };

  it('gives every bucket, oldest first, with an empty one where no row is', () => {
    const series = seriesOf(layout, [sums(2, { sessions: 1 }), sums(0, { sessions: 2, answered: 2, waitSum: 60_000 })]);
    expect(series.map((bucket) => [new Date(bucket.start).toISOString(), bucket.sessions, bucket.wait_ms])).toEqual([
      ['2026-12-01T00:00:00.000Z', 2, 30_000],
      ['2026-12-01T01:00:00.000Z', 0, undefined],
      ['2026-12-01T02:00:00.000Z', 1, undefined],
    ]);
  });

  it('leaves out rows outside the range', () => {
    expect(seriesOf(layout, [sums(-1, { sessions: 5 }), sums(3, { sessions: 7 })]).map((b) => b.sessions)).toEqual([
      0, 0, 0,
    ]);
    expect(
      totalsOf(layout, [sums(-1, { sessions: 5 }), sums(3, { sessions: 7 }), sums(1, { sessions: 1 })]).sessions,
    ).toBe(1);
  });

  it('averages the whole range over its receptions, not over its buckets’ averages', () => {
    // One wait of 1 min in the first hour, three of 3 min in the last: 2.5 min each on average (not 2).
    const rows = [
      sums(0, { sessions: 1, answered: 1, waitSum: MINUTE, ratings: 1, scoreSum: 5, satisfied: 1 }),
      sums(2, { sessions: 3, answered: 3, waitSum: 9 * MINUTE, ratings: 1, scoreSum: 2, satisfied: 0 }),
    ];
    expect(totalsOf(layout, rows)).toEqual(
      expect.objectContaining({ sessions: 4, answered: 4, wait_ms: 150_000, ratings: 2, average_score: 3.5, csat: 50 }),
    );
  });
});

describe('liveOf: the queue and the agents on duty now', () => {
  const NOW = at('2026-12-01T12:00:00Z');
  const agent = (away: boolean, serving: number, maxChats = 2): AgentOnDuty => ({ away, serving, maxChats });

  it.each<[string, number[], AgentOnDuty[], number, Record<string, unknown>]>([
    ['nobody there', [], [], 0, { queue: 0, longest_wait_ms: 0, serving: 0, agents: { online: 0, busy: 0, away: 0 } }],
    [
      'two waiting, the longer for 5 min',
      [NOW - 5 * MINUTE, NOW - MINUTE],
      [agent(false, 0)],
      0,
      { queue: 2, longest_wait_ms: 5 * MINUTE, agents: { online: 1, busy: 0, away: 0 } },
    ],
    [
      'one agent full, one with room, one away (even full: away, not busy)',
      [],
      [agent(false, 2), agent(false, 1), agent(true, 2)],
      5,
      { serving: 5, agents: { online: 2, busy: 1, away: 1 } },
    ],
    [
      'an agent whose maximum is 1, serving 1',
      [],
      [agent(false, 1, 1)],
      1,
      { agents: { online: 1, busy: 1, away: 0 } },
    ],
    [
      'a wait stamped after now (another node’s clock) counts as none',
      [NOW + 500],
      [],
      0,
      { queue: 1, longest_wait_ms: 0 },
    ],
  ])('%s', (_case, waiting, agents, serving, expected) => {
    expect(liveOf(waiting, agents, serving, NOW)).toEqual(expect.objectContaining(expected));
  });
});
