import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { localeTexts } from '../support/localeTexts';
import { expectNoAxeViolations, phoneContext } from './browser';
import { builtChunkNames } from './builtFiles';
import { startHostPage } from './hostPage';
import { servedClient } from './servedClient';

const jaJP = localeTexts('ja-JP');

const served = servedClient({ aiDelayMs: 300 });

async function open(
  path: string,
): Promise<{ page: Page; context: BrowserContext; requests: string[]; errors: string[] }> {
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${served.sandbox.baseUrl}${path}`);
  return { page, context, requests, errors };
}

describe('the demo link opens a working chat', () => {
  it('shows the welcome and quick questions, echoes a typed message at once, then the AI reply', async () => {
    const { page, context, requests, errors } = await open('/chat?app_key=demo&user=alice&pass=demo-pass&country=US');
    const log = page.getByRole('log');
    await page
      .getByRole('button', { name: /top up|deposit/i })
      .first()
      .waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
    assert.ok(!page.url().includes('demo-pass'), 'the pass leaves the address bar');

    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('Hello, I need help with my password');
    await box.press('Enter');
    await log.getByText('Hello, I need help with my password').waitFor({ timeout: 1000 });
    assert.equal(await box.inputValue(), '');
    await page.getByText('Support assistant is typing…').waitFor();
    await log.locator('.bubble--theirs').first().waitFor();
    const reply = (await log.locator('.bubble--theirs').first().innerText()).trim();
    assert.ok(reply.length > 10, `the AI answered: ${reply}`);

    await expectNoAxeViolations(page);
    assert.equal(
      await page.getByRole('button', { name: 'Download session recording' }).count(),
      0,
      'no debug control without debug=1',
    );
    assert.equal(
      await page.evaluate(() => 'supportClient' in window || '__supportClient' in window),
      false,
      'no export API without debug=1',
    );
    const foreign = requests.filter((url) => !url.startsWith(served.sandbox.baseUrl) && !url.startsWith('data:'));
    assert.deepEqual(foreign, [], 'no request leaves the sandbox origin');
    assert.deepEqual(
      requests.slice(1).filter((url) => url.includes('demo-pass')),
      [],
      'the pass is sent in no request after the link itself',
    );
    const localeFiles = builtChunkNames(requests).filter((name) => /^[a-z]{2}-[A-Z]{2}$/.test(name));
    assert.deepEqual(localeFiles, ['en-US'], 'only the active locale is downloaded');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('speaks Japanese with country=JP and sets <html lang="ja-JP">', async () => {
    const { page, context } = await open('/chat?app_key=demo&user=bob&pass=demo-pass&country=JP');
    await page.getByRole('heading', { name: jaJP.chat.title }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'ja-JP');
    assert.equal(await page.title(), jaJP.chat.title);
    await page.locator('.welcome').waitFor();
    assert.match(await page.locator('.welcome').innerText(), /[\u3040-\u30ff\u4e00-\u9fff]/, 'the welcome is Japanese');
    const box = page.getByRole('textbox', { name: jaJP.chat.composerLabel });
    await box.fill('パスワードを忘れました');
    await box.press('Enter');
    await page.getByRole('log').locator('.bubble--theirs').first().waitFor();
    assert.match(
      await page.getByRole('log').locator('.bubble--theirs').first().innerText(),
      /[\u3040-\u30ff\u4e00-\u9fff]/,
    );
    await context.close();
  });

  it('opens without moving anything: no layout shift from the first paint to the welcome', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await page.addInitScript({
      content: `window.__shifts = []; new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__shifts.push(entry.value); }).observe({ type: 'layout-shift', buffered: true });`,
    });
    await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
    await page.locator('.welcome').waitFor();
    // Two frames: a shift caused by what the welcome's arrival changed is reported by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    assert.deepEqual(shifts, []);
    await context.close();
  });

  it('works inside an iframe of another origin', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    // A host page on another origin that the demo products' frame_origins allow (http://127.0.0.1:*):
    // the client's CSP frame-ancestors refuses any other parent, an opaque about:blank included.
    const host = await startHostPage(`${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass`);
    await page.goto(host.url);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('textbox', { name: 'Your message' }).waitFor();
    await frame.locator('.welcome').waitFor();
    await context.close();
    await host.close();
  });
});

describe('bad links get a clear, translated answer', () => {
  it('sends an unknown path to the 404 screen', async () => {
    const { page, context } = await open('/anything-unknown');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/404');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('says "Unsupported product ID" for an unknown app key, in the link’s language', async () => {
    const { page, context } = await open('/chat?app_key=no-such-app&user=alice&pass=demo-pass');
    await page.getByRole('alert').getByText('Unsupported product ID').waitFor();
    await expectNoAxeViolations(page);
    await context.close();
    const japanese = await open('/chat?app_key=no-such-app&user=alice&pass=demo-pass&country=JP');
    await japanese.page.getByRole('alert').getByText(jaJP.errors.unsupportedProduct).waitFor();
    await japanese.context.close();
  });

  it('says "Parameter error" when the link has no app key', async () => {
    const { page, context } = await open('/chat?user=alice&pass=demo-pass');
    await page.getByRole('alert').getByText('Parameter error').waitFor();
    await context.close();
  });
});

describe('force-FAQ products', () => {
  it('redirects demo-faq to /faqmain', async () => {
    const { page, context } = await open('/chat?app_key=demo-faq&user=alice&pass=demo-pass');
    await page.waitForURL((url) => url.pathname === '/faqmain');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('redirects demo-scheme3 to /faqa in color scheme 3', async () => {
    const { page, context } = await open('/chat?app_key=demo-scheme3&user=alice&pass=demo-pass');
    await page.waitForURL((url) => url.pathname === '/faqa');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.locator('html').getAttribute('data-scheme'), '3');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('stays on the chat when nofaq is present', async () => {
    for (const appKey of ['demo-faq', 'demo-scheme3']) {
      const { page, context } = await open(`/chat?app_key=${appKey}&user=alice&pass=demo-pass&nofaq=1`);
      await page.locator('.welcome').waitFor();
      assert.equal(new URL(page.url()).pathname, '/chat');
      await context.close();
    }
  });
});
