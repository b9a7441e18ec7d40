import {
  SUPERVISOR_RANGES,
  type SupervisorRange,
  type TeamBucket,
  type TeamFigures,
  type TeamLive,
} from '../../src/protocol/supervisor';
import type { BucketSums } from '../store/teamStats';

/**
 * The supervisor's figures from what the database summed (pure: table-tested in
 * __tests__/unit/server/supervision/figures.test.ts).
 */

/** Where a range's buckets lie: `count` of `widthMs` from `from`, the last one holding `now`; `until` ends it. */
export interface BucketLayout {
  from: number;
  widthMs: number;
  count: number;
  until: number;
}

/**
 * The range's buckets on the viewer's clock (`utcOffsetMinutes` east of UTC): each starts at a whole
 * hour or a midnight there, the last is the one `now` is in. One offset for the whole range: a daylight
 * saving change within it shifts the days before it by that hour.
 */
export function bucketLayout(range: SupervisorRange, now: number, utcOffsetMinutes: number): BucketLayout {
  const { buckets: count, bucketMs: widthMs } = SUPERVISOR_RANGES[range];
  const offsetMs = utcOffsetMinutes * 60_000;
  const current = Math.floor((now + offsetMs) / widthMs) * widthMs - offsetMs;
  return { from: current - (count - 1) * widthMs, widthMs, count, until: current + widthMs };
}

const EMPTY: Omit<BucketSums, 'bucket'> = {
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
};

const average = (sum: number, count: number): number | undefined => (count === 0 ? undefined : Math.round(sum / count));

/** Averages and shares of summed receptions; a figure with nothing measured is undefined (absent in JSON). */
export function figuresOf(sums: Omit<BucketSums, 'bucket'>): TeamFigures {
  return {
    sessions: sums.sessions,
    answered: sums.answered,
    abandoned: sums.abandoned,
    wait_ms: average(sums.waitSum, sums.answered),
    first_response_ms: average(sums.firstResponseSum, sums.firstResponseCount),
    handling_ms: average(sums.handlingSum, sums.handlingCount),
    ratings: sums.ratings,
    average_score: sums.ratings === 0 ? undefined : Math.round((sums.scoreSum / sums.ratings) * 100) / 100,
    csat: sums.ratings === 0 ? undefined : Math.round((sums.satisfied / sums.ratings) * 100),
  };
}

function added(a: Omit<BucketSums, 'bucket'>, b: Omit<BucketSums, 'bucket'>): Omit<BucketSums, 'bucket'> {
  const sum = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** Every bucket of the layout, oldest first, empty ones included; rows outside it are left out. */
export function seriesOf(layout: BucketLayout, rows: readonly BucketSums[]): TeamBucket[] {
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return Array.from({ length: layout.count }, (_, index) => ({
    start: layout.from + index * layout.widthMs,
    ...figuresOf(byBucket.get(index) ?? EMPTY),
  }));
}

/** The whole range's figures: the buckets' sums added before averaging (not an average of averages). */
export function totalsOf(layout: BucketLayout, rows: readonly BucketSums[]): TeamFigures {
  const inRange = rows.filter((row) => row.bucket >= 0 && row.bucket < layout.count);
  return figuresOf(inRange.reduce<Omit<BucketSums, 'bucket'>>((sum, row) => added(sum, row), EMPTY));
}

/** An agent with a console open, as the live figures count them. */
export interface AgentOnDuty {
  away: boolean;
  maxChats: number;
  serving: number;
}

/** Customers waiting (when each asked), agents on duty, chats in progress: the live figures at `now`. */
export function liveOf(
  waitingSince: readonly number[],
  agents: readonly AgentOnDuty[],
  serving: number,
  now: number,
): TeamLive {
  const online = agents.filter((agent) => !agent.away);
  return {
    queue: waitingSince.length,
    longest_wait_ms: waitingSince.length === 0 ? 0 : Math.max(0, now - Math.min(...waitingSince)),
    serving,
    agents: {
      online: online.length,
      busy: online.filter((agent) => agent.serving >= agent.maxChats).length,
      away: agents.length - online.length,
    },
  };
}
