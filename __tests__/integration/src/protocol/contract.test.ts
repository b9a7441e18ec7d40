import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { AGENT_REST, AGENT_SOCKET_PATH } from '../../../../src/protocol/agentFrames';
import { CONTENT_TYPE, ERROR_CODE, WS_CLOSE_CODE } from '../../../../src/protocol/codes';
import { decodeIncomingFrame } from '../../../../src/protocol/codec';
import {
  faqConfigSchema,
  loginResponseSchema,
  productLookupSchema,
  userInfoSchema,
} from '../../../../src/protocol/entities';
import { PROFILE_REST } from '../../../../src/protocol/customerProfiles';
import { HELP_CENTRE_REST } from '../../../../src/protocol/helpCentreEditing';
import { HEADERS, INCOMING_IDENTIFIERS, OUTGOING_IDENTIFIERS } from '../../../../src/protocol/identifiers';
import { DOCUMENTED_REST, LEGACY_FAQ_REST } from '../../../../src/protocol/restCatalog';
import { readEnvelope } from '../../../../src/protocol/rest';
import { object, type Validator } from '../../../../src/protocol/validate';
import { startSandbox } from '../../../support/sandbox';
import { REPO_ROOT } from '../../../support/repoRoot';

const doc = readFileSync(join(REPO_ROOT, 'docs/protocol.md'), 'utf8');

describe('docs/protocol.md documents everything src/protocol defines', () => {
  it.each([...new Set([...OUTGOING_IDENTIFIERS, ...INCOMING_IDENTIFIERS])])(
    'identifier %s has its own section',
    (identify) => {
      expect(doc).toMatch(new RegExp(`^### ${identify}$`, 'm'));
    },
  );

  it.each(Object.values(DOCUMENTED_REST))('REST path %s', (path) => {
    expect(doc).toContain(path);
  });

  it.each(Object.values(LEGACY_FAQ_REST))('legacy FAQ path %s', (path) => expect(doc).toContain(path));

  it.each([...Object.values(AGENT_REST), AGENT_SOCKET_PATH])('agent path %s', (path) => expect(doc).toContain(path));

  it.each(Object.values(HELP_CENTRE_REST))('help-centre editor path %s', (path) => expect(doc).toContain(path));

  it.each(Object.values(PROFILE_REST))('customer profile path %s', (path) => expect(doc).toContain(path));

  it.each(Object.values(WS_CLOSE_CODE))('socket close code %i', (code) =>
    expect(doc).toMatch(new RegExp(`\\b${code}\\b`)),
  );

  it.each(Object.values(HEADERS))('header %s', (header) => expect(doc).toContain(`\`${header}\``));

  it.each(Object.values(CONTENT_TYPE))('content type %i', (code) => expect(doc).toMatch(new RegExp(`\\b${code}\\b`)));

  it('has exactly the error code table of ERROR_CODE', () => {
    const rows = [...doc.matchAll(/^\| (\d+) \| (\w+) \| (\d+) \|/gm)].map(([, code, name]) => [name, Number(code)]);
    expect(Object.fromEntries(rows)).toEqual(ERROR_CODE);
  });
});

/** HTTP status of each error code, as the doc's table says. */
const documentedStatus = Object.fromEntries(
  [...doc.matchAll(/^\| (\d+) \| \w+ \| (\d+) \|/gm)].map(([, code, status]) => [Number(code), Number(status)]),
);

