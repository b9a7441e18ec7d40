import { randomBytes, scryptSync } from 'node:crypto';
import {
  hashPassword,
  needsRehash,
  OWASP_SCRYPT_COST,
  parsePasswordHash,
  passwordCostFrom,
  verifyPassword,
} from '../../../../server/db/passwords';

/** A hash as server/db/passwords.ts wrote them before issue 30: scrypt N = 2^14, no parameters. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32, { N: 16384 }).toString('hex')}`;
}

const SALT = 'ab'.repeat(16);
const KEY = 'cd'.repeat(32);

describe('password hashes (server/db/passwords.ts)', () => {
  it.each<[string, string, { log2N: number; r: number; p: number } | null]>([
    ['the legacy format, at N = 2^14', `scrypt$${SALT}$${KEY}`, { log2N: 14, r: 8, p: 1 }],
    ["OWASP's cost", `scrypt$ln=17,r=8,p=1$${SALT}$${KEY}`, { log2N: 17, r: 8, p: 1 }],
    ['a test cost', `scrypt$ln=10,r=8,p=1$${SALT}$${KEY}`, { log2N: 10, r: 8, p: 1 }],
    ['another scheme', `bcrypt$${SALT}$${KEY}`, null],
    ['parameters in another order', `scrypt$r=8,ln=17,p=1$${SALT}$${KEY}`, null],
    ['an N beyond the range', `scrypt$ln=30,r=8,p=1$${SALT}$${KEY}`, null],
    ['r = 0', `scrypt$ln=17,r=0,p=1$${SALT}$${KEY}`, null],
    ['upper-case hex', `scrypt$${SALT.toUpperCase()}$${KEY}`, null],
    ['an odd-length key', `scrypt$${SALT}$${KEY}a`, null],
    ['a missing key', `scrypt$${SALT}`, null],
    ['an empty string', '', null],
  ])('parses %s', (_name, stored, cost) => {
    expect(parsePasswordHash(stored)?.cost ?? null).toEqual(cost);
  });

  it.each<[string, string, boolean]>([
    ['a legacy hash', `scrypt$${SALT}$${KEY}`, true],
    ['a cheaper N', `scrypt$ln=16,r=8,p=1$${SALT}$${KEY}`, true],
    ['a smaller r', `scrypt$ln=17,r=4,p=1$${SALT}$${KEY}`, true],
    ["OWASP's cost", `scrypt$ln=17,r=8,p=1$${SALT}$${KEY}`, false],
    ['a dearer N', `scrypt$ln=18,r=8,p=1$${SALT}$${KEY}`, false],
    ['an unreadable hash', 'nonsense', false],
  ])('against OWASP’s cost, rehashes %s: %s', (_name, stored, expected) => {
    expect(needsRehash(stored, OWASP_SCRYPT_COST)).toBe(expected);
  });

  it.each<[string, string | undefined, number | 'throws']>([
    ['unset: OWASP', undefined, 17],
    ['empty: OWASP', '', 17],
    ['a test cost', '10', 10],
    ['the upper end', '20', 20],
    ['too low', '9', 'throws'],
    ['too high', '21', 'throws'],
    ['not a number', 'fast', 'throws'],
  ])('reads PASSWORD_HASH_COST %s', (_name, raw, expected) => {
    const read = () => passwordCostFrom({ PASSWORD_HASH_COST: raw }).log2N;
    if (expected === 'throws') expect(read).toThrow(/PASSWORD_HASH_COST/);
    else expect(read()).toBe(expected);
  });

  it('verifies a legacy N = 2^14 hash, and a new one at OWASP’s cost that needs no rehash', async () => {
    const legacy = legacyHash('old secret');
    expect(await verifyPassword('old secret', legacy)).toBe(true);
    expect(await verifyPassword('wrong', legacy)).toBe(false);
    expect(needsRehash(legacy, OWASP_SCRYPT_COST)).toBe(true);
    const current = await hashPassword('old secret', OWASP_SCRYPT_COST);
    expect(current).toMatch(/^scrypt\$ln=17,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('old secret', current)).toBe(true);
    expect(await verifyPassword('wrong', current)).toBe(false);
    expect(needsRehash(current, OWASP_SCRYPT_COST)).toBe(false);
    expect(await verifyPassword('old secret', null)).toBe(false);
  });
});
