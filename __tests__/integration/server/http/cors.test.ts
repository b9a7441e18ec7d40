/**
 * Issue 15, any iframe: in an iframe sandboxed without allow-same-origin the client's origin is
 * `null`, its module scripts and styles load in CORS mode and every REST call is cross-origin. The
 * built files and the customer API answer any origin, without credentials; the agent console's calls
 * answer none; the customer socket takes `Origin: null` (docs/security.md, "CORS").
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { AGENT_REST } from '../../../../src/protocol/agentFrames';
import { LEGACY_FAQ_REST } from '../../../../src/protocol/faq';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import { RECORDING_REST } from '../../../../src/protocol/recordings';
import { SUPERVISOR_REST } from '../../../../src/protocol/supervisor';
import { login, productIdOf, socketUrl, startSandbox, type RunningSandbox } from '../../../support/sandbox';

const SANDBOXED = { Origin: 'null' };

describe('CORS for the client in any iframe', () => {
  let staticDir: string;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'support-cors-dist-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><script type="module" crossorigin src="/assets/app-1.js"></script>',
    );
    writeFileSync(join(staticDir, 'assets', 'app-1.js'), 'export {};\n');
    writeFileSync(join(staticDir, 'assets', 'app-1.js.br'), 'br bytes');
    sandbox = await startSandbox({ staticDir });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const preflight = (path: string, method: string, headers: string) =>
    fetch(`${sandbox.baseUrl}${path}`, {
      method: 'OPTIONS',
      headers: { ...SANDBOXED, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
    });

  it('serves the built files to any origin, still varying by encoding', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await fetch(`${sandbox.baseUrl}/assets/app-1.js`, {
        headers: { ...SANDBOXED, 'Accept-Encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')?.split(/,\s*/)).toEqual(
        expect.arrayContaining(['Accept-Encoding', 'Origin']),
      );
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers the customer API to any origin, with its headers allowed by a cached preflight and no credentials', async () => {
    const call = await preflight(
      REST.login,
      'POST',
      `content-type,${HEADERS.token.toLowerCase()},${HEADERS.productId.toLowerCase()},${HEADERS.companyId.toLowerCase()}`,
    );
    expect(call.status).toBe(204);
    expect(call.headers.get('access-control-allow-origin')).toBe('*');
    // PUT: a field recording's chunks (docs/protocol.md, "Field recordings").
    expect(call.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT');
    expect(call.headers.get('access-control-allow-headers')).toBe(
      `Accept, Content-Type, ${HEADERS.token}, ${HEADERS.productId}, ${HEADERS.companyId}, Authorization`,
    );
    expect(call.headers.get('access-control-max-age')).toBe('600');
    expect(call.headers.get('access-control-allow-credentials')).toBeNull();

    const answer = await fetch(`${sandbox.baseUrl}${REST.productByAppKey}?key=demo`, { headers: SANDBOXED });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await answer.json()) as { code: number }).code).toBe(0);

    const { token } = await login(sandbox.baseUrl);
    const signedIn = await fetch(`${sandbox.baseUrl}${REST.userInfo}`, {
      headers: { ...SANDBOXED, [HEADERS.token]: token },
    });
    expect(signedIn.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await signedIn.json()) as { code: number }).code).toBe(0);
  });

  it('answers the legacy FAQ routes on this origin the same way, their fixed headers allowed', async () => {
    const call = await preflight(LEGACY_FAQ_REST.getType, 'GET', 'authorization,x-company-id');
    expect(call.status).toBe(204);
    expect(call.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(call.headers.get('access-control-allow-headers')).toMatch(/X-Company-Id/);
  });

  it('answers an OPTIONS without the preflight headers with 204 too, never a plain-text 400', async () => {
    const response = await fetch(`${sandbox.baseUrl}${REST.login}`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
  });

  it('lets no other origin use the agent console’s calls', async () => {
    const call = await preflight(AGENT_REST.login, 'POST', 'content-type');
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await call.json()) as { code: number }).code).toBe(1005);
    const signIn = await fetch(`${sandbox.baseUrl}${AGENT_REST.login}`, {
      method: 'POST',
      headers: { ...SANDBOXED, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(signIn.headers.get('access-control-allow-origin')).toBeNull();
    const stats = await preflight(SUPERVISOR_REST.stats, 'GET', 'x-token');
    expect(stats.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a page whose origin is null upload its recording, and no other origin read one', async () => {
    const upload = await preflight(RECORDING_REST.chunk('a'.repeat(22), 0, 0), 'PUT', 'content-type,x-token');
    expect(upload.headers.get('access-control-allow-origin')).toBe('*');
    expect(upload.headers.get('access-control-allow-methods')).toMatch(/\bPUT\b/);
    for (const path of [RECORDING_REST.agentList, RECORDING_REST.agentRecording('a'.repeat(22))]) {
      const read = await fetch(`${sandbox.baseUrl}${path}`, { headers: SANDBOXED });
      expect([path, read.headers.get('access-control-allow-origin')]).toEqual([path, null]);
    }
  });

  it('opens the customer socket for a page whose origin is null', async () => {
    const { id, token } = await login(sandbox.baseUrl);
    const productId = await productIdOf(sandbox.baseUrl, 'demo');
    const socket = new WebSocket(socketUrl(sandbox.wsUrl, { token, uid: id, product_id: productId }), {
      origin: 'null',
    });
    const outcome = await new Promise<string>((resolve) => {
      socket.once('open', () =>
        setTimeout(() => resolve(socket.readyState === WebSocket.OPEN ? 'open' : 'closed'), 200),
      );
      socket.once('close', (code) => resolve(`closed ${code}`));
      socket.once('error', (error) => resolve(error.message));
    });
    socket.close();
    expect(outcome).toBe('open');
  });
});
