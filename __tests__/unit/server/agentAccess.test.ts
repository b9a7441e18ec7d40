import { agentConsoleConfigFrom, agentConsoleLines } from '../../../server/agentConsoleConfig';
import { isAllowedAgentOrigin, parseAgentOrigins } from '../../../server/realtime/agentOrigin';
import { liveAgentOf } from '../../../server/store/agentTokens';

describe('who may open the agent socket', () => {
  it.each<[string | undefined, string | undefined, string[], boolean]>([
    ['http://127.0.0.1:8080', '127.0.0.1:8080', [], true],
    ['https://support.example', 'support.example', [], true],
    ['HTTP://LOCALHOST:8080', 'localhost:8080', [], true],
    ['http://127.0.0.1:8081', '127.0.0.1:8080', [], false],
    ['http://evil.test', '127.0.0.1:8080', [], false],
    ['http://127.0.0.1:5173', '127.0.0.1:8080', ['http://127.0.0.1:5173'], true],
    ['null', '127.0.0.1:8080', [], false],
    ['http://127.0.0.1:8080', undefined, [], false],
    [undefined, '127.0.0.1:8080', [], true],
  ])('Origin %s, Host %s, allowed %j: %s', (origin, host, allowed, expected) => {
    expect(isAllowedAgentOrigin(origin, host, allowed)).toBe(expected);
  });

  it.each([
    [undefined, []],
    ['', []],
    ['http://a.test, https://b.test/ http://c.test:9000', ['http://a.test', 'https://b.test', 'http://c.test:9000']],
  ])('reads AGENT_ORIGINS %j', (value, expected) => {
    expect(parseAgentOrigins(value)).toEqual(expected);
  });

  it.each([
    ['a live token', { agentId: '30001', expiresAt: 2000, revokedAt: null }, 1999, '30001'],
    ['an expired token', { agentId: '30001', expiresAt: 2000, revokedAt: null }, 2000, undefined],
    ['a revoked token', { agentId: '30001', expiresAt: 2000, revokedAt: 1500 }, 1600, undefined],
    ['an unknown token', undefined, 0, undefined],
  ])('%s', (_case, row, now, expected) => {
    expect(liveAgentOf(row, now)).toBe(expected);
  });
});

describe('the agent console settings', () => {
  it.each([
    [{}, { agentConsole: true, agentTokenTtlMs: 12 * 60 * 60 * 1000, agentOrigins: [] }],
    [
      { AGENT_CONSOLE: 'off', AGENT_TOKEN_TTL_MS: '60000', AGENT_ORIGINS: 'http://a.test' },
      { agentConsole: false, agentTokenTtlMs: 60_000, agentOrigins: ['http://a.test'] },
    ],
    [{ AGENT_CONSOLE: ' ON ' }, { agentConsole: true, agentTokenTtlMs: 12 * 60 * 60 * 1000, agentOrigins: [] }],
    [
      { QUEUE_GRACE_MS: '5000', AGENT_MAX_CHATS: '1' },
      {
        agentConsole: true,
        agentTokenTtlMs: 12 * 60 * 60 * 1000,
        agentOrigins: [],
        queueGraceMs: 5000,
        agentMaxChats: 1,
      },
    ],
  ])('reads %j', (env, expected) => {
    expect(agentConsoleConfigFrom(env)).toEqual(expected);
  });

  it.each([
    [{ AGENT_CONSOLE: 'no' }, /AGENT_CONSOLE/],
    [{ AGENT_TOKEN_TTL_MS: '0' }, /AGENT_TOKEN_TTL_MS/],
    [{ AGENT_TOKEN_TTL_MS: '1.5' }, /AGENT_TOKEN_TTL_MS/],
    [{ AGENT_MAX_CHATS: '0' }, /AGENT_MAX_CHATS/],
    [{ QUEUE_GRACE_MS: '-1' }, /QUEUE_GRACE_MS/],
  ])('refuses %j', (env, message) => {
    expect(() => agentConsoleConfigFrom(env)).toThrow(message);
  });

  it('prints where the console is and the demo agents, or that it is off', () => {
    expect(agentConsoleLines('http://127.0.0.1:8080', true).join('\n')).toMatch(
      /http:\/\/127\.0\.0\.1:8080\/agent\n.*ann \/ ann-demo-pass, ben \/ ben-demo-pass/,
    );
    expect(agentConsoleLines('http://127.0.0.1:8080', false).join('\n')).toMatch(/off/);
  });
});
