import { limitsFromEnv } from '../../../server/envLimits';
import { parseRateLimitRule, SIGN_IN_LIMIT, type RateLimitRule } from '../../../server/http/rateLimits';
import { FRAME_BUDGET } from '../../../server/realtime/frameBudget';

describe('parseRateLimitRule (SIGN_IN_RATE_LIMIT)', () => {
  it.each<[string, RateLimitRule | undefined]>([
    ['10/60', { max: 10, timeWindowMs: 60_000 }],
    ['100000/60', { max: 100_000, timeWindowMs: 60_000 }],
    [' 3/1 ', { max: 3, timeWindowMs: 1000 }],
    ['0/60', undefined],
    ['10/0', undefined],
    ['10', undefined],
    ['10/60s', undefined],
    ['ten/60', undefined],
  ])('%j → %j', (text, expected) => {
    expect(parseRateLimitRule(text)).toEqual(expected);
  });
});

describe('limitsFromEnv', () => {
  it.each([
    ['defaults when unset', {}, { ok: true, limits: { signInLimit: SIGN_IN_LIMIT, frameBudget: FRAME_BUDGET } }],
    [
      'both set',
      { SIGN_IN_RATE_LIMIT: '5/30', FRAME_BUDGET: '10/20' },
      {
        ok: true,
        limits: { signInLimit: { max: 5, timeWindowMs: 30_000 }, frameBudget: { perSecond: 10, burst: 20 } },
      },
    ],
  ])('%s', (_name, env, expected) => {
    expect(limitsFromEnv(env)).toEqual(expected);
  });

  it.each([
    [{ SIGN_IN_RATE_LIMIT: '10 per minute' }, /SIGN_IN_RATE_LIMIT must be "max\/windowSeconds"/],
    [{ FRAME_BUDGET: 'lots' }, /FRAME_BUDGET must be "perSecond\/burst"/],
  ])('%j is refused with a message', (env, message) => {
    const result = limitsFromEnv(env);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });
});
