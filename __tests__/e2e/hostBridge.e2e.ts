import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedWithDemoHost } from './hostPage';

/*
 * The demo host page that `npm start` serves (server/demoHost), with embed.js and the host bridge
 * (docs/embedding.md). Its chat links carry debug=1, so that the chat's recorder shows the bridge's state.
 */

const served = servedWithDemoHost('host-page', (link) => `${link}&debug=1`);

async function chatFrameOf(page: Page): Promise<Frame> {
  const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
  assert.ok(frame, 'the host page has the chat iframe');
  return frame;
}

/** Messages the chat's host bridge ignored so far (docs/embedding.md, "Counting what is ignored"). */
function ignoredCount(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const client = (
      window as Window & {
        __supportClient?: { exportRecording(): { finalState: { hostBridge?: { ignored: number } } } };
      }
    ).__supportClient;
    return client?.exportRecording().finalState.hostBridge?.ignored ?? -1;
  });
}

/** How often the chat told the server the customer read something (clear_conversation_unread, mark_msg_by_seq). */
function readMarksOf(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const client = (
      window as Window & {
        __supportClient?: { exportRecording(): { entries: { kind: string; action?: { type: string } }[] } };
      }
    ).__supportClient;
    const entries = client?.exportRecording().entries ?? [];
    return entries.filter(
      (entry) => entry.kind === 'action' && /^chat\/(conversation|messages)Seen$/.test(entry.action?.type ?? ''),
    ).length;
  });
}

async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A page on an origin that is not on the demo products' allowlist (127.0.0.2 is loopback too). */
async function startForeignPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Another site</title><p>Another site</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  return {
    url: `http://127.0.0.2:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the demo host page with embed.js', () => {
  it('opens the chat from the launcher, counts what the agent writes while it is closed, and closes from inside', async () => {
    const agentContext = await served.browser.newContext();
    const agentPage = await agentContext.newPage();
    await signInToAgentConsole(agentPage, served.sandbox.baseUrl);

    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await page.goto(served.demoHostUrl());
    const launcher = page.getByRole('button', { name: 'Chat with support', exact: true });
    const panel = page.getByRole('dialog', { name: 'Support chat' });
    const chat = page.frameLocator('iframe[title="Support chat"]');

    // The chat loaded hidden at page start; the launcher shows once it is ready, and opens it with focus inside.
    await launcher.click();
    await panel.waitFor();
    await chat.locator('.welcome').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'IFRAME');
    const box = chat.getByRole('textbox', { name: 'Your message' });
    await box.fill('Hello');
    await box.press('Enter');
    await chat.getByRole('log').getByText('Hello! How can I help you today?').waitFor();
    await expectNoAxeViolations(page);

    // A human agent takes over.
    await box.fill('I want to talk to a human');
    await box.press('Enter');
    await agentPage.getByText('I want to talk to a human').first().waitFor();
    await agentPage.getByRole('button', { name: 'Accept' }).click();
    await chat.getByText('Ann joined the chat').waitFor();

    // Escape inside the chat asks the host to close: focus returns to the launcher.
    await box.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Chat with support');

    // The agent writes while the panel is closed: the badge rises, and the launcher says so.
    const chatFrame = await chatFrameOf(page);
    const readMarksWhenClosed = await readMarksOf(chatFrame);
    await agentPage.getByRole('textbox', { name: 'Reply to the customer' }).fill('Are you still there?');
    await agentPage.getByRole('button', { name: 'Send' }).click();
    const withUnread = page.getByRole('button', { name: 'Chat with support, 1 new', exact: true });
    await withUnread.waitFor();
    assert.equal(await withUnread.locator('span').innerText(), '1');
    await page.getByRole('listitem').filter({ hasText: 'unreadCount {"count":1}' }).waitFor();
    // Nobody saw it: the server is not told it was read (it stays unread there, for a later page too).
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await readMarksOf(chatFrame), readMarksWhenClosed, 'no read mark while the host hides the chat');

    // Opened again, the message is there, read, and the count is back to 0.
    await withUnread.click();
    await chat.getByRole('log').getByText('Are you still there?').waitFor();
    await launcher.waitFor({ state: 'attached' });
    await page.getByRole('listitem').filter({ hasText: 'unreadCount {"count":0}' }).waitFor();
    await waitUntil(
      async () => (await readMarksOf(chatFrame)) > readMarksWhenClosed,
      'the chat marks it read once shown',
    );

    // The chat's own close control (helper C's) closes the panel through the bridge.
    await chat.getByRole('button', { name: 'Close support' }).click();
    await panel.waitFor({ state: 'hidden' });
    await launcher.waitFor();
    assert.ok((await page.getByRole('listitem').filter({ hasText: 'closeRequested' }).count()) >= 2);
    await context.close();
    await agentContext.close();
  });

  it('ignores and counts a message from an origin that is not allowed, and takes the same setLocale from the host', async () => {
    const foreign = await startForeignPage();
    const context = await served.browser.newContext();
    try {
      // A page on 127.0.0.2 that opened the host page holds a reference to the chat's window.
      const opener = await context.newPage();
      await opener.goto(foreign.url);
      const [host] = await Promise.all([
        opener.waitForEvent('popup'),
        opener.evaluate((url) => {
          (window as Window & { hostPage?: Window | null }).hostPage = window.open(url);
        }, served.demoHostUrl()),
      ]);
      await host.getByRole('button', { name: 'Chat with support', exact: true }).waitFor();
      const frame = await chatFrameOf(host);
      await waitUntil(async () => (await ignoredCount(frame)) >= 0, 'the bridge has started');
      const before = await ignoredCount(frame);

      await opener.evaluate(() => {
        const hostPage = (window as Window & { hostPage?: Window | null }).hostPage;
        hostPage?.frames[0].postMessage(
          { source: 'support-client', version: 1, type: 'setLocale', payload: { locale: 'JP' } },
          '*',
        );
      });
      await waitUntil(async () => (await ignoredCount(frame)) === before + 1, 'the foreign message was counted');
      assert.equal(await frame.evaluate(() => document.documentElement.lang), 'en-US');

      // The same command from the host page (its own SupportClient.setLocale) is taken.
      await host.getByLabel('Language of the chat').selectOption('JP');
      await frame.waitForFunction(() => document.documentElement.lang === 'ja-JP');
      await host.getByRole('button', { name: 'サポートとチャット', exact: true }).click();
      await host
        .frameLocator('iframe[title="サポートチャット"]')
        .getByRole('textbox', { name: 'メッセージ' })
        .waitFor();
      assert.equal(await ignoredCount(frame), before + 1);
    } finally {
      await context.close();
      await foreign.close();
    }
  });
});
