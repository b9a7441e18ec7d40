/** @jest-environment ./__tests__/support/quietNodeEnvironment.ts */
import { ERROR_CODE } from '../../../../src/protocol/codes';
import {
  DEFAULT_QUOTAS,
  parseByteCount,
  parseCountPerWindow,
  quotasFromEnv,
  uploadVerdict,
  windowIndexOf,
  type QuotaRules,
} from '../../../../server/quotas/rules';
import { LocalWindowCounter } from '../../../../server/quotas/windowCounter';

const MIB = 1024 * 1024;
const RULES: QuotaRules = {
  uploadSigns: { max: 20, windowMs: 60_000 },
  uploadBytesPerDay: 100 * MIB,
  messages: { max: 3, windowMs: 60_000 },
};

describe('uploadVerdict', () => {
  it.each<[string, { signsInWindow: number; bytesToday: number }, number, ReturnType<typeof uploadVerdict>]>([
    ['nothing signed yet', { signsInWindow: 0, bytesToday: 0 }, 10 * MIB, 'ok'],
    ['the 20th URL of the minute', { signsInWindow: 19, bytesToday: 0 }, 1, 'ok'],
    ['the 21st URL of the minute', { signsInWindow: 20, bytesToday: 0 }, 1, ERROR_CODE.tooManyUploads],
    ['exactly the day’s bytes', { signsInWindow: 0, bytesToday: 90 * MIB }, 10 * MIB, 'ok'],
    [
      'one byte past the day’s',
      { signsInWindow: 0, bytesToday: 90 * MIB },
      10 * MIB + 1,
      ERROR_CODE.uploadQuotaExceeded,
    ],
    [
      'both: the minute is told first (it frees sooner)',
      { signsInWindow: 20, bytesToday: 100 * MIB },
      1,
      ERROR_CODE.tooManyUploads,
    ],
  ])('%s', (_case, usage, size, verdict) => {
    expect(uploadVerdict(RULES, usage, size)).toBe(verdict);
  });
});

describe('parsing', () => {
  it.each<[string, ReturnType<typeof parseCountPerWindow>]>([
    ['20/60', { max: 20, windowMs: 60_000 }],
    [' 5/1 ', { max: 5, windowMs: 1000 }],
    ['0/60', undefined],
    ['20', undefined],
    ['20/60s', undefined],
  ])('count per window %j', (text, rule) => {
    expect(parseCountPerWindow(text)).toEqual(rule);
  });

  it.each<[string, number | undefined]>([
    ['209715200', 200 * MIB],
    ['1', 1],
    ['0', undefined],
    ['012', undefined],
    ['1.5', undefined],
    ['200MiB', undefined],
    ['99999999999999999', undefined],
  ])('bytes %j', (text, bytes) => {
    expect(parseByteCount(text)).toBe(bytes);
  });
});

describe('quotasFromEnv', () => {
  it.each<[string, Record<string, string>, QuotaRules]>([
    ['defaults when unset', {}, DEFAULT_QUOTAS],
    ['defaults when empty', { UPLOAD_SIGN_LIMIT: '', UPLOAD_DAILY_BYTES: '', MESSAGE_RATE_LIMIT: '' }, DEFAULT_QUOTAS],
    [
      'each of its own',
      { UPLOAD_SIGN_LIMIT: '2/10', UPLOAD_DAILY_BYTES: '1024', MESSAGE_RATE_LIMIT: '3/60' },
      { uploadSigns: { max: 2, windowMs: 10_000 }, uploadBytesPerDay: 1024, messages: { max: 3, windowMs: 60_000 } },
    ],
  ])('%s', (_case, env, quotas) => {
    expect(quotasFromEnv(env)).toEqual({ ok: true, quotas });
  });

  it('names every malformed setting at once', () => {
    expect(quotasFromEnv({ UPLOAD_SIGN_LIMIT: 'many', UPLOAD_DAILY_BYTES: '-1', MESSAGE_RATE_LIMIT: '60' })).toEqual({
      ok: false,
      errors: [
        'UPLOAD_SIGN_LIMIT must be "max/windowSeconds" (e.g. "20/60"), got "many"',
        'UPLOAD_DAILY_BYTES must be a whole number of bytes of at least 1 (e.g. "209715200"), got "-1"',
        'MESSAGE_RATE_LIMIT must be "max/windowSeconds" (e.g. "60/60"), got "60"',
      ],
    });
  });

  it('documents its defaults: 20 upload URLs a minute, 200 MiB a day, 60 messages a minute', () => {
    expect(DEFAULT_QUOTAS).toEqual({
      uploadSigns: { max: 20, windowMs: 60_000 },
      uploadBytesPerDay: 200 * MIB,
      messages: { max: 60, windowMs: 60_000 },
    });
  });
});

describe('LocalWindowCounter', () => {
  it.each<[string, [key: string, at: number][], number[]]>([
    [
      'counts within a window',
      [
        ['a', 0],
        ['a', 1],
        ['a', 59_999],
      ],
      [1, 2, 3],
    ],
    [
      'starts again in the next window',
      [
        ['a', 59_999],
        ['a', 60_000],
        ['a', 60_001],
      ],
      [1, 1, 2],
    ],
    [
      'keeps keys apart',
      [
        ['a', 0],
        ['b', 0],
        ['a', 0],
      ],
      [1, 1, 2],
    ],
  ])('%s', async (_case, hits, counts) => {
    const counter = new LocalWindowCounter();
    const seen: number[] = [];
    for (const [key, at] of hits) seen.push(await counter.hit(key, 60_000, at));
    expect(seen).toEqual(counts);
  });

  it('keys windows by their start', () => {
    expect([0, 59_999, 60_000, 125_000].map((now) => windowIndexOf(60_000, now))).toEqual([0, 0, 1, 2]);
  });
});
