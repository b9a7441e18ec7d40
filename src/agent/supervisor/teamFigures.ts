import type { TFunction } from 'i18next';
import type { SupervisorRange, SupervisorStats, TeamFigures } from '../../protocol/supervisor';

/**
 * What the supervisor's view shows of the figures (pure: table-tested in
 * __tests__/unit/src/agent/supervisor/teamFigures.test.ts): durations, bucket labels, each chart's
 * series and the text that says what the chart shows.
 */

export const NO_FIGURE = '–';

/** "45 s", "2 min 5 s", "1 h 3 min"; `–` when nothing was measured. */
export function formatDuration(ms: number | undefined, t: TFunction): string {
  if (ms === undefined) return NO_FIGURE;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return t('time.seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60)
    return seconds % 60 === 0
      ? t('time.minutes', { minutes })
      : t('time.minutesSeconds', { minutes, seconds: seconds % 60 });
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? t('time.hours', { hours }) : t('time.hoursMinutes', { hours, minutes: minutes % 60 });
}

export const formatPercent = (value: number | undefined, t: TFunction) =>
  value === undefined ? NO_FIGURE : t('supervisor.percent', { value });
export const formatScore = (value: number | undefined, t: TFunction) =>
  value === undefined ? NO_FIGURE : t('supervisor.score', { value });

const HOUR_MS = 60 * 60 * 1000;

/** Made once per locale tag: the charts' labels are many. */
const bucketFormats = new Map<string, { hour: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();
function bucketFormatsOf(tag: string) {
  let formats = bucketFormats.get(tag);
  if (!formats) {
    // The start is already moved to the viewer's clock: read in UTC.
    formats = {
      hour: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
    };
    bucketFormats.set(tag, formats);
  }
  return formats;
}

/** A bucket's start on the viewer's clock (the offset the figures were asked with), in the console's locale: "09:00", or "Tue, Dec 1". */
export function bucketLabel(start: number, bucketMs: number, utcOffsetMinutes: number, tag: string): string {
  const local = new Date(start + utcOffsetMinutes * 60_000);
  const formats = bucketFormatsOf(tag);
  return (bucketMs <= HOUR_MS ? formats.hour : formats.day).format(local);
}

/** Each range's words (locales/agent, `supervisor`): its name, "per hour, last 24 hours", and its loading line. */
export const RANGE_KEYS: Record<
  SupervisorRange,
  { range: string; per: string; loading: string; bucket: 'hour' | 'day' }
> = {
  '24h': {
    range: 'supervisor.range.24h',
    per: 'supervisor.per.24h',
    loading: 'supervisor.loadingRange.24h',
    bucket: 'hour',
  },
  '7d': {
    range: 'supervisor.range.7d',
    per: 'supervisor.per.7d',
    loading: 'supervisor.loadingRange.7d',
    bucket: 'day',
  },
  '30d': {
    range: 'supervisor.range.30d',
    per: 'supervisor.per.30d',
    loading: 'supervisor.loadingRange.30d',
    bucket: 'day',
  },
};

export type ChartUnit = 'count' | 'duration' | 'percent';

export interface ChartSeries {
  label: string;
  /** Counts of a bucket as bars; averages and shares as a line through the buckets measured. */
  style: 'bars' | 'line';
  /** One per bucket; null where nothing was measured. */
  values: (number | null)[];
}

export interface ChartSpec {
  id: 'sessions' | 'times' | 'csat';
  title: string;
  unit: ChartUnit;
  series: ChartSeries[];
  /** What the chart shows, in words: its accessible name's description. */
  summary: string;
}

const valuesOf = (stats: SupervisorStats, pick: (figures: TeamFigures) => number | undefined) =>
  stats.buckets.map((bucket) => pick(bucket) ?? null);

function sessionsSummary(stats: SupervisorStats, labels: readonly string[], t: TFunction): string {
  const { sessions, answered, abandoned } = stats.totals;
  if (sessions === 0) return t('supervisor.summary.noSessions');
  const most = stats.buckets.reduce(
    (best, bucket, index) => (bucket.sessions > stats.buckets[best].sessions ? index : best),
    0,
  );
  return t('supervisor.summary.sessions', {
    count: sessions,
    answered,
    abandoned,
    most: stats.buckets[most].sessions,
    at: labels[most],
  });
}

function timesSummary({ totals }: SupervisorStats, t: TFunction): string {
  if (totals.wait_ms === undefined && totals.first_response_ms === undefined && totals.handling_ms === undefined)
    return t('supervisor.summary.nothingMeasured');
  return t('supervisor.summary.times', {
    wait: formatDuration(totals.wait_ms, t),
    firstResponse: formatDuration(totals.first_response_ms, t),
    handling: formatDuration(totals.handling_ms, t),
  });
}

function csatSummary({ totals }: SupervisorStats, t: TFunction): string {
  if (totals.ratings === 0) return t('supervisor.summary.noRatings');
  return t('supervisor.summary.csat', {
    csat: formatPercent(totals.csat, t),
    ratings: t('supervisor.ratings', { count: totals.ratings }),
    score: formatScore(totals.average_score, t),
  });
}

/** The three charts of the figures: sessions, the times, CSAT; one value per bucket, oldest first. */
export function chartsOf(stats: SupervisorStats, labels: readonly string[], t: TFunction): ChartSpec[] {
  const per = t(RANGE_KEYS[stats.range].per);
  return [
    {
      id: 'sessions',
      title: t('supervisor.chart.sessions', { per }),
      unit: 'count',
      series: [
        { label: t('supervisor.series.sessions'), style: 'bars', values: valuesOf(stats, (bucket) => bucket.sessions) },
        { label: t('supervisor.series.answered'), style: 'line', values: valuesOf(stats, (bucket) => bucket.answered) },
        {
          label: t('supervisor.series.abandoned'),
          style: 'line',
          values: valuesOf(stats, (bucket) => bucket.abandoned),
        },
      ],
      summary: sessionsSummary(stats, labels, t),
    },
    {
      id: 'times',
      title: t('supervisor.chart.times', { per }),
      unit: 'duration',
      series: [
        { label: t('supervisor.series.waiting'), style: 'line', values: valuesOf(stats, (bucket) => bucket.wait_ms) },
        {
          label: t('supervisor.series.firstResponse'),
          style: 'line',
          values: valuesOf(stats, (bucket) => bucket.first_response_ms),
        },
        {
          label: t('supervisor.series.handling'),
          style: 'line',
          values: valuesOf(stats, (bucket) => bucket.handling_ms),
        },
      ],
      summary: timesSummary(stats, t),
    },
    {
      id: 'csat',
      title: t('supervisor.chart.csat', { per }),
      unit: 'percent',
      series: [{ label: t('supervisor.series.csat'), style: 'line', values: valuesOf(stats, (bucket) => bucket.csat) }],
      summary: csatSummary(stats, t),
    },
  ];
}

/** An axis or table value in the chart's unit. */
export function formatValue(value: number | null | undefined, unit: ChartUnit, t: TFunction): string {
  if (value === null || value === undefined) return NO_FIGURE;
  if (unit === 'duration') return formatDuration(value, t);
  return unit === 'percent' ? formatPercent(value, t) : String(value);
}

/** Which buckets get a label under the chart: all of a week, every 3rd hour, every 5th day of a month. */
export function labelledBuckets(count: number): number[] {
  const every = count <= 7 ? 1 : count <= 24 ? 3 : 5;
  return Array.from({ length: count }, (_, index) => index).filter((index) => (count - 1 - index) % every === 0);
}
