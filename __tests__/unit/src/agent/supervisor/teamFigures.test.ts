import {
  bucketLabel,
  chartsOf,
  formatDuration,
  formatValue,
  labelledBuckets,
  type ChartUnit,
} from '../../../../../src/agent/supervisor/teamFigures';
import type { SupervisorStats, TeamBucket } from '../../../../../src/protocol/supervisor';
import { consoleT } from '../../../../support/consoleTexts';

const t = consoleT();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

describe('formatDuration', () => {
  it.each<[number | undefined, string]>([
    [undefined, '–'],
    [0, '0 s'],
    [499, '0 s'],
    [45_000, '45 s'],
    [59_600, '1 min'],
    [90_000, '1 min 30 s'],
    [9 * 60_000, '9 min'],
    [HOUR, '1 h'],
    [HOUR + 3 * 60_000 + 20_000, '1 h 3 min'],
    [26 * HOUR, '26 h'],
  ])('%p ms: %s', (ms, text) => {
    expect(formatDuration(ms, t)).toBe(text);
  });
});

describe('formatValue: an axis or cell value in its chart’s unit', () => {
  it.each<[number | null | undefined, ChartUnit, string]>([
    [3, 'count', '3'],
    [null, 'count', '–'],
    [120_000, 'duration', '2 min'],
    [50, 'percent', '50 %'],
    [undefined, 'percent', '–'],
  ])('%p as %s: %s', (value, unit, text) => {
    expect(formatValue(value, unit, t)).toBe(text);
  });
});

describe('bucketLabel: a bucket’s start on the viewer’s clock, in the console’s locale', () => {
  it.each<[string, number, number, string]>([
    ['2026-12-01T09:00:00Z', HOUR, 0, '09:00'],
    ['2026-12-01T09:00:00Z', HOUR, 540, '18:00'],
    ['2026-11-30T22:30:00Z', HOUR, 330, '04:00'],
    ['2026-12-01T00:00:00Z', DAY, 0, 'Tue, Dec 1'],
    // Tokyo's midnight of 2 December is 15:00 UTC on the 1st.
    ['2026-12-01T15:00:00Z', DAY, 540, 'Wed, Dec 2'],
    ['2026-12-01T08:00:00Z', DAY, -480, 'Tue, Dec 1'],
  ])('%s (%i ms, UTC%+i min): %s', (start, bucketMs, offset, label) => {
    expect(bucketLabel(at(start), bucketMs, offset, 'en-US')).toBe(label);
  });
});

describe('labelledBuckets: which buckets are named under a chart, the current one always', () => {
  it.each<[number, number[]]>([
    [7, [0, 1, 2, 3, 4, 5, 6]],
    [24, [2, 5, 8, 11, 14, 17, 20, 23]],
    [30, [4, 9, 14, 19, 24, 29]],
  ])('%i buckets', (count, labelled) => {
    expect(labelledBuckets(count)).toEqual(labelled);
  });
});

const bucket = (start: string, figures: Partial<TeamBucket> = {}): TeamBucket => ({
  start: at(start),
  sessions: 0,
  answered: 0,
  abandoned: 0,
  ratings: 0,
  ...figures,
});

function statsOf(buckets: TeamBucket[], totals: SupervisorStats['totals']): SupervisorStats {
  return {
    range: '24h',
    now: at('2026-12-01T12:30:00Z'),
    utc_offset: 0,
    bucket_ms: HOUR,
    live: { queue: 0, longest_wait_ms: 0, serving: 0, agents: { online: 0, busy: 0, away: 0 } },
    buckets,
    totals,
  };
}

describe('chartsOf: each chart’s series and the words that say what it shows', () => {
  const labels = ['09:00', '10:00', '11:00'];

  it('charts sessions, times and CSAT per bucket, with null where nothing was measured', () => {
    const stats = statsOf(
      [
        bucket('2026-12-01T09:00:00Z', {
          sessions: 2,
          answered: 2,
          wait_ms: 90_000,
          first_response_ms: 150_000,
          handling_ms: 540_000,
          ratings: 2,
          average_score: 3.5,
          csat: 50,
        }),
        bucket('2026-12-01T10:00:00Z'),
        bucket('2026-12-01T11:00:00Z', { sessions: 1, abandoned: 1 }),
      ],
      {
        sessions: 3,
        answered: 2,
        abandoned: 1,
        wait_ms: 90_000,
        first_response_ms: 150_000,
        handling_ms: 540_000,
        ratings: 2,
        average_score: 3.5,
        csat: 50,
      },
    );
    const charts = chartsOf(stats, labels, t);
    expect(charts.map((chart) => [chart.title, chart.summary])).toEqual([
      ['Sessions per hour, last 24 hours', '3 sessions, 2 answered, 1 abandoned; the most, 2, at 09:00.'],
      [
        'Average times per hour, last 24 hours',
        'On average: waiting 1 min 30 s, first response 2 min 30 s, handling 9 min.',
      ],
      ['CSAT per hour, last 24 hours', 'CSAT 50 % of 2 ratings, average score 3.5 of 5.'],
    ]);
    expect(charts.map((chart) => chart.series.map((series) => [series.label, series.style, series.values]))).toEqual([
      [
        ['Sessions', 'bars', [2, 0, 1]],
        ['Answered', 'line', [2, 0, 0]],
        ['Abandoned', 'line', [0, 0, 1]],
      ],
      [
        ['Waiting', 'line', [90_000, null, null]],
        ['First response', 'line', [150_000, null, null]],
        ['Handling', 'line', [540_000, null, null]],
      ],
      [['CSAT', 'line', [50, null, null]]],
    ]);
  });

  it('says when there is nothing to show', () => {
    const stats = statsOf([bucket('2026-12-01T09:00:00Z')], { sessions: 0, answered: 0, abandoned: 0, ratings: 0 });
    expect(chartsOf(stats, ['09:00'], t).map((chart) => chart.summary)).toEqual([
      'No sessions.',
      'Nothing measured yet.',
      'No ratings.',
    ]);
  });

  it('counts one session and one rating in the singular', () => {
    const stats = statsOf(
      [bucket('2026-12-01T09:00:00Z', { sessions: 1, answered: 1, ratings: 1, csat: 100, average_score: 5 })],
      {
        sessions: 1,
        answered: 1,
        abandoned: 0,
        ratings: 1,
        average_score: 5,
        csat: 100,
      },
    );
    expect(chartsOf(stats, ['09:00'], t).map((chart) => chart.summary)).toEqual([
      '1 session, 1 answered, 0 abandoned; the most, 1, at 09:00.',
      'Nothing measured yet.',
      'CSAT 100 % of 1 rating, average score 5 of 5.',
    ]);
  });
});
