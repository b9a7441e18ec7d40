import { ERROR_CODE } from '../../../../src/protocol/codes';
import { HEADERS } from '../../../../src/protocol/identifiers';
import { DOCUMENTED_REST } from '../../../../src/protocol/restCatalog';
import { readEnvelope } from '../../../../src/protocol/rest';
import { signedUploadSchema, UPLOAD_MAX_BYTES, type SignedUpload } from '../../../../src/protocol/uploads';
import { PNG_BYTES } from '../../../support/orders';
import { login, startSandbox, type RunningSandbox } from '../../../support/sandbox';

async function sign(sandbox: RunningSandbox, token: string | undefined, query: Record<string, string>) {
  const response = await fetch(
    `${sandbox.baseUrl}${DOCUMENTED_REST.signUploadObject}?${new URLSearchParams(query).toString()}`,
    {
      headers: token ? { [HEADERS.token]: token } : {},
    },
  );
  return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
}

async function signed(
  sandbox: RunningSandbox,
  token: string,
  contentType = 'image/png',
  size = PNG_BYTES.length,
): Promise<SignedUpload> {
  const { body } = await sign(sandbox, token, { file_name: 'shot.png', content_type: contentType, size: String(size) });
  const envelope = readEnvelope(body, signedUploadSchema);
  if (!envelope.ok) throw new Error(`signing failed: ${envelope.code}`);
  return envelope.data;
}

/** A PUT with only the given headers: no token, no cookie, nothing else of the main API. */
function put(url: string, body: Buffer, headers: Record<string, string>) {
  return fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) });
}

function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

const sigOf = (url: string): string => new URL(url).searchParams.get('sig') ?? '';

