/**
 * Issue 15, the server's side of embedding (docs/embedding.md): the product's host allowlist in the
 * product lookup, embed.js as the sandbox serves it, and the demo host page that `npm start` serves.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DEMO_FRAME_ORIGINS } from '../../../../server/db/seed';
import { demoHostPortFrom, listenDemoHostPage } from '../../../../server/demoHost/demoHostPage';
import { productLookupSchema } from '../../../../src/protocol/entities';
import { REST } from '../../../../src/protocol/identifiers';
import { readEnvelope } from '../../../../src/protocol/rest';
import { login, newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../../../support/sandbox';
import { openTestDatabase } from '../../../support/testDatabase';

const EMBED_SOURCE = 'window.SupportClient = {};\n';

describe('embedding, on the server', () => {
  let dataDir: string;
  let staticDir: string;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    dataDir = newDataDir('support-embedding-data-');
    staticDir = mkdtempSync(join(tmpdir(), 'support-embedding-dist-'));
    writeFileSync(join(staticDir, 'embed.js'), EMBED_SOURCE);
    writeFileSync(join(staticDir, 'embed.js.br'), brotliCompressSync(EMBED_SOURCE));
    writeFileSync(join(staticDir, 'embed.js.gz'), gzipSync(EMBED_SOURCE));
    sandbox = await startSandboxIn(dataDir, { staticDir });
  });
  afterAll(async () => {
    await sandbox.close();
    await removeDataDir(dataDir);
    rmSync(staticDir, { recursive: true, force: true });
  });

  const lookup = async (appKey: string) =>
    readEnvelope(
      await (await fetch(`${sandbox.baseUrl}${REST.productByAppKey}?key=${appKey}`)).json(),
      productLookupSchema,
    );

  describe('the product lookup carries the host allowlist', () => {
    it('of a demo product: every loopback port', async () => {
      expect(await lookup('demo')).toEqual({
        ok: true,
        data: { id: '1', company_id: '100', host_origins: DEMO_FRAME_ORIGINS.split(' ') },
      });
    });

    it('as the frame-ancestors of the pages read it: valid origins only, once each', async () => {
      const { db, close } = await openTestDatabase(dataDir);
      await db
        .updateTable('products')
        .set({
          frame_origins:
            "https://games.example.com 'self' * javascript:alert(1) https://*.example.com:* https://games.example.com/path HTTPS://GAMES.EXAMPLE.COM",
        })
        .where('app_key', '=', 'demo-scheme2')
        .execute();
      await close();
      expect(await lookup('demo-scheme2')).toMatchObject({
        ok: true,
        data: { host_origins: ['https://games.example.com', 'https://*.example.com:*'] },
      });
    });
  });

  describe('/embed.js', () => {
    it.each([
      ['as it is', 'identity', null],
      ['brotli-compressed', 'br', 'br'],
      ['gzipped', 'gzip', 'gzip'],
    ])('is served %s to any host page, cached for minutes', async (_name, acceptEncoding, contentEncoding) => {
      const response = await fetch(`${sandbox.baseUrl}/embed.js`, {
        headers: { 'Accept-Encoding': acceptEncoding, Origin: 'https://games.example.com' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^(?:text|application)\/javascript/);
      expect(response.headers.get('content-encoding')).toBe(contentEncoding);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await response.text()).toBe(EMBED_SOURCE);
    });
  });

  describe('the demo host page', () => {
    it('includes embed.js with a chat link its server signed for this view, under a policy that admits only the sandbox', async () => {
      const host = await listenDemoHostPage({
        host: '127.0.0.1',
        port: 0,
        linkHost: '127.0.0.1',
        sandboxUrl: sandbox.baseUrl,
      });
      try {
        const view = async () => {
          const response = await fetch(host.url);
          const chatLink = /<script src="([^"]+)" data-src="([^"]+)" defer><\/script>/.exec(await response.text());
          expect(chatLink?.[1]).toBe(`${sandbox.baseUrl}/embed.js`);
          return {
            policy: response.headers.get('content-security-policy'),
            link: new URL((chatLink?.[2] ?? '').replace(/&amp;/g, '&')),
          };
        };
        const first = await view();
        const second = await view();
        expect(first.policy).toBe(
          `default-src 'none'; script-src 'self' ${sandbox.baseUrl}; frame-src ${sandbox.baseUrl}; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        );
        expect(first.link.origin).toBe(sandbox.baseUrl);
        expect(first.link.searchParams.get('app_key')).toBe('demo-signed');
        expect(first.link.searchParams.get('nonce')).not.toBe(second.link.searchParams.get('nonce'));
        const { searchParams: query } = first.link;
        await expect(
          login(sandbox.baseUrl, {
            app_key: 'demo-signed',
            username: query.get('user') ?? '',
            password: 'any',
            sign: query.get('sign') ?? '',
            ts: query.get('ts') ?? '',
            nonce: query.get('nonce') ?? '',
          }),
        ).resolves.toMatchObject({ token: expect.any(String) });
        expect((await fetch(new URL('/host.js', host.url))).headers.get('content-type')).toBe(
          'text/javascript; charset=utf-8',
        );
      } finally {
        await host.close();
      }
    });

    it.each([
      [undefined, 8080, 8083],
      [undefined, 0, 0],
      ['9000', 8080, 9000],
    ])('listens on DEMO_HOST_PORT %s (main port %d): %d', (value, mainPort, expected) => {
      expect(demoHostPortFrom(value, mainPort)).toBe(expected);
    });

    it('refuses a DEMO_HOST_PORT that is not a port', () => {
      expect(() => demoHostPortFrom('http', 8080)).toThrow('DEMO_HOST_PORT must be a port number');
    });
  });
});
