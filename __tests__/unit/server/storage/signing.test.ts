import { isValidUploadSignature, uploadSignature, type UploadGrant } from '../../../../server/storage/signing';

const SECRET = 'storage-secret';
const grant: UploadGrant = { key: 'k-1', contentType: 'image/png', size: 1024, expiresAt: 1_800_000_000_000 };
const good = uploadSignature(SECRET, grant);

describe('the upload signature parser (server/storage/signing.ts)', () => {
  it('accepts the signature as signed: 64 lower-case hex digits', () => {
    expect(good).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidUploadSignature(SECRET, grant, good)).toBe(true);
  });

  it.each<[string, string]>([
    ['trailing non-hex characters (Buffer.from stops at them)', `${good}zz`],
    ['one trailing hex digit (an odd length)', `${good}a`],
    ['upper case', good.toUpperCase()],
    ['one upper-case digit', good.replace(/[a-f]/, (digit) => digit.toUpperCase())],
    ['a leading space', ` ${good}`],
    ['a trailing newline', `${good}\n`],
    ['one digit short', good.slice(0, -1)],
    ['one byte short', good.slice(0, -2)],
    ['one byte more', `${good}00`],
    ['empty', ''],
    ['another signature of the same length', 'ab'.repeat(32)],
  ])('refuses %s', (_name, signature) => {
    expect(isValidUploadSignature(SECRET, grant, signature)).toBe(false);
  });

  it('refuses the signature of another grant or secret', () => {
    expect(isValidUploadSignature(SECRET, { ...grant, size: 1025 }, good)).toBe(false);
    expect(isValidUploadSignature('another secret', grant, good)).toBe(false);
  });
});
