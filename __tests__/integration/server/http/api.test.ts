import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DEMO_FRAME_ORIGINS } from '../../../../server/db/seed';
import { REST_METHOD } from '../../../../server/http/restMethods';
import { signLink } from '../../../../server/sessions/signedLinks';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import {
  faqConfigSchema,
  loginResponseSchema,
  productLookupSchema,
  userInfoSchema,
} from '../../../../src/protocol/entities';
import { HEADERS } from '../../../../src/protocol/identifiers';
import { DOCUMENTED_REST, LEGACY_FAQ_REST } from '../../../../src/protocol/restCatalog';
import { readEnvelope } from '../../../../src/protocol/rest';
import { bool, int, object, optional, unknownValue } from '../../../../src/protocol/validate';
import { login, startSandbox, type RunningSandbox } from '../../../support/sandbox';

interface Call {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

function call(sandbox: RunningSandbox, path: string, init: RequestInit = {}): Promise<Call> {
  return fetch(`${sandbox.baseUrl}${path}`, init).then(async (response) => {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, text, body };
  });
}

function postJson(
  sandbox: RunningSandbox,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Call> {
  return call(sandbox, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A failure envelope with this code, the HTTP status of docs/protocol.md, and nothing leaked. */
function expectFailure(result: Call, code: number, status: number): void {
  expect(result.status).toBe(status);
  expect(result.body).toEqual({ code, msg: expect.any(String), data: null });
  expect(result.text).not.toMatch(/\bat .+:\d+:\d+|Error:|node_modules/);
}

/** A link's sign, ts and nonce, signed now (docs/protocol.md, "Signed links"). */
const sign = (secret: string, appKey: string, username?: string, userId?: string) =>
  signLink(secret, { appKey, username, userId });

describe('sandbox REST', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  describe('POST /api/v1/user/login', () => {
    it('logs alice in by username and returns an id and a 32-byte hex token', async () => {
      const result = await postJson(sandbox, DOCUMENTED_REST.login, {
        username: 'alice',
        password: 'demo-pass',
        app_key: 'demo',
        language: 'US',
        distinct_id: 'd-1',
      });
      expect(result.status).toBe(200);
      const envelope = readEnvelope(result.body, loginResponseSchema);
      expect(envelope).toEqual({ ok: true, data: { id: '10001', token: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    });

    it('logs bob in by user_id, and accepts a matching X-Product-Id', async () => {
      const result = await postJson(
        sandbox,
        DOCUMENTED_REST.login,
        { user_id: '10002', password: 'demo-pass', app_key: 'demo' },
        { [HEADERS.productId]: '1', [HEADERS.companyId]: '100' },
      );
      expect(readEnvelope(result.body, loginResponseSchema)).toMatchObject({ ok: true, data: { id: '10002' } });
    });

    it('issues a new token on every login', async () => {
      const first = await login(sandbox.baseUrl);
      const second = await login(sandbox.baseUrl);
      expect(first.token).not.toBe(second.token);
    });

    it.each([
      ['a wrong password', { username: 'alice', password: 'nope', app_key: 'demo' }],
      ['an unknown user', { username: 'mallory', password: 'demo-pass', app_key: 'demo' }],
      ['an AI account', { username: 'ai-assistant-1', password: 'demo-pass', app_key: 'demo' }],
      [
        'a username and user_id of two users',
        { username: 'alice', user_id: '10002', password: 'demo-pass', app_key: 'demo' },
      ],
    ])('refuses %s with authFailed', async (_case, body) => {
      expectFailure(await postJson(sandbox, DOCUMENTED_REST.login, body), ERROR_CODE.authFailed, 401);
    });

    it('refuses an unknown app key with unsupportedProduct', async () => {
      const result = await postJson(sandbox, DOCUMENTED_REST.login, {
        username: 'alice',
        password: 'demo-pass',
        app_key: 'nope',
      });
      expectFailure(result, ERROR_CODE.unsupportedProduct, 404);
    });

    it.each([
      ['no password', { username: 'alice', app_key: 'demo' }],
      ['an empty password', { username: 'alice', password: '', app_key: 'demo' }],
      ['no username or user_id', { password: 'demo-pass', app_key: 'demo' }],
      ['no app_key', { username: 'alice', password: 'demo-pass' }],
      ['a number as username', { username: 42, password: 'demo-pass', app_key: 'demo' }],
      ['an array as body', []],
    ])('refuses %s with parameterError', async (_case, body) => {
      expectFailure(await postJson(sandbox, DOCUMENTED_REST.login, body), ERROR_CODE.parameterError, 400);
    });

    it('refuses an X-Product-Id that is not the app key’s product', async () => {
      const result = await postJson(
        sandbox,
        DOCUMENTED_REST.login,
        { username: 'alice', password: 'demo-pass', app_key: 'demo' },
        { [HEADERS.productId]: '2' },
      );
      expectFailure(result, ERROR_CODE.parameterError, 400);
    });

    describe('on a product with a secret (demo-signed)', () => {
      it('refuses a missing or bad sign, even with the right password', async () => {
        const base = { username: 'alice', password: 'demo-pass', app_key: 'demo-signed' };
        expectFailure(await postJson(sandbox, DOCUMENTED_REST.login, base), ERROR_CODE.authFailed, 401);
        const fresh = sign('demo-secret', 'demo-signed', 'alice');
        expectFailure(
          await postJson(sandbox, DOCUMENTED_REST.login, { ...base, ...fresh, sign: 'f'.repeat(64) }),
          ERROR_CODE.authFailed,
          401,
        );
        const signedForBob = sign('demo-secret', 'demo-signed', 'bob');
        expectFailure(
          await postJson(sandbox, DOCUMENTED_REST.login, { ...base, ...signedForBob }),
          ERROR_CODE.authFailed,
          401,
        );
        const wrongSecret = sign('other-secret', 'demo-signed', 'alice');
        expectFailure(
          await postJson(sandbox, DOCUMENTED_REST.login, { ...base, ...wrongSecret }),
          ERROR_CODE.authFailed,
          401,
        );
      });

      it('admits a known user with a valid sign', async () => {
        const result = await postJson(sandbox, DOCUMENTED_REST.login, {
          username: 'alice',
          password: 'x',
          app_key: 'demo-signed',
          ...sign('demo-secret', 'demo-signed', 'alice'),
        });
        expect(readEnvelope(result.body, loginResponseSchema)).toMatchObject({ ok: true, data: { id: '10001' } });
      });

      it('creates an unknown user vouched for by a valid sign, once', async () => {
        const body = { username: 'carol', password: 'x', nickname: 'Carol', app_key: 'demo-signed' };
        const signedLogin = () =>
          postJson(sandbox, DOCUMENTED_REST.login, { ...body, ...sign('demo-secret', 'demo-signed', 'carol') });
        const first = readEnvelope((await signedLogin()).body, loginResponseSchema);
        const second = readEnvelope((await signedLogin()).body, loginResponseSchema);
        if (!first.ok || !second.ok) throw new Error('signed login failed');
        expect(Number(first.data.id)).toBeGreaterThanOrEqual(100001);
        expect(second.data.id).toBe(first.data.id);
        const info = await call(sandbox, DOCUMENTED_REST.userInfo, { headers: { [HEADERS.token]: first.data.token } });
        expect(readEnvelope(info.body, userInfoSchema)).toEqual({
          ok: true,
          data: { id: first.data.id, username: 'carol', nickname: 'Carol', avatar: '' },
        });
        // The created user has no password: the unsigned product does not admit them.
        const unsigned = await postJson(sandbox, DOCUMENTED_REST.login, {
          username: 'carol',
          password: 'x',
          app_key: 'demo',
        });
        expectFailure(unsigned, ERROR_CODE.authFailed, 401);
      });

      it('creates a user named only by user_id with that id', async () => {
        const result = await postJson(sandbox, DOCUMENTED_REST.login, {
          user_id: '777001',
          password: 'x',
          app_key: 'demo-signed',
          ...sign('demo-secret', 'demo-signed', undefined, '777001'),
        });
        expect(readEnvelope(result.body, loginResponseSchema)).toMatchObject({ ok: true, data: { id: '777001' } });
      });
    });
  });

  describe('GET /api/v1/user/info', () => {
    it('names the token’s user', async () => {
      const { token } = await login(sandbox.baseUrl, { username: 'bob' });
      const result = await call(sandbox, DOCUMENTED_REST.userInfo, { headers: { [HEADERS.token]: token } });
      expect(result.status).toBe(200);
      expect(readEnvelope(result.body, userInfoSchema)).toEqual({
        ok: true,
        data: { id: '10002', username: 'bob', nickname: 'Bob', avatar: '' },
      });
    });

    it('answers tokenInvalid without a token or with an unknown one', async () => {
      expectFailure(await call(sandbox, DOCUMENTED_REST.userInfo), ERROR_CODE.tokenInvalid, 401);
      const unknown = await call(sandbox, DOCUMENTED_REST.userInfo, { headers: { [HEADERS.token]: 'a'.repeat(64) } });
      expectFailure(unknown, ERROR_CODE.tokenInvalid, 401);
    });
  });

  describe('GET /api/v1/product/by-app-key', () => {
    it.each([
      ['demo', '1'],
      ['demo-faq', '2'],
      ['demo-scheme3', '3'],
      ['demo-signed', '4'],
    ])('resolves %s to product %s of company 100, with its host allowlist', async (key, id) => {
      const result = await call(sandbox, `${DOCUMENTED_REST.productByAppKey}?key=${key}`);
      expect(readEnvelope(result.body, productLookupSchema)).toEqual({
        ok: true,
        data: { id, company_id: '100', host_origins: DEMO_FRAME_ORIGINS.split(' ') },
      });
    });

    it('answers unsupportedProduct for an unknown key and parameterError for a missing or repeated one', async () => {
      expectFailure(
        await call(sandbox, `${DOCUMENTED_REST.productByAppKey}?key=nope`),
        ERROR_CODE.unsupportedProduct,
        404,
      );
      expectFailure(await call(sandbox, DOCUMENTED_REST.productByAppKey), ERROR_CODE.parameterError, 400);
      expectFailure(await call(sandbox, `${DOCUMENTED_REST.productByAppKey}?key=`), ERROR_CODE.parameterError, 400);
      expectFailure(
        await call(sandbox, `${DOCUMENTED_REST.productByAppKey}?key=demo&key=demo`),
        ERROR_CODE.parameterError,
        400,
      );
    });
  });

  describe('GET /api/v1/faq/conf', () => {
    it.each([
      ['demo', 0, 1],
      ['demo-faq', 1, 1],
      ['demo-scheme3', 1, 3],
    ])('gives the config of %s', async (appKey, isForceFaq, colorScheme) => {
      const result = await call(sandbox, `${DOCUMENTED_REST.faqConf}?app_key=${appKey}&country=JP`);
      expect(readEnvelope(result.body, faqConfigSchema)).toEqual({
        ok: true,
        data: {
          is_force_faq: isForceFaq,
          is_report_data: 0,
          ai_michat_status: 1,
          color_scheme: colorScheme,
          faq_url: '/faqmain?faq_set=default&source=config',
          capture_policy: 'on_support',
          capture_sample_rate: 1,
        },
      });
    });

    it('answers unsupportedProduct for an unknown app key and parameterError without one', async () => {
      expectFailure(
        await call(sandbox, `${DOCUMENTED_REST.faqConf}?app_key=nope&country=US`),
        ERROR_CODE.unsupportedProduct,
        404,
      );
      expectFailure(await call(sandbox, `${DOCUMENTED_REST.faqConf}?country=US`), ERROR_CODE.parameterError, 400);
    });
  });

  describe('GET /api/v1/msg/check-send-status', () => {
    const statusSchema = object({ is_send: bool, seq: optional(int) });

    it('needs a token and a client_msg_id', async () => {
      expectFailure(
        await call(sandbox, `${DOCUMENTED_REST.checkSendStatus}?client_msg_id=x`),
        ERROR_CODE.tokenInvalid,
        401,
      );
      const { token } = await login(sandbox.baseUrl);
      const result = await call(sandbox, DOCUMENTED_REST.checkSendStatus, { headers: { [HEADERS.token]: token } });
      expectFailure(result, ERROR_CODE.parameterError, 400);
    });

    it('reports an unknown message as not sent', async () => {
      const { token } = await login(sandbox.baseUrl);
      const result = await call(sandbox, `${DOCUMENTED_REST.checkSendStatus}?client_msg_id=never-sent`, {
        headers: { [HEADERS.token]: token },
      });
      expect(readEnvelope(result.body, statusSchema)).toEqual({ ok: true, data: { is_send: false } });
    });
  });

  describe('failures are envelopes', () => {
    it('answers an unknown /api, /store or /customer path with notFound', async () => {
      expectFailure(await call(sandbox, '/api/v1/nope'), ERROR_CODE.notFound, 404);
      expectFailure(await call(sandbox, '/api/v1/nope', { method: 'POST' }), ERROR_CODE.notFound, 404);
      expectFailure(await call(sandbox, '/store/v1/nope'), ERROR_CODE.notFound, 404);
      expectFailure(await call(sandbox, '/customer/v1/nope'), ERROR_CODE.notFound, 404);
      expectFailure(await call(sandbox, '/api'), ERROR_CODE.notFound, 404);
    });

    it('answers malformed JSON, an empty JSON body and a wrong content type with parameterError', async () => {
      const headers = { 'Content-Type': 'application/json' };
      expectFailure(
        await call(sandbox, DOCUMENTED_REST.login, { method: 'POST', headers, body: '{"username": ' }),
        ERROR_CODE.parameterError,
        400,
      );
      expectFailure(
        await call(sandbox, DOCUMENTED_REST.login, { method: 'POST', headers, body: '' }),
        ERROR_CODE.parameterError,
        400,
      );
      const text = await call(sandbox, DOCUMENTED_REST.login, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'hi',
      });
      expectFailure(text, ERROR_CODE.parameterError, 400);
    });

    it('answers a body over the limit with parameterError', async () => {
      const body = JSON.stringify({ username: 'x'.repeat(300 * 1024), password: 'p', app_key: 'demo' });
      const result = await call(sandbox, DOCUMENTED_REST.login, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expectFailure(result, ERROR_CODE.parameterError, 400);
    });

    it('answers every documented call that is not built yet with notImplemented', async () => {
      const implemented: string[] = [
        DOCUMENTED_REST.login,
        DOCUMENTED_REST.userInfo,
        DOCUMENTED_REST.productByAppKey,
        DOCUMENTED_REST.faqConf,
        DOCUMENTED_REST.faqTypeList,
        DOCUMENTED_REST.faqList,
        DOCUMENTED_REST.faqDetails,
        DOCUMENTED_REST.checkSendStatus,
        DOCUMENTED_REST.historyList,
        DOCUMENTED_REST.submitEvaluate,
        DOCUMENTED_REST.customerEvaluations,
        DOCUMENTED_REST.groupMemberList,
        DOCUMENTED_REST.customerGroupInfo,
        DOCUMENTED_REST.createGroup,
        DOCUMENTED_REST.findUsersByIds,
        DOCUMENTED_REST.workOrderDraftUpdate,
        DOCUMENTED_REST.submitWorkOrder,
        DOCUMENTED_REST.signUploadObject,
        DOCUMENTED_REST.recentConversations,
        DOCUMENTED_REST.contactChannels,
        DOCUMENTED_REST.sendVerifyCode,
        DOCUMENTED_REST.verifyCode,
        DOCUMENTED_REST.logout,
        DOCUMENTED_REST.answerFeedback,
      ];
      const pending = (Object.keys(DOCUMENTED_REST) as (keyof typeof DOCUMENTED_REST)[]).filter(
        (key) => !implemented.includes(DOCUMENTED_REST[key]),
      );
      expect(pending.length).toBeGreaterThan(0);
      for (const key of pending) {
        const method = REST_METHOD[key];
        const result = await call(
          sandbox,
          DOCUMENTED_REST[key],
          method === 'POST' ? { method, headers: { 'Content-Type': 'application/json' }, body: '{}' } : {},
        );
        expectFailure(result, ERROR_CODE.notImplemented, 501);
      }
      // Served on this origin too (docs/protocol.md, "Legacy FAQ client"); without its fixed header, refused.
      for (const path of Object.values(LEGACY_FAQ_REST)) {
        expectFailure(await call(sandbox, path), ERROR_CODE.authFailed, 401);
      }
    });

    it('sets nosniff and no-store on API answers and never a frame-blocking header', async () => {
      const result = await call(sandbox, `${DOCUMENTED_REST.productByAppKey}?key=demo`);
      expect(result.headers.get('x-content-type-options')).toBe('nosniff');
      expect(result.headers.get('cache-control')).toBe('no-store');
      expect(result.headers.get('x-frame-options')).toBeNull();
      expect(readEnvelope(result.body, unknownValue).ok).toBe(true);
    });
  });
});

describe('sandbox static client', () => {
  const INDEX = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
  let dir: string;
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'support-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1);'));
    writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1);'));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
    sandbox = await startSandbox({ staticDir: dir });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/index.html',
    '/chat?app_key=demo&user=alice&pass=demo-pass&country=US',
    '/faqmain',
    '/faqa',
    '/anything-unknown',
    '/deep/unknown/path',
  ])('serves index.html for %s, uncached and with the HTML security headers', async (path) => {
    const result = await call(sandbox, path);
    expect(result.status).toBe(200);
    expect(result.text).toBe(INDEX);
    expect(result.headers.get('content-type')).toMatch(/^text\/html/);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('referrer-policy')).toBe('no-referrer');
    expect(result.headers.get('x-frame-options')).toBeNull();
  });

  it('serves fingerprinted assets with a long cache and other files revalidated', async () => {
    const asset = await call(sandbox, '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log(1);');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await call(sandbox, '/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('sends the build’s precompressed form of an asset for Accept-Encoding %s', async (accepted, encoding) => {
    const asset = await call(sandbox, '/assets/index-abc123.js', { headers: { 'Accept-Encoding': accepted } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe(encoding);
    expect(asset.text).toBe('console.log(1);');
    expect(asset.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(asset.headers.get('vary')?.split(/,\s*/)).toContain('Accept-Encoding');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const result = await call(sandbox, '/assets/index-gone.js');
    expect(result.status).toBe(404);
    expect(result.text).not.toContain('<html');
  });

  it('keeps answering backend paths with envelopes', async () => {
    expectFailure(await call(sandbox, '/api/v1/nope'), ERROR_CODE.notFound, 404);
  });

  it('asks for a build when there is no index.html', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'support-dist-empty-'));
    const unbuilt = await startSandbox({ staticDir: empty });
    const withoutDir = await startSandbox();
    try {
      for (const instance of [unbuilt, withoutDir]) {
        const result = await call(instance, '/chat');
        expect(result.status).toBe(503);
        expect(result.text).toContain('npm run build');
      }
    } finally {
      await unbuilt.close();
      await withoutDir.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
