import { parseRateLimitRule, SIGN_IN_LIMIT, type RateLimitRule } from './http/rateLimits';
import { FRAME_BUDGET, parseFrameBudget, type FrameBudgetRule } from './realtime/frameBudget';

export interface Limits {
  signInLimit: RateLimitRule;
  frameBudget: FrameBudgetRule;
}

/** SIGN_IN_RATE_LIMIT ("max/windowSeconds") and FRAME_BUDGET ("perSecond/burst"), each defaulted when unset (server/README.md). */
export function limitsFromEnv(env: NodeJS.ProcessEnv): { ok: true; limits: Limits } | { ok: false; error: string } {
  const signInLimit = env.SIGN_IN_RATE_LIMIT ? parseRateLimitRule(env.SIGN_IN_RATE_LIMIT) : SIGN_IN_LIMIT;
  if (!signInLimit)
    return {
      ok: false,
      error: `SIGN_IN_RATE_LIMIT must be "max/windowSeconds" (e.g. "10/60"), got "${env.SIGN_IN_RATE_LIMIT}"`,
    };
  const frameBudget = env.FRAME_BUDGET ? parseFrameBudget(env.FRAME_BUDGET) : FRAME_BUDGET;
  if (!frameBudget)
    return { ok: false, error: `FRAME_BUDGET must be "perSecond/burst" (e.g. "20/40"), got "${env.FRAME_BUDGET}"` };
  return { ok: true, limits: { signInLimit, frameBudget } };
}
