import { loadSignIn, requestSignIn, SIGN_IN_STORAGE_KEY, signInProblemOf } from '../../../../src/agent/agents';
import { formatWaitingTime } from '../../../../src/agent/formatTime';
import { AGENT_CONNECTION, agentSocketUrl, reconnectDelayMs } from '../../../../src/agent/useAgentSocket';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { initialConnectionPolicyState, nextConnectionState } from '../../../../src/realtime/connectionPolicy';
import { consoleT, enText } from '../../../support/consoleTexts';

describe('agent console helpers', () => {
  it.each([
    [{ protocol: 'http:', host: '127.0.0.1:8080' }, 'ab12', 'ws://127.0.0.1:8080/agent-ws?token=ab12'],
    [{ protocol: 'https:', host: 'sandbox.test' }, 'cd34', 'wss://sandbox.test/agent-ws?token=cd34'],
    [{ protocol: 'http:', host: 'localhost' }, 'a&b=1', 'ws://localhost/agent-ws?token=a%26b%3D1'],
  ])('builds the socket address on the page’s host: %o %s', (location, token, expected) => {
    expect(agentSocketUrl(location, token)).toBe(expected);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  describe('its connection settings, through the shared policy', () => {
    const endpoint = { url: 'ws://127.0.0.1:8080/agent-ws?token=ab12' };
    const connecting = { ...initialConnectionPolicyState, phase: 'connecting' as const, endpoint };

    it('does not ping once open', () => {
      expect(nextConnectionState(connecting, ['socketOpened'], AGENT_CONNECTION).effects).toEqual([['opened']]);
    });

    it.each([
      [0, 1000],
      [1, 2000],
      [4, 16000],
      [5, 30000],
      [9, 30000],
    ])('after %i failed attempts, the next close retries in %i ms', (failedAttempts, afterMs) => {
      const { effects } = nextConnectionState(
        { ...connecting, failedAttempts },
        ['socketClosed', 1006],
        AGENT_CONNECTION,
      );
      expect(effects.at(-1)).toEqual(['retry', afterMs]);
    });

    it.each([4000, 4001, 4003])('stays closed after the refusal %i', (code) => {
      const { state, effects } = nextConnectionState(connecting, ['socketClosed', code], AGENT_CONNECTION);
      expect([state.phase, effects]).toEqual(['idle', [['closed', { code, willRetry: false, failedAttempts: 0 }]]]);
    });
  });

  const stored = { agent_id: '30001', nickname: 'Ann', token: 'ab12', expires_at: 2000 };
  it.each([
    ['a sign-in that has not expired', JSON.stringify(stored), 1999, stored],
    ['an expired one', JSON.stringify(stored), 2000, null],
    ['nothing', null, 0, null],
    ['something unreadable', '{"agent_id":', 0, null],
    ['a sign-in without a token', JSON.stringify({ ...stored, token: undefined }), 0, null],
  ])('loads %s from storage', (_case, value, now, expected) => {
    const storage = { getItem: (key: string) => (key === SIGN_IN_STORAGE_KEY ? value : null) };
    expect(loadSignIn(storage, now)).toEqual(expected);
  });

  it.each([
    [ERROR_CODE.authFailed, 'Wrong username or password.'],
    [ERROR_CODE.tooManyRequests, 'Too many sign-in attempts. Wait a minute, then try again.'],
    [ERROR_CODE.parameterError, 'Enter a username and a password.'],
    [ERROR_CODE.serverError, `Sign-in failed (error ${ERROR_CODE.serverError}).`],
  ])('explains a refused sign-in (%i)', (code, expected) => {
    expect(enText(signInProblemOf(code))).toBe(expected);
  });

  it.each([
    [1, 'Too many sign-in attempts. Try again in 1 s.'],
    [59, 'Too many sign-in attempts. Try again in 59 s.'],
    [60, 'Too many sign-in attempts. Try again in 1 min.'],
    [61, 'Too many sign-in attempts. Try again in 2 min.'],
    [900, 'Too many sign-in attempts. Try again in 15 min.'],
  ])('says how long to wait when the server asked for %i s', (retryAfter, expected) => {
    expect(enText(signInProblemOf(ERROR_CODE.tooManyRequests, retryAfter))).toBe(expected);
  });

  it("reads the wait from a refused sign-in's Retry-After", async () => {
    const refused: typeof fetch = async () =>
      new Response(JSON.stringify({ code: ERROR_CODE.tooManyRequests, msg: 'wait', data: null }), {
        status: 429,
        headers: { 'Retry-After': '8' },
      });
    const result = await requestSignIn(refused, 'ann', 'wrong');
    expect(result.ok || enText(result.problem)).toBe('Too many sign-in attempts. Try again in 8 s.');
  });

  it.each([
    [-5000, 'under a minute'],
    [59_999, 'under a minute'],
    [3 * 60_000, '3 min'],
    [60 * 60_000, '1 h'],
    [65 * 60_000, '1 h 5 min'],
  ])('says how long %i ms of waiting is', (elapsed, expected) => {
    expect(formatWaitingTime(elapsed, consoleT())).toBe(expected);
  });
});
