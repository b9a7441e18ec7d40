import { splitLinks, type TextPart } from '../../../../../src/lib/text/links';

const plain = (text: string): TextPart => ({ text });
const link = (text: string, href = text): TextPart => ({ text, href });

describe('web addresses in a message’s text (docs/architecture.md, "Messages as text")', () => {
  it.each<[string, string, TextPart[]]>([
    [
      'an https address in a sentence',
      'See https://example.com/help?x=1#top for more',
      [plain('See '), link('https://example.com/help?x=1#top'), plain(' for more')],
    ],
    [
      'an http address alone, its href normalised',
      'http://example.com',
      [link('http://example.com', 'http://example.com/')],
    ],
    [
      'a scheme in any case',
      'HTTPS://Example.COM/Path',
      [link('HTTPS://Example.COM/Path', 'https://example.com/Path')],
    ],
    [
      'two addresses',
      'https://a.test and http://b.test/x',
      [link('https://a.test', 'https://a.test/'), plain(' and '), link('http://b.test/x')],
    ],
    [
      'a full stop that ends the sentence',
      'Go to https://example.com/a.',
      [plain('Go to '), link('https://example.com/a'), plain('.')],
    ],
    [
      'a run of sentence ends',
      'Really https://example.com/?!',
      [plain('Really '), link('https://example.com/'), plain('?!')],
    ],
    [
      'a comma, colon and semicolon',
      'https://a.test/1, https://a.test/2; https://a.test/3:',
      [
        link('https://a.test/1'),
        plain(', '),
        link('https://a.test/2'),
        plain('; '),
        link('https://a.test/3'),
        plain(':'),
      ],
    ],
    ['a dot inside the path stays', 'https://example.com/file.pdf', [link('https://example.com/file.pdf')]],
    [
      'brackets around the address',
      '(see https://example.com/help)',
      [plain('(see '), link('https://example.com/help'), plain(')')],
    ],
    [
      'square brackets around it',
      '[https://example.com/help]',
      [plain('['), link('https://example.com/help'), plain(']')],
    ],
    [
      'balanced brackets inside (Wikipedia)',
      'https://en.wikipedia.org/wiki/Bracket_(disambiguation)',
      [link('https://en.wikipedia.org/wiki/Bracket_(disambiguation)')],
    ],
    [
      'balanced brackets inside, the whole in brackets',
      '(https://en.wikipedia.org/wiki/Foo_(bar)).',
      [plain('('), link('https://en.wikipedia.org/wiki/Foo_(bar)'), plain(').')],
    ],
    [
      'quotes around it',
      '"https://example.com/q" and ‘https://example.com/r’',
      [plain('"'), link('https://example.com/q'), plain('" and ‘'), link('https://example.com/r'), plain('’')],
    ],
    [
      'CJK punctuation after it',
      '请访问https://example.com/zh。谢谢',
      [plain('请访问'), link('https://example.com/zh'), plain('。谢谢')],
    ],
    [
      'full-width brackets around it',
      '（https://example.com/ja）',
      [plain('（'), link('https://example.com/ja'), plain('）')],
    ],
    [
      'a path in another script',
      'https://ja.wikipedia.org/wiki/東京',
      [link('https://ja.wikipedia.org/wiki/東京', 'https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC')],
    ],
    ['a port and an IPv6 host', 'http://[::1]:8080/x', [link('http://[::1]:8080/x')]],
    [
      'a line break after it',
      'https://example.com/a\nnext line',
      [link('https://example.com/a'), plain('\nnext line')],
    ],
  ])('links %s', (_name, text, parts) => {
    expect(splitLinks(text)).toEqual(parts);
  });

  it.each<[string, string]>([
    ['www. without a scheme', 'Visit www.example.com today'],
    ['an e-mail address', 'Mail support@example.com please'],
    ['mailto:', 'mailto:support@example.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://files.example.com/a.zip'],
    ['a scheme with no host', 'http:// is how it starts'],
    ['a scheme and punctuation only', 'https://.'],
    ['a scheme glued to a word', 'xhttps://example.com'],
    ['a host that does not parse', 'http://exa mple.com'.replace(' ', '%')],
    ['no address at all', 'My deposit of 50 USD is missing'],
  ])('links nothing in %s', (_name, text) => {
    expect(splitLinks(text)).toEqual([plain(text)]);
  });

  it.each<[string, string, TextPart[]]>([
    [
      'shows a host in another script as it resolves (punycode)',
      'Log in at https://аpple.com/login now',
      [plain('Log in at '), link('https://xn--pple-43d.com/login', 'https://xn--pple-43d.com/login'), plain(' now')],
    ],
    [
      'shows such a host with a port and no path',
      'https://аpple.com:8443',
      [link('https://xn--pple-43d.com:8443', 'https://xn--pple-43d.com:8443/')],
    ],
    [
      'does not show a right-to-left override or an isolate',
      'Go to \u202Emoc.elppa//:sptth\u202C or https://example.com/\u2066x\u2069',
      [plain('Go to moc.elppa//:sptth or '), link('https://example.com/x')],
    ],
    [
      'links no address with a user name before @',
      'https://apple.com@evil.test/pay',
      [plain('https://apple.com@evil.test/pay')],
    ],
    ['links no address with a user and password', 'https://a:b@evil.test', [plain('https://a:b@evil.test')]],
  ])('%s', (_name, text, parts) => {
    expect(splitLinks(text)).toEqual(parts);
  });

  it('links only the http(s) address where another scheme leads into it', () => {
    expect(splitLinks('javascript:https://example.com')).toEqual([
      plain('javascript:'),
      link('https://example.com', 'https://example.com/'),
    ]);
  });

  it('gives nothing for an empty text, and the runs always join to the text (without bidi controls)', () => {
    expect(splitLinks('')).toEqual([]);
    const text = 'a https://x.test/(b) c) https://y.test. www.z.test';
    expect(
      splitLinks(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
