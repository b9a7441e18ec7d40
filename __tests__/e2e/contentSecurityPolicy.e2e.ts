/**
 * Issue 14, headers: the built client, the agent console and the replay viewer run in Chromium under
 * their Content-Security-Policy without a single violation; a host page on another loopback origin
 * may frame the demo client (its products' frame_origins) but not the agent console.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneContext } from './browser';
import { startHostPage } from './hostPage';
import { servedClient } from './servedClient';

const served = servedClient({ storage: true });

/** Violations the page reported, from its first script on, and console errors that name the policy. */
async function openWatched(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  const response = await page.goto(url);
  assert.match(
    response?.headers()['content-security-policy'] ?? '',
    /frame-ancestors/,
    'the page came with its policy',
  );
  return {
    page,
    violations: async () => [
      ...(await page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [])),
      ...consoleErrors,
    ],
  };
}

describe('the pages run under their Content-Security-Policy', () => {
  it('the customer chat: the preload script runs (by its hash), the chat works, nothing is blocked', async () => {
    const context = await phoneContext(served.browser);
    const { page, violations } = await openWatched(
      context,
      `${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`,
    );
    await page
      .getByRole('button', { name: /top up|deposit/i })
      .first()
      .waitFor();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('Hello');
    await box.press('Enter');
    await page.getByRole('log').locator('.bubble--theirs').first().waitFor();
    const preloaded = await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length);
    assert.ok(preloaded > 0, 'the inline preload script ran and added its modulepreload links');
    assert.deepEqual(await violations(), []);
    await context.close();
  });

  it('the agent console and the replay viewer: nothing is blocked', async () => {
    for (const [path, root] of [
      ['/agent', '#agent-root'],
      ['/replay', '#replay-root'],
    ]) {
      const context = await served.browser.newContext();
      const { page, violations } = await openWatched(context, `${served.sandbox.baseUrl}${path}`);
      await page.locator(`${root} *`).first().waitFor();
      assert.deepEqual(await violations(), [], path);
      await context.close();
    }
  });
});

describe('framing', () => {
  async function framed(path: string): Promise<boolean> {
    const host = await startHostPage(`${served.sandbox.baseUrl}${path}`);
    const context = await served.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(host.url);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      assert.ok(frame, 'the host page has its iframe');
      await frame.waitForLoadState('load');
      return frame.url().startsWith(served.sandbox.baseUrl) && (await frame.locator('#root, #agent-root').count()) > 0;
    } finally {
      await context.close();
      await host.close();
    }
  }

  it('a loopback host page frames the demo client (frame_origins of the demo products)', async () => {
    assert.equal(await framed('/chat?app_key=demo&user=alice&pass=demo-pass&country=US'), true);
  });

  it('no host page frames the agent console, nor the client of a product that does not list it', async () => {
    assert.equal(await framed('/agent'), false);
    assert.equal(await framed('/chat?app_key=no-such-product'), false);
  });
});
