/**
 * Issue 30: a logout elsewhere ends the customer's token while the chat is open. The server closes the
 * socket (4001); the page signs in again by itself from the link, and what the customer was typing is
 * still in the message box, and sends.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { SESSION_KEYS } from '../../src/session/sessionStorageKeys';
import { logoutCustomer } from '../support/revocation';
import { startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { launchBrowser, phoneContext } from './browser';
import { DIST } from './servedClient';

let browser: Browser;
let sandbox: RunningSandbox;
let dataDir: string;

before(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'support-e2e-revoked-'));
  sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 50 });
});

after(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps the draft and sends it after a logout elsewhere ends the session', async () => {
  const page = await (await phoneContext(browser)).newPage();
  let socketsOpened = 0;
  page.on('websocket', () => socketsOpened++);
  await page.goto(`${sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
  await page.locator('.welcome').waitFor();
  const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.token);
  assert.ok(token, 'the page keeps its token for this tab');
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill('Where is my deposit?');

  await logoutCustomer(sandbox, token);
  await page.waitForFunction(
    ([key, old]) => {
      const now = sessionStorage.getItem(key);
      return now !== null && now !== old;
    },
    [SESSION_KEYS.token, token] as const,
  );
  await page.waitForFunction(() => !document.querySelector('[role="status"] .connection-notice__text'));
  assert.ok(socketsOpened >= 2, `the page opened a new socket (${socketsOpened} in all)`);
  assert.equal(await box.inputValue(), 'Where is my deposit?');

  const answers = page.locator('.bubble--theirs');
  const before = await answers.count();
  await box.press('Enter');
  await page.locator('.bubble--mine', { hasText: 'Where is my deposit?' }).waitFor();
  await page.waitForFunction((count) => document.querySelectorAll('.bubble--theirs').length > count, before);
});
