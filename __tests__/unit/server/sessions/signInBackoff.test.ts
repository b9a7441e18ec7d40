import {
  backoffDelayMs,
  parseBackoffPolicy,
  SIGN_IN_BACKOFF,
  type BackoffPolicy,
} from '../../../../server/sessions/signInBackoff';

describe('backoffDelayMs: the wait an account owes after failures in a row', () => {
  it.each<[number, number]>([
    [0, 0],
    [4, 0],
    [5, 1000],
    [6, 2000],
    [7, 4000],
    [14, 512_000],
    [15, 900_000],
    [1_000_000, 900_000],
  ])('the default policy (5 free, 1 s doubling to 15 min): %i failures → %i ms', (failures, expected) => {
    expect(backoffDelayMs(failures, SIGN_IN_BACKOFF)).toBe(expected);
  });

  it.each<[number, BackoffPolicy, number]>([
    [0, { freeFailures: 0, baseDelayMs: 2000, maxDelayMs: 60_000 }, 2000],
    [3, { freeFailures: 0, baseDelayMs: 2000, maxDelayMs: 60_000 }, 16_000],
    [5, { freeFailures: 0, baseDelayMs: 2000, maxDelayMs: 60_000 }, 60_000],
    [2, { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 1000 }, 0],
    [9, { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 1000 }, 1000],
  ])('%i failures under %j → %i ms', (failures, policy, expected) => {
    expect(backoffDelayMs(failures, policy)).toBe(expected);
  });
});

describe('parseBackoffPolicy (SIGN_IN_BACKOFF)', () => {
  it.each<[string, BackoffPolicy | undefined]>([
    ['5/1/900', SIGN_IN_BACKOFF],
    [' 0/2/60 ', { freeFailures: 0, baseDelayMs: 2000, maxDelayMs: 60_000 }],
    ['3/5/5', { freeFailures: 3, baseDelayMs: 5000, maxDelayMs: 5000 }],
    ['5/0/900', undefined],
    ['5/10/5', undefined],
    ['5/1', undefined],
    ['5/1/900/2', undefined],
    ['-1/1/900', undefined],
    ['five/1/900', undefined],
    ['5/1.5/900', undefined],
  ])('%j → %j', (text, expected) => {
    expect(parseBackoffPolicy(text)).toEqual(expected);
  });
});
