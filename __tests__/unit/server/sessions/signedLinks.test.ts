import {
  canonicalSignMessage,
  computeSign,
  signLink,
  verifySign,
  type SignedFields,
} from '../../../../server/sessions/signedLinks';
import { signedDemoLink } from '../../../../server/sessions/signedDemoLink';
import { ERROR_CODE } from '../../../../src/protocol/codes';

const NOW = 1_800_000_000_000;
const WINDOW = 5 * 60_000;
const base: SignedFields = { appKey: 'demo-signed', username: 'alice', ts: String(NOW / 1000), nonce: 'nonce-0001' };

describe('canonicalSignMessage', () => {
  it('length-prefixes every field, in order, empty ones included', () => {
    expect(canonicalSignMessage({ appKey: 'k', userId: '7', ts: '12', nonce: 'n1n1n1n1' })).toBe(
      '1:k0:1:72:128:n1n1n1n1',
    );
  });

  it.each<[string, SignedFields, SignedFields]>([
    [
      'a pipe moved from username to user_id',
      { ...base, username: 'x|10001', userId: undefined },
      { ...base, username: 'x', userId: '10001|' },
    ],
    [
      'characters moved between username and user_id',
      { ...base, username: 'x1', userId: '0001' },
      { ...base, username: 'x', userId: '10001' },
    ],
    ['a field prefix taken for a length', { ...base, username: '1:a' }, { ...base, username: '', userId: 'a' }],
  ])('keeps apart %s', (_case, one, other) => {
    expect(canonicalSignMessage(one)).not.toBe(canonicalSignMessage(other));
  });

  it('counts UTF-8 bytes, not UTF-16 units', () => {
    expect(canonicalSignMessage({ appKey: 'é', ts: '1', nonce: 'n' })).toMatch(/^2:é/);
  });
});

describe('verifySign', () => {
  const check = (
    fields: Partial<SignedFields>,
    sign = computeSign('s', { ...base, ...fields } as SignedFields),
    nowMs = NOW,
  ) => verifySign({ sign, secret: 's', fields: { ...base, ...fields }, nowMs, windowMs: WINDOW });

  it.each<[string, () => ReturnType<typeof verifySign>, number | 'ok']>([
    ['a fresh sign', () => check({}), 'ok'],
    ['the last second of the window', () => check({}, undefined, NOW + WINDOW), 'ok'],
    ['past the window', () => check({}, undefined, NOW + WINDOW + 1000), ERROR_CODE.signExpired],
    ['a minute ahead (clock skew)', () => check({ ts: String(NOW / 1000 + 60) }), 'ok'],
    ['further in the future', () => check({ ts: String(NOW / 1000 + 61) }), ERROR_CODE.signExpired],
    ['upper-case hex', () => check({}, computeSign('s', base).toUpperCase()), ERROR_CODE.authFailed],
    ['a sign for other fields', () => check({ username: 'bob' }, computeSign('s', base)), ERROR_CODE.authFailed],
    ['a ts that is not a number', () => check({ ts: '1e9' }), ERROR_CODE.authFailed],
    ['a missing sign', () => check({}, ''), ERROR_CODE.authFailed],
  ])('%s', (_case, run, expected) => {
    const verdict = run();
    expect(verdict.ok ? 'ok' : verdict.code).toBe(expected);
  });

  it('remembers the nonce until the sign would expire anyway', () => {
    expect(check({})).toEqual({ ok: true, nonceExpiresAt: NOW + WINDOW });
  });
});

describe('signLink', () => {
  it('signs now, with a fresh random nonce each time, in lower-case hex', () => {
    const one = signLink('s', { appKey: 'k', username: 'u' }, NOW);
    const other = signLink('s', { appKey: 'k', username: 'u' }, NOW);
    expect(one.ts).toBe(String(NOW / 1000));
    expect(one.nonce).not.toBe(other.nonce);
    expect(one.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(
      verifySign({
        sign: one.sign,
        secret: 's',
        fields: { appKey: 'k', username: 'u', ts: one.ts, nonce: one.nonce },
        nowMs: NOW,
        windowMs: WINDOW,
      }).ok,
    ).toBe(true);
  });
});

describe('signedDemoLink (npm run sign-link, npm start)', () => {
  it('prints a /chat link for demo-signed whose sign verifies for the named user', () => {
    const url = new URL(signedDemoLink('http://127.0.0.1:8080/', 'alice', NOW));
    const query = url.searchParams;
    expect(url.pathname).toBe('/chat');
    expect(query.get('app_key')).toBe('demo-signed');
    expect(query.get('user')).toBe('alice');
    const fields = {
      appKey: 'demo-signed',
      username: 'alice',
      ts: query.get('ts') ?? '',
      nonce: query.get('nonce') ?? '',
    };
    expect(
      verifySign({ sign: query.get('sign') ?? '', secret: 'demo-secret', fields, nowMs: NOW, windowMs: WINDOW }).ok,
    ).toBe(true);
  });
});
