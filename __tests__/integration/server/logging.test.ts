/**
 * Issue 14: `sig=` with a value appears in no log line, of the main app or the storage host, during
 * an upload; nor does a socket token or a page link's pass. Issue 30: production mode's log holds no
 * e-mail address, phone number or identification code.
 */
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../../../server/app';
import { logSettingFor } from '../../../server/logging';
import { startStorageHost, type RunningStorage } from '../../../server/storage/start';
import { SENT_CODES_PATH } from '../../../server/verify/mailbox';
import { normaliseVerifyTarget } from '../../../src/protocol/contact';
import { HEADERS, WS_PATH } from '../../../src/protocol/identifiers';
import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import type { SignedUpload } from '../../../src/protocol/uploads';
import { ERROR_CODE } from '../../../src/protocol/codes';
import { PNG_BYTES } from '../../support/orders';
import { chunkOf, gzipJson, newRecordingId, putChunk } from '../../support/recordings';
import { connectAs, login, newDataDir, removeDataDir, TEST_SIGN_IN_LIMIT } from '../../support/sandbox';
import { testDatabaseUrlFor } from '../../support/testDatabase';

/** The JSON lines a logger writes, kept per server. */
function capture(lines: string[]): { stream: Writable } {
  return {
    stream: new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(
          ...chunk
            .toString()
            .split('\n')
            .filter((line) => line.trim() !== ''),
        );
        callback();
      },
    }),
  };
}

