import { hasCredentials, readLink, withoutSecrets } from '../../../src/lib/session/link';

describe('readLink', () => {
  it('reads the link parameters and keeps pass, sign, ts and nonce apart', () => {
    const { link, secrets } = readLink('?app_key=demo&user=alice&pass=p%26w&sign=abc&ts=1800000000&nonce=n-1&country=JP&account_id=7&distinct_id=d1&nickname=Al&nofaq&debug=1');
    expect(link).toEqual({ appKey: 'demo', country: 'JP', userName: 'alice', accountId: '7', distinctId: 'd1', nickname: 'Al', debug: true });
    expect(secrets).toEqual({ pass: 'p&w', sign: 'abc', ts: '1800000000', nonce: 'n-1' });
  });

  it.each([
    ['?user=a&pass=p', true],
    ['?account_id=1&pass=p', true],
    ['?user=a', false],
    ['?pass=p', false],
    ['', false],
  ])('credentials in %j: %s', (search, expected) => {
    const { link, secrets } = readLink(search);
    expect(hasCredentials(link, secrets)).toBe(expected);
  });
});

describe('withoutSecrets', () => {
  it('removes pass, sign, ts, nonce and token and keeps everything else', () => {
    expect(withoutSecrets('http://h/chat?app_key=demo&user=alice&pass=x&sign=y&ts=1&nonce=n&token=z&country=US#top')).toBe('/chat?app_key=demo&user=alice&country=US#top');
  });
});
