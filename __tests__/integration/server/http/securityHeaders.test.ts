/**
 * Issue 14, headers: what `curl -I` shows on the pages (/chat?app_key=demo, /agent, /replay) and on
 * other responses: a strict Content-Security-Policy with the page's frame-ancestors, nosniff and
 * no-referrer everywhere, and the cache rules (docs/security.md, "Headers and CSP").
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_FRAME_ORIGINS } from '../../../../server/db/seed';
import { REST } from '../../../../src/protocol/identifiers';
import { startSandbox, type RunningSandbox } from '../../../support/sandbox';

const PRELOAD = "(function(){var l=document.createElement('link');l.rel='modulepreload';})();";
const page = (title: string, inline = '') =>
  `<!doctype html><html><head><title>${title}</title><script type="module" crossorigin src="/assets/app-1.js"></script>${inline}</head><body></body></html>`;

/** The directives of a policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

describe('security headers', () => {
  let staticDir: string;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'support-headers-dist-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), page('Customer support', `<script>${PRELOAD}</script>`));
    writeFileSync(join(staticDir, 'agent.html'), page('Agent console'));
    writeFileSync(join(staticDir, 'replay.html'), page('Session replay'));
    writeFileSync(join(staticDir, 'assets', 'app-1.js'), 'export {};\n');
    sandbox = await startSandbox({ staticDir, storage: true });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** `curl -I`: a HEAD request, headers only. */
  const head = (path: string) => fetch(`${sandbox.baseUrl}${path}`, { method: 'HEAD' });

  describe.each(['/chat?app_key=demo', '/agent', '/replay'])('%s', (path) => {
    it('has a strict policy: hashed inline scripts only, no plugins, no base, forms to self', async () => {
      const response = await head(path);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')?.[0]).toBe("'self'");
      expect(
        policy
          .get('script-src')
          ?.slice(1)
          .every((source) => source.startsWith("'sha256-")),
      ).toBe(true);
      // The replay viewer styles its customer-screen frame with a <style> element (pagePolicy.ts).
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", sandbox.baseUrl.replace(/^http/, 'ws'), sandbox.storageUrl]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', sandbox.storageUrl]);
      expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      if (path !== '/replay') expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  it('allows the inline preload script of the served client page by its hash', async () => {
    const policy = directives((await head('/chat?app_key=demo')).headers.get('content-security-policy'));
    const hash = `'sha256-${createHash('sha256').update(PRELOAD).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual(["'self'", hash]);
  });

  it.each([
    ['/agent', ["'none'"]],
    ['/replay', ["'none'"]],
    ['/chat?app_key=demo', ["'self'", ...DEMO_FRAME_ORIGINS.split(' ')]],
    ['/faqmain?app_key=demo-faq&country=US', ["'self'", ...DEMO_FRAME_ORIGINS.split(' ')]],
    ['/chat', ["'self'"]],
    ['/chat?app_key=no-such-product', ["'self'"]],
  ])('%s may be framed by %j', async (path, ancestors) => {
    expect(directives((await head(path)).headers.get('content-security-policy')).get('frame-ancestors')).toEqual(
      ancestors,
    );
  });

  it.each(['/', '/index.html', '/agent.html', '/replay.html', '/index.html.gz'])(
    'serves no page by its file name without a policy: %s',
    async (path) => {
      const response = await fetch(`${sandbox.baseUrl}${path}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"]);
      expect(await response.text()).toContain('Customer support');
    },
  );

  it('sends nosniff and no-referrer on assets and API answers too, keeping assets immutable', async () => {
    const asset = await head('/assets/app-1.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const api = await fetch(`${sandbox.baseUrl}${REST.productByAppKey}?key=demo`);
    const file = await fetch(`${sandbox.storageUrl}/o/none.png`);
    for (const response of [asset, api, file]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});
