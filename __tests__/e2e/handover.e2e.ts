import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startSandbox } from '../support/sandbox';
import { expectNoAxeViolations, launchBrowser, phoneContext } from './browser';

const DIST = join(process.cwd(), 'dist');
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;

before(async () => {
  sandbox = await startSandbox({ staticDir: DIST, aiDelayMs: 100 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe('asking for a human', () => {
  it('with no agent online, shows the no-agent state and lets the customer leave a message', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('I want to talk to a human');
    await box.press('Enter');
    await page.getByText('No support agent is online right now.').waitFor();
    await page.getByRole('button', { name: 'Leave a message' }).click();
    await page.getByRole('textbox', { name: 'Your message for our support team' }).fill('Please call me back about my withdrawal.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thanks! Our team will reply as soon as possible.').waitFor();
    await expectNoAxeViolations(page);
    assert.equal(await page.getByRole('button', { name: 'Leave a message' }).count(), 0);
    await context.close();
  });
});
