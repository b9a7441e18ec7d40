/**
 * How long an account waits after a failed sign-in before the next attempt is heard (docs/security.md,
 * "Sign-in limits"): the first `freeFailures` failures cost nothing, then each one doubles the wait from
 * `baseDelayMs` up to `maxDelayMs`.
 */
export interface BackoffPolicy {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** 5 free failures, then 1 s, 2 s, 4 s … up to 15 minutes. */
export const SIGN_IN_BACKOFF: BackoffPolicy = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };

/** The wait owed after `failures` failures in a row (0 while they are within the free ones). */
export function backoffDelayMs(failures: number, { freeFailures, baseDelayMs, maxDelayMs }: BackoffPolicy): number {
  if (failures < freeFailures) return 0;
  // Capped before doubling, so that a huge count never overflows to Infinity.
  const doublings = Math.min(failures - freeFailures, 40);
  return Math.min(maxDelayMs, baseDelayMs * 2 ** doublings);
}

/** "freeFailures/baseSeconds/maxSeconds", e.g. "5/1/900" (SIGN_IN_BACKOFF in server/README.md); undefined when malformed. */
export function parseBackoffPolicy(text: string): BackoffPolicy | undefined {
  const match = /^(\d{1,6})\/(\d{1,6})\/(\d{1,7})$/.exec(text.trim());
  if (!match) return undefined;
  const [freeFailures, baseSeconds, maxSeconds] = match.slice(1).map(Number);
  if (baseSeconds < 1 || maxSeconds < baseSeconds) return undefined;
  return { freeFailures, baseDelayMs: baseSeconds * 1000, maxDelayMs: maxSeconds * 1000 };
}