describe('signed uploads to the separate storage host', () => {
  let sandbox: RunningSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ storage: true });
    token = (await login(sandbox.baseUrl)).token;
  });
  afterAll(() => sandbox.close());

  it('signs a PUT on another origin with exactly the Content-Type header, valid for 15 minutes', async () => {
    const before = Date.now();
    const upload = await signed(sandbox, token);
    expect(sandbox.storageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.storageUrl).not.toBe(sandbox.baseUrl);
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(upload.upload_url.startsWith(`${upload.file_url}?`)).toBe(true);
    expect(upload.file_url).toMatch(new RegExp(`^${sandbox.storageUrl}/o/[0-9a-f-]{36}\\.png$`));
    expect(upload.expires_at).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(upload.expires_at).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
  });

  it('stores a PUT that carries no auth header and serves the file back inline, typed and nosniff', async () => {
    const upload = await signed(sandbox, token);
    const stored = await put(upload.upload_url, PNG_BYTES, upload.headers);
    expect(stored.status).toBe(204);
    const served = await fetch(upload.file_url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('serves a video as an attachment, never inline', async () => {
    const bytes = Buffer.from('not really a video, but bytes');
    const upload = await signed(sandbox, token, 'video/mp4', bytes.length);
    expect((await put(upload.upload_url, bytes, upload.headers)).status).toBe(204);
    const served = await fetch(upload.file_url);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });

  it.each([
    ['a tampered signature', (url: string) => withParam(url, 'sig', 'ab'.repeat(32))],
    ['the signature with trailing characters', (url: string) => withParam(url, 'sig', `${sigOf(url)}zz`)],
    ['the signature in upper case', (url: string) => withParam(url, 'sig', sigOf(url).toUpperCase())],
    ['a larger size than signed', (url: string) => withParam(url, 'size', '99999999')],
    ['another content type than signed', (url: string) => withParam(url, 'content_type', 'image/gif')],
    ['a later expiry than signed', (url: string) => withParam(url, 'expires', String(Date.now() + 86_400_000))],
    ['no signature', (url: string) => url.slice(0, url.indexOf('?'))],
  ])('refuses %s with 403 and a JSON error, storing nothing', async (_name, tamper) => {
    const upload = await signed(sandbox, token);
    const refused = await put(tamper(upload.upload_url), PNG_BYTES, upload.headers);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'signature_invalid', message: expect.any(String) });
    expect((await fetch(upload.file_url)).status).toBe(404);
  });

  it('refuses a body of another Content-Type than signed (415) and a body over the signed size (413)', async () => {
    const upload = await signed(sandbox, token);
    const wrongType = await put(upload.upload_url, PNG_BYTES, { 'Content-Type': 'image/jpeg' });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ error: 'content_type_mismatch', message: expect.any(String) });

    const oversize = await put(upload.upload_url, Buffer.concat([PNG_BYTES, Buffer.from('x')]), upload.headers);
    expect(oversize.status).toBe(413);
    expect(await oversize.json()).toEqual({ error: 'too_large', message: expect.any(String) });
    expect((await fetch(upload.file_url)).status).toBe(404);
  });

  it('answers the CORS preflight of a PUT with Content-Type for any origin, the sandboxed iframe’s `null` included', async () => {
    const upload = await signed(sandbox, token);
    for (const origin of [sandbox.baseUrl, 'null', 'http://elsewhere.example']) {
      const preflight = await fetch(upload.upload_url, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, PUT');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
      expect(preflight.headers.get('access-control-max-age')).toBe('600');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    }

    const stored = await fetch(upload.upload_url, {
      method: 'PUT',
      headers: { ...upload.headers, Origin: 'null' },
      body: new Uint8Array(PNG_BYTES),
    });
    expect(stored.status).toBe(204);
    expect(stored.headers.get('access-control-allow-origin')).toBe('*');
    const file = await fetch(upload.file_url, { headers: { Origin: 'null' } });
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
  });

  describe('sign-upload-object refusals', () => {
    it.each([
      [
        'an unsupported type',
        { file_name: 'a.pdf', content_type: 'application/pdf', size: '10' },
        ERROR_CODE.fileTypeUnsupported,
        422,
      ],
      [
        'SVG (scriptable)',
        { file_name: 'a.svg', content_type: 'image/svg+xml', size: '10' },
        ERROR_CODE.fileTypeUnsupported,
        422,
      ],
      [
        'an image over 10 MiB',
        { file_name: 'a.png', content_type: 'image/png', size: String(UPLOAD_MAX_BYTES.image + 1) },
        ERROR_CODE.fileTooLarge,
        413,
      ],
      [
        'a video over 50 MiB',
        { file_name: 'a.mp4', content_type: 'video/mp4', size: String(UPLOAD_MAX_BYTES.video + 1) },
        ERROR_CODE.fileTooLarge,
        413,
      ],
      ['no file name', { content_type: 'image/png', size: '10' }, ERROR_CODE.parameterError, 400],
      ['a size of 0', { file_name: 'a.png', content_type: 'image/png', size: '0' }, ERROR_CODE.parameterError, 400],
    ])('%s', async (_name, query, code, status) => {
      const result = await sign(sandbox, token, query);
      expect(result.status).toBe(status);
      expect(result.body).toEqual({ code, msg: expect.any(String), data: null });
    });

    it('a 50 MiB video and a 10 MiB image are within the limits', async () => {
      expect((await signed(sandbox, token, 'video/quicktime', UPLOAD_MAX_BYTES.video)).file_url).toMatch(/\.mov$/);
      expect((await signed(sandbox, token, 'image/webp', UPLOAD_MAX_BYTES.image)).file_url).toMatch(/\.webp$/);
    });

    it('needs a token', async () => {
      const result = await sign(sandbox, undefined, { file_name: 'a.png', content_type: 'image/png', size: '10' });
      expect(result.body.code).toBe(ERROR_CODE.tokenInvalid);
    });
  });
});

describe('expired upload URLs', () => {
  it('refuses a PUT after the URL expired with 403 url_expired', async () => {
    const sandbox = await startSandbox({ storage: { uploadTtlMs: 1 } });
    try {
      const { token } = await login(sandbox.baseUrl);
      const upload = await signed(sandbox, token);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const refused = await put(upload.upload_url, PNG_BYTES, upload.headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'url_expired', message: expect.any(String) });
    } finally {
      await sandbox.close();
    }
  });
});

describe('without a storage host', () => {
  it('sign-upload-object answers notImplemented', async () => {
    const sandbox = await startSandbox();
    try {
      const { token } = await login(sandbox.baseUrl);
      const result = await sign(sandbox, token, { file_name: 'a.png', content_type: 'image/png', size: '10' });
      expect(result).toEqual({
        status: 501,
        body: { code: ERROR_CODE.notImplemented, msg: expect.any(String), data: null },
      });
    } finally {
      await sandbox.close();
    }
  });
});
