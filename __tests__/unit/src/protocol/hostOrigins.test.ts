import { isAllowedOrigin, originMatches } from '../../../../src/protocol/hostOrigins';

describe('host origins (docs/embedding.md, "Origins")', () => {
  it.each<[string, string, boolean]>([
    // exact
    ['https://games.example.com', 'https://games.example.com', true],
    ['https://games.example.com', 'https://games.example.com:443', true],
    ['https://games.example.com', 'https://games.example.com:8443', false],
    ['https://games.example.com', 'http://games.example.com', false],
    ['https://games.example.com', 'https://evil.example.com', false],
    ['https://games.example.com', 'https://games.example.com.evil.test', false],
    ['https://games.example.com', 'https://xgames.example.com', false],
    ['http://localhost', 'http://localhost:80', true],
    ['http://localhost:8083', 'http://localhost:8083', true],
    ['http://localhost:8083', 'http://localhost:8084', false],
    ['HTTPS://Games.Example.com', 'https://games.example.com', true],
    // any port
    ['http://127.0.0.1:*', 'http://127.0.0.1:8083', true],
    ['http://127.0.0.1:*', 'http://127.0.0.1', true],
    ['http://127.0.0.1:*', 'http://127.0.0.2:8083', false],
    ['http://127.0.0.1:*', 'https://127.0.0.1:8083', false],
    // any subdomain, not the domain itself
    ['https://*.example.com', 'https://games.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://evilexample.com', false],
    ['https://*.example.com', 'https://example.com.evil.test', false],
    ['https://*.example.com:*', 'https://games.example.com:8443', true],
    // nothing else matches
    ['https://games.example.com', 'null', false],
    ['*', 'https://games.example.com', false],
    ["'self'", 'https://games.example.com', false],
    ['https://games.example.com/path', 'https://games.example.com', false],
    ['https://games.example.com', 'https://games.example.com/', false],
    ['https://*', 'https://games.example.com', false],
    ['https://games.*.com', 'https://games.example.com', false],
    ['', 'https://games.example.com', false],
  ])('%s allows %s: %s', (pattern, origin, expected) => {
    expect(originMatches(pattern, origin)).toBe(expected);
  });

  it('allows an origin that any entry names, and nothing without an allowlist or an origin', () => {
    const allowlist = ['http://127.0.0.1:*', 'http://localhost:*'];
    expect(isAllowedOrigin(allowlist, 'http://localhost:5173')).toBe(true);
    expect(isAllowedOrigin(allowlist, 'http://127.0.0.2:5173')).toBe(false);
    expect(isAllowedOrigin([], 'http://localhost:5173')).toBe(false);
    expect(isAllowedOrigin(allowlist, null)).toBe(false);
    expect(isAllowedOrigin(allowlist, undefined)).toBe(false);
  });
});
