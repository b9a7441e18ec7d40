/**
 * Issue 15, any iframe and every error translated: the built client chats (sign-in, socket, the AI's
 * answer, an upload to the storage host) in an iframe sandboxed without allow-same-origin, in a plain
 * cross-origin iframe and at top level, with no page error; a link too long for the sandbox, or whose
 * percent-encoding does not decode, shows the client's translated screen, never raw JSON.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import type { BrowserContext, Frame, FrameLocator, Page } from 'playwright-core';
import { PNG_BYTES } from '../support/orders';
import { localeTexts } from '../support/localeTexts';
import { servedClient } from './servedClient';

const served = servedClient({ aiDelayMs: 50, storage: true });
const enUS = localeTexts('en-US');

const chatLink = (country = 'US', extra = '') =>
  `${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=${country}${extra}`;
/** Over Node's 16 KB head limit: the sandbox answers 431 with the client's page. */
const tooLong = (country: string) => chatLink(country, `&nickname=${'n'.repeat(20_000)}`);

/** A host page on its own loopback origin (the demo products' frame_origins) framing `src` with `attributes`. */
async function withHostPage<T>(src: string, attributes: string, visit: (url: string) => Promise<T>): Promise<T> {
  const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Host</title><iframe title="Support" ${attributes} style="width:360px;height:640px;border:0" src="${escaped}"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await visit(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

type Problems = string[];

/** Uncaught errors, rejections and policy violations of every frame, from its first script on. */
async function watchedContext(): Promise<BrowserContext> {
  const context = await served.browser.newContext({ viewport: { width: 400, height: 700 } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __problems?: string[] }).__problems = seen;
    window.addEventListener('error', (event) => seen.push(`error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => seen.push(`rejection: ${String(event.reason)}`));
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`csp: ${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return context;
}

const problemsIn = (frame: Frame | Page): Promise<Problems> =>
  frame.evaluate(() => (window as Window & { __problems?: string[] }).__problems ?? ['not watched']);

/** Sends `text`, waits for an answer after it, then sends a picture through the storage host. */
async function chatAndUpload(page: Page, screen: Page | FrameLocator, text: string): Promise<void> {
  // The quick questions show once the chat is signed in and ready to send.
  await screen
    .getByRole('button', { name: /top up|deposit/i })
    .first()
    .waitFor();
  const box = screen.getByRole('textbox', { name: enUS.chat.composerLabel });
  await box.fill(text);
  await box.press('Enter');
  const log = screen.getByRole('log');
  // The same demo user chats in every test: the answer to look for is the one after this message.
  const answer = log.locator(
    `xpath=.//article[contains(@class, "bubble--mine")][contains(., "${text}")]/following::article[contains(@class, "bubble--theirs")]`,
  );
  await answer.first().waitFor();
  assert.ok((await answer.first().innerText()).trim().length > 10, 'the AI answered');

  const stored = page.waitForResponse(
    (response) => response.url().startsWith(served.sandbox.storageUrl!) && response.request().method() === 'PUT',
  );
  await screen.getByRole('button', { name: enUS.chat.attach }).click();
  await screen
    .getByLabel(enUS.uploads.album)
    .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG_BYTES });
  const put = await stored;
  assert.equal(put.status(), 204, 'the PUT to the storage host went through');
  await log.locator(`img[src="${put.url().split('?')[0]}"]`).waitFor();
}

describe('the chat works in any iframe and at top level', () => {
  it('in an iframe sandboxed without allow-same-origin: opaque origin, storage in memory, socket, AI answer, upload', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    const failed: string[] = [];
    const sockets: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('requestfailed', (request) =>
      failed.push(`${request.method()} ${request.url()} ${request.failure()?.errorText}`),
    );
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await withHostPage(chatLink(), 'sandbox="allow-scripts allow-forms"', async (hostUrl) => {
      await page.goto(hostUrl);
      const frame = page.frameLocator('iframe');
      await chatAndUpload(page, frame, 'Hello from a sandboxed frame');
      const client = page.frames().find((candidate) => candidate !== page.mainFrame());
      assert.ok(client);
      const sandboxed = await client.evaluate(() => {
        let storage = 'usable';
        try {
          window.sessionStorage.getItem('x');
        } catch {
          storage = 'refused';
        }
        return { origin: window.origin, storage };
      });
      assert.deepEqual(
        sandboxed,
        { origin: 'null', storage: 'refused' },
        'the frame really is sandboxed without allow-same-origin',
      );
      assert.ok(!client.url().includes('demo-pass'), 'the pass leaves the frame’s address');
      assert.deepEqual(await problemsIn(client), []);
    });
    assert.ok(
      sockets.some((url) => url.startsWith(served.sandbox.wsUrl)),
      'the socket connected',
    );
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(failed, []);
    await context.close();
  });

  it('in a plain cross-origin iframe', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await withHostPage(chatLink(), '', async (hostUrl) => {
      await page.goto(hostUrl);
      await chatAndUpload(page, page.frameLocator('iframe'), 'Hello from a cross-origin frame');
      const client = page.frames().find((candidate) => candidate !== page.mainFrame());
      assert.ok(client);
      assert.equal(await client.evaluate(() => window.origin), served.sandbox.baseUrl);
      assert.deepEqual(await problemsIn(client), []);
    });
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('at top level, as in a webview', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(chatLink());
    await chatAndUpload(page, page, 'Hello from the top level');
    assert.deepEqual(await problemsIn(page), []);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
});

describe('bad links get the client’s translated screen, never JSON', () => {
  it('a link over 16 KB: 431 with the client page, in the link’s language, at top level and in the host’s sandboxed iframe', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    const response = await page.goto(tooLong('JP'));
    assert.equal(response?.status(), 431);
    assert.match(response?.headers()['content-type'] ?? '', /^text\/html/);
    const jaJP = localeTexts('ja-JP');
    await page.getByRole('alert').getByText(jaJP.errors.linkTooLong).waitFor();
    await page.getByText(jaJP.errors.reopenFromApp).waitFor();
    assert.doesNotMatch(await page.locator('body').innerText(), /Request Header Fields Too Large|statusCode|\{"/);
    assert.deepEqual(await problemsIn(page), []);

    await withHostPage(tooLong('US'), 'sandbox="allow-scripts allow-forms"', async (hostUrl) => {
      await page.goto(hostUrl);
      await page.frameLocator('iframe').getByRole('alert').getByText(enUS.errors.linkTooLong).waitFor();
    });
    await context.close();
  });

  it('a link whose percent-encoding does not decode: "Parameter error" before any request; an undecodable path: "Page not found"', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await page.goto(chatLink('BR', '&nickname=%E0%A4%A'));
    const ptBR = localeTexts('pt-BR');
    await page.getByRole('alert').getByText(ptBR.errors.parameterError).waitFor();
    assert.deepEqual(calls, [], 'nothing is asked with a link that cannot be read');

    const response = await page.goto(`${served.sandbox.baseUrl}/chat/%E0%A4%A?app_key=demo&country=US`);
    assert.equal(response?.status(), 400);
    await page.getByRole('heading', { name: enUS.notFound.title }).waitFor();
    assert.deepEqual(await problemsIn(page), []);
    await context.close();
  });
});
