import type { UnknownAction } from '@reduxjs/toolkit';
import { replayReducer } from '../../../../src/app/replayReducer';
import { createAppStore } from '../../../../src/app/store';
import { TEST_STORE_OPTIONS } from '../../../support/storeOptions';
import { createCredentialVault } from '../../../../src/session/credentialVault';
import { identityRequired } from '../../../../src/session/sessionSlice';
import { memoryStore } from '../../../../src/lib/storage';
import { createRecorder } from '../../../../src/recorder/recorder';
import { parseRecording, RECORDING_VERSION, type Recording } from '../../../../src/recorder/recordingFormat';
import { createRedactor, REDACTED } from '../../../../src/recorder/redact';
import { createStateTimeline } from '../../../../src/recorder/replayStates';
import { frameReceived } from '../../../../src/realtime/socketActions';
import { FAKE_WS_BASE, FakeRealtimeServer } from '../../../support/fakeRealtimeServer';
import { fakeFetch, ok } from '../../../support/renderApp';

const TOKEN = 'b7f3c0d1e2a4958673bc0d1e2f3a4b5c6d7e8f90123456789abcdef01234567';

describe('redaction at the source', () => {
  const redact = createRedactor(['otp']);

  it.each([
    ['a password field', { password: 'demo-pass', username: 'alice' }, { password: REDACTED, username: 'alice' }],
    [
      'nested tokens and signs',
      { data: { id: '1', token: TOKEN }, sign: 'abc' },
      { data: { id: '1', token: REDACTED }, sign: REDACTED },
    ],
    ['a configured key, any case', { OTP: '123456' }, { OTP: REDACTED }],
    [
      'secrets inside URLs',
      { url: 'ws://h/ws?token=abc&uid=1&pass=x' },
      { url: `ws://h/ws?token=${REDACTED}&uid=1&pass=${REDACTED}` },
    ],
    [
      'a signed link’s ts and nonce',
      { sign: 'abc', ts: '1800000000', nonce: 'n-1', user: 'u' },
      { sign: REDACTED, ts: REDACTED, nonce: REDACTED, user: 'u' },
    ],
    [
      'ts and nonce inside URLs',
      { url: '/chat?user=u&sign=s&ts=1&nonce=n' },
      { url: `/chat?user=u&sign=${REDACTED}&ts=${REDACTED}&nonce=${REDACTED}` },
    ],
    ['arrays', [{ token: 'a' }, 'ok'], [{ token: REDACTED }, 'ok']],
  ])('%s', (_case, input, expected) => {
    expect(redact(input).value).toEqual(expected);
  });

  it('returns the same object when there is nothing to redact (no copy on the hot path)', () => {
    const action = { type: 'socket/push_msg', payload: { data: { content: 'hi', seq: 1 } } };
    expect(redact(action).value).toBe(action);
  });

  it('measures what it walks', () => {
    expect(redact({ content: 'x'.repeat(1000) }).bytes).toBeGreaterThan(1000);
  });

  it('redacts the same keys, in any case, once it has seen more keys than it remembers', () => {
    const manyKeys = Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`key${index}`, index]));
    expect(redact(manyKeys).value).toBe(manyKeys);
    expect(redact({ Token: 'a', CODE: '123456', code: 7, otp: '1', plain: 'p' }).value).toEqual({
      Token: REDACTED,
      CODE: REDACTED,
      code: 7,
      otp: REDACTED,
      plain: 'p',
    });
  });
});

