import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { launchBrowser, phoneContext } from './browser';
import { builtFilesOf } from './builtFiles';
import { DIST } from './servedClient';

const UNSTABLE = 'The current network is not stable';
let browser: Browser;
let dataDir: string;
let sandbox: RunningSandbox | undefined;

before(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'support-e2e-'));
});

after(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the chat survives the server going away', () => {
  it('shows the notice after the third failed attempt, keeps a message typed meanwhile, delivers it once after the restart, and a reload shows the whole history', async () => {
    sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 100 });
    const { port } = sandbox;
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
    const log = page.getByRole('log');
    const box = page.getByRole('textbox', { name: 'Your message' });
    await page.locator('.welcome').waitFor();
    await box.fill('Before the outage: how do I reset my password?');
    await box.press('Enter');
    await log.locator('.bubble--theirs').first().waitFor();

    const stoppedAt = Date.now();
    await sandbox.close();
    sandbox = undefined;
    await page.getByText('Connecting…').waitFor({ timeout: 5_000 });
    assert.equal(await page.getByText(UNSTABLE).count(), 0, 'no notice before the third failed attempt');
    await page.getByText(UNSTABLE).waitFor({ timeout: 15_000 });
    const noticeAfterMs = Date.now() - stoppedAt;
    assert.ok(noticeAfterMs >= 5_000, `the notice waited for three attempts 3 s apart (${noticeAfterMs} ms)`);

    await box.fill('Typed while offline: is my deposit safe?');
    await box.press('Enter');
    const offline = log.locator('.bubble--mine', { hasText: 'Typed while offline' });
    await offline.waitFor();
    assert.match(await offline.innerText(), /Sending…/);

    sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 100, port });
    await page.getByText(UNSTABLE).waitFor({ state: 'detached', timeout: 10_000 });
    await page.waitForFunction(
      () => !document.querySelector('[role=log]')?.textContent?.includes('Sending…'),
      undefined,
      { timeout: 10_000 },
    );
    await log.locator('.bubble--theirs').nth(1).waitFor({ timeout: 10_000 });

    await page.reload();
    await page.locator('.welcome').waitFor();
    await log.locator('.bubble--theirs').nth(1).waitFor();
    const history = await log.innerText();
    assert.equal(history.split('Typed while offline').length - 1, 1, 'delivered exactly once');
    assert.equal(history.split('Before the outage').length - 1, 1);
    assert.equal(await log.locator('.bubble').count(), 4, 'both questions and both answers, nothing doubled');
    await context.close();
  });

  it('keeps the chat when a view arrives while its chunk cannot load, and shows the view once the network is back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'support-e2e-chunks-'));
    const server = await startSandboxIn(dir, { staticDir: DIST, aiDelayMs: 0 });
    try {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      let networkDown = false;
      const refused: string[] = [];
      // An answer's sources and "Did this help?" load with the first answer, with the other screens' texts.
      await page.route(builtFilesOf(['AnswerFollowUp', 'en-US.more'], true), (route) => {
        if (!networkDown) return route.continue();
        refused.push(route.request().url());
        return route.abort('internetdisconnected');
      });
      await page.goto(`${server.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
      const box = page.getByRole('textbox', { name: 'Your message' });
      await page.locator('.welcome').waitFor();
      networkDown = true;
      await box.fill('How do I reset my password?');
      await box.press('Enter');
      await page.getByRole('log').locator('.bubble--theirs').first().waitFor();
      await page.waitForTimeout(2_500);
      assert.ok(refused.length >= 2, `the chunk was asked for again (${refused.length} refused)`);
      assert.equal(await page.getByText('Something went wrong').count(), 0, 'no error screen');
      await box.fill('Typed while the chunk was missing');
      networkDown = false;
      await page.getByText('Did this help?').waitFor({ timeout: 10_000 });
      assert.equal(await box.inputValue(), 'Typed while the chunk was missing');
      await context.close();
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loads older history in pages of 10 when scrolled to the top, without moving what the user was reading', async () => {
    const historyDir = mkdtempSync(join(tmpdir(), 'support-e2e-history-'));
    const history = await startSandboxIn(historyDir, { staticDir: DIST, aiDelayMs: 0 });
    try {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      await page.goto(`${history.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=US`);
      const log = page.getByRole('log');
      const box = page.getByRole('textbox', { name: 'Your message' });
      await page.locator('.welcome').waitFor();
      for (let i = 1; i <= 15; i++) {
        await box.fill(`Question number ${i}`);
        await box.press('Enter');
        await log
          .locator('.bubble--theirs')
          .nth(i - 1)
          .waitFor();
      }

      await page.reload();
      await log.locator('.bubble').nth(19).waitFor();
      assert.equal(await log.locator('.bubble').count(), 20, 'a reload starts from the newest 20');
      const earlier = page.getByRole('button', { name: 'Show earlier messages' });
      await earlier.waitFor();
      const firstShown = log.locator('.bubble').first();
      // The message's own text: the bubble's time and status change while it is read.
      const firstText = await firstShown.locator('.bubble__text').innerText();
      await page.locator('.chat__scroller').evaluate((element) => {
        element.scrollTop = 0;
      });
      const yBefore = (await log.locator('.bubble', { hasText: firstText }).boundingBox())?.y ?? NaN;
      await log.locator('.bubble').nth(29).waitFor();
      assert.equal(await log.locator('.bubble').count(), 30, 'one page of 10 older messages');
      const yAfter = (await log.locator('.bubble', { hasText: firstText }).boundingBox())?.y ?? NaN;
      assert.ok(Math.abs(yAfter - yBefore) <= 2, `the message read before stays put (${yBefore} → ${yAfter})`);
      await earlier.waitFor({ state: 'detached' });
      assert.match(await log.locator('.bubble').first().innerText(), /Question number 1\b/);
      await context.close();
    } finally {
      await history.close();
      rmSync(historyDir, { recursive: true, force: true });
    }
  });
});
