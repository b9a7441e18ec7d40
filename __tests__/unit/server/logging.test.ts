import { logSettingFor, maskPersonalData, maskUrl } from '../../../server/logging';

describe('masking personal data in production logs (server/logging.ts)', () => {
  it.each<[string, string, string]>([
    [
      'the old verify line',
      'identification code for victim@example.com: 272896',
      'identification code for [email]: [number]',
    ],
    ['an e-mail address with a plus and dots', 'from first.last+tag@mail.example.co.id', 'from [email]'],
    ['a percent-encoded @', 'user=victim%40example.com&x=1', 'user=[email]&x=1'],
    ['an address in another script', 'to пользователь@пример.рф.', 'to [email].'],
    ['a phone number in E.164', 'target +6281234567890 sent', 'target [number] sent'],
    ['a phone number with spaces and dashes', 'call +62 812-3456-7890 now', 'call [number] now'],
    ['a local phone number with brackets', 'phone (021) 5550 1234', 'phone [number]'],
    ['a six-digit code', 'code 012345.', 'code [number].'],
    ['a code after a colon', 'code:654321', 'code:[number]'],
  ])('masks %s', (_name, text, masked) => {
    expect(maskPersonalData(text)).toBe(masked);
  });

  it.each<[string, string]>([
    ['five digits (user ids, ports)', 'user 10001 on port 8080'],
    ['a UUID', 'object 550e8400-e29b-41d4-a716-446655440000'],
    ['hex (a token hash)', 'hash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
    ['a decimal', 'took 1234567.89 ms'],
    ['a word with digits', 'req-1234567x'],
    ['no personal data', 'socket connected'],
  ])('keeps %s', (_name, text) => {
    expect(maskPersonalData(text)).toBe(text);
  });

  it('masks the decoded values of a URL after redacting its credentials', () => {
    expect(maskUrl('/chat?app_key=demo&user=victim%40example.com&pass=demo-pass&phone=%2B6281234567890')).toBe(
      '/chat?app_key=demo&user=%5Bemail%5D&pass=redacted&phone=%5Bnumber%5D',
    );
    expect(maskUrl('/p/victim@example.com/x')).toBe('/p/[email]/x');
    expect(maskUrl('/api/v1/user/login')).toBe('/api/v1/user/login');
  });

  it('is on in production mode only', () => {
    expect(logSettingFor(true)).toEqual({ maskPersonalData: true });
    expect(logSettingFor(false)).toBe(true);
  });
});