describe('the sandbox answers as docs/protocol.md says', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox({ aiDelayMs: 0 });
  });
  afterAll(() => sandbox.close());

  async function call<T>(path: string, schema: Validator<T>, init: RequestInit = {}) {
    const response = await fetch(`${sandbox.baseUrl}${path}`, init);
    const body: unknown = await response.json();
    return { status: response.status, body, result: readEnvelope(body, schema) };
  }
  const loginBody = (overrides: Record<string, unknown> = {}) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [HEADERS.productId]: '1', [HEADERS.companyId]: '100' },
    body: JSON.stringify({ username: 'alice', password: 'demo-pass', app_key: 'demo', language: 'US', ...overrides }),
  });
  const anything = object({});

  it.each([
    ['product lookup', `${DOCUMENTED_REST.productByAppKey}?key=demo`, productLookupSchema, {}],
    ['FAQ config', `${DOCUMENTED_REST.faqConf}?app_key=demo&country=US`, faqConfigSchema, {}],
    ['login', DOCUMENTED_REST.login, loginResponseSchema, loginBody()],
  ])('%s succeeds with data the client accepts', async (_name, path, schema, init) => {
    const { status, result } = await call(path, schema as Validator<unknown>, init);
    expect(status).toBe(200);
    expect(result.ok).toBe(true);
  });

  it('user/info answers the token’s user', async () => {
    const login = await call(DOCUMENTED_REST.login, loginResponseSchema, loginBody());
    if (!login.result.ok) throw new Error('login failed');
    const info = await call(DOCUMENTED_REST.userInfo, userInfoSchema, {
      headers: { [HEADERS.token]: login.result.data.token },
    });
    expect(info.result).toMatchObject({ ok: true, data: { id: login.result.data.id, username: 'alice' } });
  });

  it.each([
    ['a missing app key', `${DOCUMENTED_REST.productByAppKey}`, {}, ERROR_CODE.parameterError],
    ['an unknown app key', `${DOCUMENTED_REST.productByAppKey}?key=nope`, {}, ERROR_CODE.unsupportedProduct],
    [
      'an unknown app key for the FAQ config',
      `${DOCUMENTED_REST.faqConf}?app_key=nope&country=US`,
      {},
      ERROR_CODE.unsupportedProduct,
    ],
    ['a wrong pass', DOCUMENTED_REST.login, loginBody({ password: 'x' }), ERROR_CODE.authFailed],
    ['a login without password', DOCUMENTED_REST.login, loginBody({ password: undefined }), ERROR_CODE.parameterError],
    [
      'a body that is not JSON',
      DOCUMENTED_REST.login,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' },
      ERROR_CODE.parameterError,
    ],
    ['no token', DOCUMENTED_REST.userInfo, {}, ERROR_CODE.tokenInvalid],
    ['an unknown token', DOCUMENTED_REST.userInfo, { headers: { [HEADERS.token]: 'nope' } }, ERROR_CODE.tokenInvalid],
    ['an unknown API path', '/api/v1/nope', {}, ERROR_CODE.notFound],
  ])('%s gets the documented error envelope and status, without a stack trace', async (_name, path, init, code) => {
    const { status, body, result } = await call(path, anything, init);
    expect(result).toMatchObject({ ok: false, code });
    expect(status).toBe(documentedStatus[code]);
    expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it('replies to socket requests with the same identify and msg_incr, in frames the client decodes', async () => {
    const login = await call(DOCUMENTED_REST.login, loginResponseSchema, loginBody({ username: 'bob' }));
    if (!login.result.ok) throw new Error('login failed');
    const { id, token } = login.result.data;
    const socket = new WebSocket(
      `${sandbox.baseUrl.replace(/^http/, 'ws')}/ws?token=${token}&uid=${id}&platform_id=1&product_id=1&country_code=US`,
    );
    const replies: unknown[] = [];
    socket.on('message', (data) => replies.push(decodeIncomingFrame(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const frame = (identify: string, msgIncr: string, data: unknown) =>
      JSON.stringify({ identify, sender_id: id, product_id: '1', msg_incr: msgIncr, data });
    socket.send(frame('ping', 'p-1', {}));
    socket.send(frame('init_ai_customer_conversation', 'i-1', { time_zone: 'UTC' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.close();
    expect(replies).toEqual(
      expect.arrayContaining([
        { kind: 'frame', frame: expect.objectContaining({ identify: 'ping', msg_incr: 'p-1' }) },
        {
          kind: 'frame',
          frame: expect.objectContaining({ identify: 'init_ai_customer_conversation', msg_incr: 'i-1' }),
        },
      ]),
    );
  });
});
