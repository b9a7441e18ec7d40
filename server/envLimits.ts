import { parseRateLimitRule } from './http/rateLimits';
import { FRAME_BUDGET, parseFrameBudget, type FrameBudgetRule } from './realtime/frameBudget';
import { parseBackoffPolicy, SIGN_IN_BACKOFF, type BackoffPolicy } from './sessions/signInBackoff';
import { SIGN_IN_ADDRESS_CEILING, type AddressCeiling } from './sessions/signInLimiter';

export interface Limits {
  signInLimit: AddressCeiling;
  signInBackoff: BackoffPolicy;
  frameBudget: FrameBudgetRule;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function parsedOrDefault<T>(
  name: string,
  text: string | undefined,
  parse: (text: string) => T | undefined,
  fallback: T,
  shape: string,
): Parsed<T> {
  if (!text) return { ok: true, value: fallback };
  const value = parse(text);
  return value ? { ok: true, value } : { ok: false, error: `${name} must be ${shape}, got "${text}"` };
}

/**
 * SIGN_IN_RATE_LIMIT ("max/windowSeconds"), SIGN_IN_BACKOFF ("freeFailures/baseSeconds/maxSeconds") and
 * FRAME_BUDGET ("perSecond/burst"), each defaulted when unset (server/README.md).
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): { ok: true; limits: Limits } | { ok: false; error: string } {
  const signInLimit = parsedOrDefault(
    'SIGN_IN_RATE_LIMIT',
    env.SIGN_IN_RATE_LIMIT,
    parseRateLimitRule,
    SIGN_IN_ADDRESS_CEILING,
    '"max/windowSeconds" (e.g. "300/60")',
  );
  if (!signInLimit.ok) return signInLimit;
  const signInBackoff = parsedOrDefault(
    'SIGN_IN_BACKOFF',
    env.SIGN_IN_BACKOFF,
    parseBackoffPolicy,
    SIGN_IN_BACKOFF,
    '"freeFailures/baseSeconds/maxSeconds" with 1 <= baseSeconds <= maxSeconds (e.g. "5/1/900")',
  );
  if (!signInBackoff.ok) return signInBackoff;
  const frameBudget = parsedOrDefault(
    'FRAME_BUDGET',
    env.FRAME_BUDGET,
    parseFrameBudget,
    FRAME_BUDGET,
    '"perSecond/burst" (e.g. "20/40")',
  );
  if (!frameBudget.ok) return frameBudget;
  return {
    ok: true,
    limits: { signInLimit: signInLimit.value, signInBackoff: signInBackoff.value, frameBudget: frameBudget.value },
  };
}