/** A credential parameter with a value other than the redaction marker, raw or percent-encoded. */
const LEAKED = /(?:^|[?&;"\s(])(?:sig|s%69g|sign|token|pass|password)=(?!redacted\b)[^&"\s]/i;

describe('log redaction', () => {
  const appLines: string[] = [];
  const storageLines: string[] = [];
  let dataDir: string;
  let storage: RunningStorage;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = newDataDir('support-log-redaction-');
    storage = await startStorageHost({ host: '127.0.0.1', port: 0, dataDir, logger: capture(storageLines) });
    app = await buildSandbox({
      dataDir,
      databaseUrl: await testDatabaseUrlFor(dataDir),
      aiDelayMs: 0,
      storage: storage.link,
      logger: capture(appLines),
      signInLimit: TEST_SIGN_IN_LIMIT,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await storage.app.close();
    await removeDataDir(dataDir);
  });

  it('logs the requests of an upload, a page link and a socket with every credential redacted', async () => {
    const { token } = await login(baseUrl);
    const query = new URLSearchParams({
      file_name: 'shot.png',
      content_type: 'image/png',
      size: String(PNG_BYTES.length),
    });
    const signed = (
      (await (
        await fetch(`${baseUrl}${DOCUMENTED_REST.signUploadObject}?${query.toString()}`, {
          headers: { [HEADERS.token]: token },
        })
      ).json()) as { data: SignedUpload }
    ).data;
    const put = (url: string) =>
      fetch(url, { method: 'PUT', headers: signed.headers, body: new Uint8Array(PNG_BYTES) });
    expect((await put(signed.upload_url)).status).toBe(204);
    expect((await put(signed.upload_url)).status).toBe(409);
    // The same signature under an encoded name, and a tampered one: refused, and redacted all the same.
    expect((await put(signed.upload_url.replace('sig=', 's%69g='))).status).toBe(409);
    expect((await put(signed.upload_url.replace(/sig=[0-9a-f]+/, 'SIG=ab'))).status).toBe(403);
    await fetch(`${baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&sign=ffff`);
    const socket = await connectAs({ baseUrl, wsUrl: `${baseUrl.replace(/^http/, 'ws')}${WS_PATH}` });
    await socket.close();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const storagePuts = storageLines.filter((line) => line.includes('"method":"PUT"'));
    expect(storagePuts.length).toBeGreaterThanOrEqual(4);
    expect(storagePuts.every((line) => /[?&](?:sig|SIG)=redacted/.test(line))).toBe(true);
    expect(appLines.some((line) => line.includes('token=redacted'))).toBe(true);
    const signature = new URL(signed.upload_url).searchParams.get('sig') ?? 'missing';
    for (const line of [...appLines, ...storageLines]) {
      expect(line).not.toMatch(LEAKED);
      expect(line).not.toContain(signature);
      expect(line).not.toContain(token);
      expect(line).not.toContain('demo-pass');
    }
  });

  it('never logs a recording chunk’s body, stored or refused', async () => {
    const { token } = await login(baseUrl);
    const body = (text: string) => gzipJson(chunkOf([{ t: 0, kind: 'route', path: `/${text}` }], { startedAt: 1 }));
    const id = newRecordingId();
    expect((await putChunk({ baseUrl }, token, { id, page: 0, chunk: 0 }, body('body-stored-5f2a'))).code).toBe(0);
    const refused = await putChunk({ baseUrl }, token, { id, page: 0, chunk: 1 }, Buffer.from('body-refused-5f2a'));
    expect(refused.code).toBe(ERROR_CODE.parameterError);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appLines.filter((line) => line.includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(appLines.filter((line) => /body-(stored|refused)-5f2a/.test(line))).toEqual([]);
  });
});

describe('production mode’s log (issue 30): no e-mail address, phone number or code', () => {
  const lines: string[] = [];
  let dataDir: string;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = newDataDir('support-log-masking-');
    app = await buildSandbox({
      dataDir,
      databaseUrl: await testDatabaseUrlFor(dataDir),
      aiDelayMs: 0,
      // What main.ts passes in production mode; the sent-code peek (never there) lets the test type the code.
      logger: { ...capture(lines), ...(logSettingFor(true) as object) },
      exposeSentCodes: true,
      signInLimit: TEST_SIGN_IN_LIMIT,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await removeDataDir(dataDir);
  });

  async function sendAndVerify(token: string, target: string): Promise<string> {
    const post = async (path: string, body: unknown) =>
      (
        (await (
          await fetch(`${baseUrl}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', [HEADERS.token]: token },
            body: JSON.stringify(body),
          })
        ).json()) as { code: number }
      ).code;
    expect(await post(DOCUMENTED_REST.sendVerifyCode, { target })).toBe(0);
    const sent = await fetch(
      `${baseUrl}${SENT_CODES_PATH}?target=${encodeURIComponent(normaliseVerifyTarget(target)!)}`,
    );
    const { code } = ((await sent.json()) as { data: { code: string } }).data;
    expect(await post(DOCUMENTED_REST.verifyCode, { target, code })).toBe(0);
    return code;
  }

  it('masks them in the verify line, request URLs and messages, and keeps the rest', async () => {
    await fetch(`${baseUrl}/chat?app_key=demo&user=victim%40example.com&phone=%2B6281234567890`);
    const alice = await login(baseUrl);
    const bob = await login(baseUrl, { username: 'bob' });
    const codes = [
      await sendAndVerify(alice.token, 'victim@example.com'),
      await sendAndVerify(bob.token, '+62 812-3456-7890'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 50));

    const verifyLines = lines.filter((line) => line.includes('identification code'));
    expect(verifyLines).toHaveLength(2);
    for (const line of verifyLines)
      expect(JSON.parse(line)).toMatchObject({
        userId: expect.stringMatching(/^1000[12]$/),
        target: 'redacted',
        verifyCode: 'redacted',
      });
    expect(lines.some((line) => line.includes('user=%5Bemail%5D&phone=%5Bnumber%5D'))).toBe(true);
    const personal = [
      /victim/i,
      /example\.com/,
      /(?<!\d)6281234567890/,
      /812.?3456/,
      ...codes.map((code) => new RegExp(`(?<!\\d)${code}(?!\\d)`)),
    ];
    for (const line of lines) for (const pattern of personal) expect(line).not.toMatch(pattern);
  });
});
