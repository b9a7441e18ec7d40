/** @jest-environment ./__tests__/support/quietNodeEnvironment.ts */
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  parseFrameOrigins,
} from '../../../../server/http/contentSecurityPolicy';
import { redactText, redactUrl } from '../../../../server/logging';
import { citationVerdict, objectKeyOfUrl, type CitationSources } from '../../../../server/storage/citations';
import type { UploadRecord } from '../../../../server/store/uploads';

describe('redactUrl', () => {
  it.each([
    [
      '/o/k.png?content_type=image%2Fpng&size=5&expires=9&sig=abcdef',
      '/o/k.png?content_type=image%2Fpng&size=5&expires=9&sig=redacted',
    ],
    ['/ws?token=t0k&uid=10001', '/ws?token=redacted&uid=10001'],
    [
      '/chat?app_key=demo&user=alice&pass=demo-pass&sign=ff&nonce=n1&ts=1',
      '/chat?app_key=demo&user=alice&pass=redacted&sign=redacted&nonce=redacted&ts=1',
    ],
    ['/o/k.png?SIG=abc&Token=x', '/o/k.png?SIG=redacted&Token=redacted'],
    ['/o/k.png?s%69g=abc', '/o/k.png?sig=redacted'],
    ['/o/k.png?sig=a&sig=b', '/o/k.png?sig=redacted&sig=redacted'],
    [
      '/x?password=p&access_token=a&upload_secret=s&code=123456',
      '/x?password=redacted&access_token=redacted&upload_secret=redacted&code=redacted',
    ],
    [
      '/v1/models?api_key=sk-1&apikey=sk-2&api-key=sk-3',
      '/v1/models?api_key=redacted&apikey=redacted&api-key=redacted',
    ],
    ['/chat?app_key=demo&country=US', '/chat?app_key=demo&country=US'],
    ['/chat', '/chat'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });
});

describe('redactText', () => {
  it('redacts credential values inside an error message, keeping the rest', () => {
    expect(redactText('failed GET http://h/o/k.png?size=5&sig=abc123 (token=t and key=demo)')).toBe(
      'failed GET http://h/o/k.png?size=5&sig=redacted (token=redacted and key=demo)',
    );
  });

  it('redacts a bearer token (the LLM key) quoted in an error', () => {
    expect(redactText('401 from http://llm/v1 with "authorization: Bearer sk-abc.123" (bearer sk-x)')).toBe(
      '401 from http://llm/v1 with "authorization: Bearer redacted" (bearer redacted)',
    );
  });
});

describe('parseFrameOrigins', () => {
  it.each([
    ['http://127.0.0.1:* http://localhost:*', ['http://127.0.0.1:*', 'http://localhost:*']],
    [
      'https://games.example.com  https://*.example.org:8443',
      ['https://games.example.com', 'https://*.example.org:8443'],
    ],
    ["'unsafe-inline' * https://a.example; script-src *", []],
    ['https://a.example/path javascript:alert(1) data: https://b.example', ['https://b.example']],
    ['HTTPS://A.EXAMPLE https://a.example', ['https://a.example']],
    ['', []],
  ])('%j → %j', (stored, origins) => {
    expect(parseFrameOrigins(stored)).toEqual(origins);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as served, and no script with a src', () => {
    const inline = '(function(){var a=1})();';
    const html = `<script type="module" src="/assets/a.js"></script><script>${inline}</script><SCRIPT nonce="x">b()</SCRIPT>`;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha(inline), sha('b()')]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-abc='"],
    socketOrigins: ['ws://127.0.0.1:8080'],
    storageOrigin: 'http://127.0.0.1:8081',
    frameAncestors: ["'self'", 'http://localhost:*'],
  });
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it.each([
    ['script-src', "script-src 'self' 'sha256-abc='"],
    ['style-src', "style-src 'self'"],
    ['connect-src', "connect-src 'self' ws://127.0.0.1:8080 http://127.0.0.1:8081"],
    ['img-src', "img-src 'self' data: blob: http://127.0.0.1:8081"],
    ['object-src', "object-src 'none'"],
    ['base-uri', "base-uri 'none'"],
    ['form-action', "form-action 'self'"],
    ['frame-ancestors', "frame-ancestors 'self' http://localhost:*"],
  ])('%s', (name, expected) => {
    expect(directive(name)).toBe(expected);
  });

  it('never allows inline script or eval', () => {
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  });
});

describe('citationVerdict', () => {
  const link = { publicUrl: 'http://127.0.0.1:8081', secret: 's', filesDir: '/nowhere', uploadTtlMs: 1 };
  const key = '0f8fad5b-d9cb-469f-a165-70867728950e.png';
  const videoKey = '7c9e6679-7425-40de-944b-e07fc1f90ae7.mp4';
  const pendingKey = '16fd2706-8baf-433b-82eb-8c7fada847da.png';
  const textKey = '3d0f4b4e-2b6a-4a8e-9d1c-5e6f7a8b9c0d.png';
  const uploads: Record<string, UploadRecord> = Object.fromEntries(
    [
      [key, 'image/png'],
      [videoKey, 'video/mp4'],
      [pendingKey, 'image/png'],
      [textKey, 'image/png'],
    ].map(([objectKey, contentType]) => [
      objectKey,
      { objectKey, userId: '10001', productId: '1', contentType, size: 10, signedAt: 0 },
    ]),
  );
  const sources: CitationSources = {
    link,
    findUpload: async (objectKey) => uploads[objectKey],
    isUploaded: (objectKey) => objectKey !== pendingKey,
    isImage: (objectKey) => objectKey !== textKey,
  };
  const alice = { userId: '10001', productId: '1' };
  const url = (objectKey: string) => `${link.publicUrl}/o/${objectKey}`;

  it.each([
    ['her own uploaded image', url(key), alice, true, 'ok'],
    ['her own video where files may be videos', url(videoKey), alice, false, 'ok'],
    ['her own video where only images may be', url(videoKey), alice, true, 'wrongKind'],
    ['her own signed object not uploaded yet', url(pendingKey), alice, true, 'notUploaded'],
    ['her own "image" whose bytes are text', url(textKey), alice, true, 'notAnImage'],
    ['her own "image" whose bytes are text, where videos may be too', url(textKey), alice, false, 'notAnImage'],
    ["alice's image, cited by bob", url(key), { userId: '10002', productId: '1' }, true, 'notYours'],
    ["alice's image, cited from another product", url(key), { userId: '10001', productId: '2' }, true, 'notYours'],
    ['an object key nobody signed', url('9b2f7b8e-1111-4222-8333-944455556666.png'), alice, true, 'notAnObject'],
    ['another host', `http://example.com/o/${key}`, alice, true, 'notAnObject'],
    ['a key with a path after it', `${url(key)}/../x`, alice, true, 'notAnObject'],
    ['a key with a query', `${url(key)}?x=1`, alice, true, 'notAnObject'],
  ] as const)('%s', async (_name, cited, citer, imagesOnly, verdict) => {
    expect(await citationVerdict(sources, cited, citer, imagesOnly)).toBe(verdict);
  });

  it('knows no object without a storage host', () => {
    expect(objectKeyOfUrl(undefined, url(key))).toBeUndefined();
  });
});
