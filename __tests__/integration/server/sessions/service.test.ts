/**
 * Customer sessions (docs/protocol.md, "Sessions"; issue 14): tokens expire, logout revokes, a new
 * login leaves older tokens alone; the REST calls answer tokenExpired and the socket refuses them.
 */
import { ERROR_CODE, WS_CLOSE_CODE } from '../../../../src/protocol/codes';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import { login, socketUrl, startSandbox, TestSocket, type RunningSandbox } from '../../../support/sandbox';

const TOKEN_TTL_MS = 1500;

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ tokenTtlMs: TOKEN_TTL_MS });
});
afterAll(() => sandbox.close());

async function codeOf(
  path: string,
  token: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<{ status: number; code: number }> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { [HEADERS.token]: token, ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  return { status: response.status, code: ((await response.json()) as { code: number }).code };
}

async function socketCloseOf(token: string, uid: string): Promise<number> {
  const socket = await TestSocket.open(socketUrl(sandbox.wsUrl, { token, uid, product_id: '1' }));
  const timer = setTimeout(() => socket.socket.close(), 2000);
  const closed = await socket.closed;
  clearTimeout(timer);
  return closed.code;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('customer tokens', () => {
  it('work until they expire, then answer tokenExpired on REST and are refused by the socket', async () => {
    const { id, token } = await login(sandbox.baseUrl);
    expect(await codeOf(REST.userInfo, token)).toEqual({ status: 200, code: ERROR_CODE.ok });
    await sleep(TOKEN_TTL_MS + 100);
    expect(await codeOf(REST.userInfo, token)).toEqual({ status: 401, code: ERROR_CODE.tokenExpired });
    expect(await socketCloseOf(token, id)).toBe(WS_CLOSE_CODE.unauthorized);
  });

  it('answers tokenInvalid (not tokenExpired) for a token never issued', async () => {
    expect(await codeOf(REST.userInfo, 'f'.repeat(64))).toEqual({ status: 401, code: ERROR_CODE.tokenInvalid });
  });

  it('are revoked by logout: REST answers tokenExpired, the socket refuses it, logging out again is harmless', async () => {
    const { id, token } = await login(sandbox.baseUrl);
    expect(await codeOf(REST.logout, token, 'POST')).toEqual({ status: 200, code: ERROR_CODE.ok });
    expect(await codeOf(REST.userInfo, token)).toEqual({ status: 401, code: ERROR_CODE.tokenExpired });
    expect(await socketCloseOf(token, id)).toBe(WS_CLOSE_CODE.unauthorized);
    expect(await codeOf(REST.logout, token, 'POST')).toEqual({ status: 200, code: ERROR_CODE.ok });
    expect(await codeOf(REST.logout, 'f'.repeat(64), 'POST')).toEqual({ status: 401, code: ERROR_CODE.tokenInvalid });
  });

  it('are not revoked by a newer login of the same customer (a webview and a browser may both be open)', async () => {
    const first = await login(sandbox.baseUrl);
    const second = await login(sandbox.baseUrl);
    expect(second.token).not.toBe(first.token);
    expect((await codeOf(REST.userInfo, first.token)).code).toBe(ERROR_CODE.ok);
    expect((await codeOf(REST.userInfo, second.token)).code).toBe(ERROR_CODE.ok);
  });

  it('logging out one token leaves the others of that customer working', async () => {
    const first = await login(sandbox.baseUrl);
    const second = await login(sandbox.baseUrl);
    await codeOf(REST.logout, first.token, 'POST');
    expect((await codeOf(REST.userInfo, second.token)).code).toBe(ERROR_CODE.ok);
  });
});
