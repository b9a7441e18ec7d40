import { limitsFromEnv } from '../../../server/envLimits';
import { parseRateLimitRule, type RateLimitRule } from '../../../server/http/rateLimits';
import { FRAME_BUDGET } from '../../../server/realtime/frameBudget';
import { SIGN_IN_ADDRESS_CEILING } from '../../../server/sessions/signInLimiter';

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
    [
      'defaults when unset: 300 failed sign-ins a minute per address, 5 free failures per account then 1 s doubling to 15 min',
      {},
      {
        ok: true,
        limits: {
          signInLimit: { max: 300, timeWindowMs: 60_000 },
          signInBackoff: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 900_000 },
          frameBudget: FRAME_BUDGET,
        },
      },
    ],
    [
      'all set',
      { SIGN_IN_RATE_LIMIT: '5/30', SIGN_IN_BACKOFF: '0/2/60', FRAME_BUDGET: '10/20' },
      {
        ok: true,
        limits: {
          signInLimit: { max: 5, timeWindowMs: 30_000 },
          signInBackoff: { freeFailures: 0, baseDelayMs: 2000, maxDelayMs: 60_000 },
          frameBudget: { perSecond: 10, burst: 20 },
        },
      },
    ],
    [
      'one set, the others defaulted',
      { SIGN_IN_BACKOFF: '10/1/30' },
      {
        ok: true,
        limits: {
          signInLimit: SIGN_IN_ADDRESS_CEILING,
          signInBackoff: { freeFailures: 10, baseDelayMs: 1000, maxDelayMs: 30_000 },
          frameBudget: FRAME_BUDGET,
        },
      },
    ],
  ])('%s', (_name, env, expected) => {
    expect(limitsFromEnv(env)).toEqual(expected);
  });

  it.each([
    [{ SIGN_IN_RATE_LIMIT: '10 per minute' }, /SIGN_IN_RATE_LIMIT must be "max\/windowSeconds"/],
    [{ SIGN_IN_BACKOFF: '5/1' }, /SIGN_IN_BACKOFF must be "freeFailures\/baseSeconds\/maxSeconds"/],
    [{ SIGN_IN_BACKOFF: '5/10/5' }, /SIGN_IN_BACKOFF must be .* baseSeconds <= maxSeconds/],
    [{ FRAME_BUDGET: 'lots' }, /FRAME_BUDGET must be "perSecond\/burst"/],
  ])('%j is refused with a message', (env, message) => {
    const result = limitsFromEnv(env);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });
});
