/**
 * Issue 15, every error translated: a link the sandbox cannot take — a head over Node's 16 KB
 * (maxHeaderSize), a path whose percent-encoding does not decode — gets the client's own page with
 * its Content-Security-Policy, which then shows its translated error; never Fastify's raw JSON.
 * Backend calls keep their envelopes, missing files their plain text.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_FRAME_ORIGINS } from '../../../../server/db/seed';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { startSandbox, type RunningSandbox } from '../../../support/sandbox';

const INDEX = '<!doctype html><title>Customer support</title><script>void 0;</script><div id="root"></div>';
/** Raw answers (written to the socket, past Fastify's hooks) still name their node. */
const NODE = 'bad-links-node';
const LONG = 'x'.repeat(20_000);

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends the request as written, as a browser would; Node refuses some before Fastify sees them. */
function sendRaw(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [top, ...rest] = received.split('\r\n\r\n');
      const [statusLine, ...lines] = top.split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('links the sandbox cannot take', () => {
  let staticDir: string;
  let sandbox: RunningSandbox;
  const get = (target: string, extraHeaders = '') =>
    sendRaw(
      sandbox.port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\n${extraHeaders}Connection: close\r\n\r\n`,
    );

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'support-bad-links-dist-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), INDEX);
    sandbox = await startSandbox({ staticDir, nodeId: NODE });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  function expectClientPage(answer: RawAnswer, status: number): void {
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.body).toBe(INDEX);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).toContain(`frame-ancestors 'self' ${DEMO_FRAME_ORIGINS}`);
    expect(policy).toContain(`connect-src 'self' ws://127.0.0.1:${sandbox.port}`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-sandbox-node')).toBe(NODE);
  }

  it('answers a link over 16 KB with the client page and status 431, framed like the product’s page', async () => {
    expectClientPage(await get(`/chat?app_key=demo&user=alice&pass=demo-pass&nickname=${LONG}`), 431);
    expectClientPage(await get(`/chat?nickname=${LONG}&app_key=demo`), 431);
  });

  it('answers a head over 16 KB for another reason (a huge header) the same way', async () => {
    expectClientPage(await get('/chat?app_key=demo', `X-Filler: ${LONG}\r\n`), 431);
  });

  it('keeps the envelope for a backend call over 16 KB', async () => {
    const answer = await get(`/api/v1/faq/list?app_key=demo&keyword=${LONG}`);
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('x-sandbox-node')).toBe(NODE);
    expect(JSON.parse(answer.body)).toEqual({ code: ERROR_CODE.parameterError, msg: expect.any(String), data: null });
  });

  it.each(['/%?app_key=demo', '/chat/%E0%A4%A?app_key=demo', '/faqmain%?app_key=demo'])(
    'answers %s, whose path does not decode, with the client page and 400',
    async (target) => {
      expectClientPage(await get(target), 400);
    },
  );

  it('keeps the envelope for a backend path that does not decode, and plain text for a file', async () => {
    const call = await get('/api/v1/%');
    expect(call.status).toBe(400);
    expect(JSON.parse(call.body)).toEqual({ code: ERROR_CODE.parameterError, msg: expect.any(String), data: null });
    const file = await get('/assets/%');
    expect(file.status).toBe(400);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('serves a query that does not decode as the client page: the client reads its link itself', async () => {
    expectClientPage(await get('/chat?app_key=demo&user=%E0%A4%A'), 200);
  });
});