describe('a recorded session', () => {
  let server: FakeRealtimeServer;
  let fetchFake: ReturnType<typeof fakeFetch>;

  beforeEach(() => {
    jest.useFakeTimers();
    server = new FakeRealtimeServer();
    fetchFake = fakeFetch((url) => {
      if (url.pathname === '/api/v1/user/login') return ok({ id: '10001', token: TOKEN });
      if (url.pathname === '/api/v1/user/info')
        return ok({ id: '10001', username: 'alice', nickname: 'Alice', avatar: '' });
      return ok({ is_send: false });
    });
  });
  afterEach(() => {
    server.stop();
    fetchFake.restore();
    jest.useRealTimers();
  });

  async function recordSession(options: Parameters<typeof createRecorder>[0] = {}, answers = 3): Promise<Recording> {
    const recorder = createRecorder(options);
    const store = createAppStore({
      ...TEST_STORE_OPTIONS,
      vault: createCredentialVault({ pass: 'demo-pass', sign: 'sig-123' }),
      sessionStorage: memoryStore(),
      apiBase: 'http://api.test',
      socketBase: FAKE_WS_BASE,
      session: { appKey: 'demo', userName: 'alice', productId: '1', companyId: '100' },
      createSocket: server.createSocket,
      recorder,
    });
    store.dispatch(identityRequired());
    await jest.advanceTimersByTimeAsync(50);
    for (let i = 0; i < answers; i++) server.aiSays(`answer ${i}`);
    await jest.advanceTimersByTimeAsync(3_500);
    return JSON.parse(JSON.stringify(recorder.exportRecording())) as Recording;
  }

  it('holds actions, frames in and out, socket events and REST exchanges', async () => {
    const recording = await recordSession();
    const kinds = new Set(recording.entries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['action', 'frameIn', 'frameOut', 'restRequest', 'restResponse', 'socket']);
    expect(recording.entries.every((entry, i, all) => i === 0 || entry.t >= all[i - 1].t)).toBe(true);
  });

  it('contains neither the pass, the sign nor the token anywhere', async () => {
    const text = JSON.stringify(await recordSession());
    expect(text).not.toContain('demo-pass');
    expect(text).not.toContain('sig-123');
    expect(text).not.toContain(TOKEN);
    expect(text).toContain(REDACTED);
  });

  it('rebuilds the final state by replaying its actions, identically every time', async () => {
    const recording = await recordSession();
    const first = createStateTimeline(recording, replayReducer).finalState;
    const second = createStateTimeline(recording, replayReducer).finalState;
    expect(second).toEqual(first);
    const { api: _api, ...replayed } = first as Record<string, unknown>;
    const { api: _recordedApi, ...recorded } = recording.finalState as Record<string, unknown>;
    expect(replayed).toEqual(recorded);
  });

  it('stays within its bounds, dropping whole segments so the kept part still replays exactly', async () => {
    const recording = await recordSession({ maxEntries: 40 }, 60);
    expect(recording.entries.length).toBeLessThanOrEqual(40);
    expect(recording.meta.droppedEntries).toBeGreaterThan(0);
    const { api: _api, ...replayed } = createStateTimeline(recording, replayReducer).finalState as Record<
      string,
      unknown
    >;
    const { api: _recordedApi, ...recorded } = recording.finalState as Record<string, unknown>;
    expect(replayed).toEqual(recorded);
  });

  it('bounds its bytes too', () => {
    const recorder = createRecorder({ maxBytes: 20_000 });
    const store = { getState: () => ({}), dispatch: (action: UnknownAction) => action };
    const dispatch = recorder.middleware(store as never)((action) => action);
    for (let i = 0; i < 500; i++)
      dispatch(frameReceived.ping({ identify: 'ping', msg_incr: 'x'.repeat(200), data: {} }));
    expect(recorder.stats().bytes).toBeLessThanOrEqual(22_000);
    expect(recorder.stats().dropped).toBeGreaterThan(0);
  });
});

describe('parseRecording', () => {
  const valid = {
    format: 'support-client-recording',
    version: RECORDING_VERSION,
    startedAt: 1,
    meta: {},
    entries: [{ t: 0, kind: 'action', action: { type: 'x' } }],
  };

  it.each([
    ['not JSON', '{', 'malformed'],
    ['another kind of file', JSON.stringify({ hello: 1 }), 'notARecording'],
    ['a newer version', JSON.stringify({ ...valid, version: RECORDING_VERSION + 1 }), 'newerVersion'],
    ['entries missing', JSON.stringify({ ...valid, entries: undefined }), 'malformed'],
    ['a broken entry', JSON.stringify({ ...valid, entries: [{ kind: 'action' }] }), 'malformed'],
  ])('refuses %s with a reason', (_case, text, problem) => {
    expect(parseRecording(text)).toMatchObject({ ok: false, problem });
  });

  it('accepts a recording of this version', () => {
    expect(parseRecording(JSON.stringify(valid)).ok).toBe(true);
  });
});
