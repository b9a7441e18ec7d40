import { hasCredentials, LINK_MAX_LENGTH, linkProblemOf, readLink, withoutSecrets } from '../../../../src/session/link';

describe('readLink', () => {
  it('reads the link parameters and keeps pass, sign, ts and nonce apart', () => {
    const { link, secrets } = readLink(
      '?app_key=demo&user=alice&pass=p%26w&sign=abc&ts=1800000000&nonce=n-1&country=JP&account_id=7&distinct_id=d1&nickname=Al&nofaq&debug=1',
    );
    expect(link).toEqual({
      appKey: 'demo',
      country: 'JP',
      userName: 'alice',
      accountId: '7',
      distinctId: 'd1',
      nickname: 'Al',
      debug: true,
      problem: null,
    });
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

describe('linkProblemOf (a link the client refuses to read)', () => {
  const padded = (length: number) => `?app_key=demo&nickname=${'n'.repeat(length - '?app_key=demo&nickname='.length)}`;
  it.each([
    ['a link of spec §2', '?app_key=demo&user=alice&pass=p%26w&nickname=%E5%B0%8F%E6%98%8E&x=a+b', null],
    ['no query', '', null],
    ['exactly the longest allowed', padded(LINK_MAX_LENGTH), null],
    ['one character longer', padded(LINK_MAX_LENGTH + 1), 'linkTooLong'],
    ['a UTF-8 sequence cut short (%E0%A4%A)', '?app_key=demo&user=%E0%A4%A', 'parameterError'],
    ['a lone %', '?app_key=demo&user=50%', 'parameterError'],
    ['bytes that are not UTF-8 (%FF)', '?user=%FF', 'parameterError'],
    ['a broken name', '?us%Zer=alice', 'parameterError'],
  ])('%s → %s', (_case, search, expected) => expect(linkProblemOf(search)).toBe(expected));

  it('is part of the link read, whose values URLSearchParams would otherwise quietly repair', () => {
    const { link } = readLink('?app_key=demo&user=%E0%A4%A');
    expect(link.userName).toContain('\uFFFD');
    expect(link.problem).toBe('parameterError');
  });
});

describe('withoutSecrets', () => {
  it('removes pass, sign, ts, nonce and token and keeps everything else', () => {
    expect(
      withoutSecrets('http://h/chat?app_key=demo&user=alice&pass=x&sign=y&ts=1&nonce=n&token=z&country=US#top'),
    ).toBe('/chat?app_key=demo&user=alice&country=US#top');
  });
});
