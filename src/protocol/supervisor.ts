import { arrayOf, int, literal, num, object, optional, type Infer, type Validator } from './validate';

/**
 * The supervisor's view of the team (docs/protocol.md, "Supervisor figures"): one call for agents with
 * the supervisor role, answering the figures of their own company only.
 */
export const SUPERVISOR_REST = {
  /**
   * GET, a supervisor's agent token: `?range=` (SupervisorRange, default `24h`) and `&utc_offset=` (the
   * viewer's clock, minutes east of UTC, default 0: buckets start at its whole hours and midnights).
   */
  stats: '/api/v1/agent/supervisor/stats',
} as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The last 24 hours by the hour, the last 7 or 30 days by the day; the last bucket is the current one. */
export const SUPERVISOR_RANGES = {
  '24h': { buckets: 24, bucketMs: HOUR_MS },
  '7d': { buckets: 7, bucketMs: DAY_MS },
  '30d': { buckets: 30, bucketMs: DAY_MS },
} as const;
export type SupervisorRange = keyof typeof SUPERVISOR_RANGES;
export const SUPERVISOR_RANGE_NAMES = Object.keys(SUPERVISOR_RANGES) as SupervisorRange[];

/** utc_offset's bounds, in minutes: every zone in use lies within UTC−12:00 and UTC+14:00. */
export const UTC_OFFSET_LIMITS = { min: -12 * 60, max: 14 * 60 } as const;

/**
 * What the receptions of one bucket (or the whole range) add up to, each attributed to when the customer
 * asked for a person. Averages in ms are absent when nothing was measured (no reception answered, none
 * replied to, none ended after an answer, no rating).
 */
const figuresShape = {
  /** Customers who asked for a person (receptions). */
  sessions: int,
  /** Of them, accepted by an agent. */
  answered: int,
  /** Ended before any agent accepted (the customer left the queue or stopped). */
  abandoned: int,
  /** Of the answered: from asking to an agent's accept. */
  wait_ms: optional(num),
  /** Of those an agent wrote to: from asking to the first text or image an agent sent. */
  first_response_ms: optional(num),
  /** Of the answered that ended: from accept to end. */
  handling_ms: optional(num),
  ratings: int,
  /** Of the ratings, 1 to 5, two decimals. */
  average_score: optional(num),
  /** CSAT: the percentage of ratings of 4 or 5, whole. */
  csat: optional(num),
};

const figuresSchema = object(figuresShape);
export type TeamFigures = Infer<typeof figuresSchema>;

const bucketSchema = object({ start: num, ...figuresShape });
export type TeamBucket = Infer<typeof bucketSchema>;

/** Now, from the agents' presence and the open receptions of the company's products. */
const liveSchema = object({
  /** Customers waiting for a person. */
  queue: int,
  /** How long the longest of them has waited so far (0 when nobody waits). */
  longest_wait_ms: num,
  /** Chats in progress. */
  serving: int,
  agents: object({
    /** Console open and online (available or busy). */
    online: int,
    /** Of the online, serving as many chats as they may (users.max_chats): no room for an offer. */
    busy: int,
    /** Console open and away: no new offers. */
    away: int,
  }),
});
export type TeamLive = Infer<typeof liveSchema>;

const statsSchema = object({
  range: literal(...SUPERVISOR_RANGE_NAMES),
  /** The server's clock when it answered. */
  now: num,
  utc_offset: int,
  bucket_ms: int,
  live: liveSchema,
  /** Oldest first; every bucket of the range, empty ones included. */
  buckets: arrayOf(bucketSchema),
  totals: figuresSchema,
});
export type SupervisorStats = Infer<typeof statsSchema>;
export const decodeSupervisorStats: Validator<SupervisorStats> = statsSchema;
