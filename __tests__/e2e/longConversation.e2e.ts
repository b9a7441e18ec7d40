import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { seedAiConversation } from '../support/seedConversation';
import { launchBrowser, phoneContext } from './browser';
import { DIST } from './servedClient';

const SEEDED = 600;
/** docs/architecture.md, "Budgets": a long conversation renders only what is on screen. */
const MAX_MESSAGE_NODES = 60;

const messageNodes = (page: Page) => page.locator('[role="log"] [data-message-id]').count();
const scroller = (page: Page) => page.locator('.chat__scroller');
const distanceFromBottom = (page: Page) =>
  scroller(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

describe('a long conversation', () => {
  let dataDir: string;
  let sandbox: RunningSandbox;
  let browser: Browser;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'support-e2e-long-'));
    await seedAiConversation(dataDir, { count: SEEDED });
    sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 50 });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders only a window of it, pages to its first message keeping the reader’s place, jumps back and follows new messages', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
    await page.locator(`[data-seq="${SEEDED}"]`).waitFor();
    assert.ok((await distanceFromBottom(page)) < 2, 'opens at the newest message');

    let pages = 0;
    while ((await page.locator('[data-seq="1"]').count()) === 0) {
      assert.ok(pages++ < 200, 'reaches the first message');
      const first = page.locator('[role="log"] [data-message-id]').first();
      const id = await first.getAttribute('data-message-id');
      await scroller(page).evaluate((element) => {
        element.scrollTop = 0;
      });
      const row = page.locator(`[data-message-id="${id}"]`);
      const before = (await row.boundingBox())?.y;
      // Older rows come in above (from the store, or an older page of 10); what was read stays put.
      await page.waitForFunction(
        (firstId) =>
          document.querySelector('[role="log"] [data-message-id]')?.getAttribute('data-message-id') !== firstId,
        id,
      );
      const afterMove = (await row.boundingBox())?.y;
      assert.ok(
        before !== undefined && afterMove !== undefined && Math.abs(afterMove - before) <= 2,
        `the row read stays where it was (${before} → ${afterMove})`,
      );
      assert.ok((await messageNodes(page)) <= MAX_MESSAGE_NODES, 'a window, not the whole conversation');
    }
    await page.getByRole('button', { name: 'Show earlier messages' }).waitFor({ state: 'detached' });
    assert.ok(await page.locator('.welcome').isVisible(), 'the welcome is above the first message');

    const latest = page.getByRole('button', { name: 'Jump to the latest' });
    await latest.click();
    await page.locator(`[data-seq="${SEEDED}"]`).waitFor();
    await latest.waitFor({ state: 'detached' });
    assert.ok((await distanceFromBottom(page)) < 2, 'back at the newest message');

    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('Is anyone there?');
    await box.press('Enter');
    await page.locator(`[data-seq="${SEEDED + 2}"]`).waitFor();
    await page.waitForFunction(() => {
      const element = document.querySelector('.chat__scroller');
      return element !== null && element.scrollHeight - element.scrollTop - element.clientHeight < 2;
    });
    assert.ok((await messageNodes(page)) <= MAX_MESSAGE_NODES);
    await context.close();
  });
});
