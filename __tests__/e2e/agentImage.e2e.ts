import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { localeTexts } from '../support/localeTexts';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedClient } from './servedClient';

/*
 * Issue 31, point 3: the agent attaches an image in the console's composer; it is signed for the agent,
 * uploaded to the storage host and sent, and the customer sees it in their chat like any image.
 */

const enUS = localeTexts('en-US');
const served = servedClient({ aiDelayMs: 0, storage: true });
const link = () => `${served.sandbox.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=US`;

/** A real 120×80 PNG, drawn by the browser. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#16a34a';
    context.fillRect(0, 0, 120, 80);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

describe('an agent’s image', () => {
  it('is uploaded from the console’s composer and shows on the customer’s screen', async () => {
    const agentContext = await served.browser.newContext();
    const agent = await agentContext.newPage();
    await signInToAgentConsole(agent, served.sandbox.baseUrl);

    const context = await phoneContext(served.browser);
    const customer = await context.newPage();
    await customer.goto(link());
    const box = customer.getByRole('textbox', { name: enUS.chat.composerLabel });
    await box.fill('I want to talk to a human');
    await box.press('Enter');
    await agent.getByRole('button', { name: 'Accept' }).click();
    await customer.getByText('Ann joined the chat').waitFor();

    await agent
      .getByLabel('Image or video to send')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await drawnPng(agent) });
    // The console shows what it sent once the server stored it.
    const log = agent.getByRole('log', { name: /Conversation with/ });
    await log.getByRole('button', { name: 'Enlarge the image sent in the chat' }).waitFor();
    assert.equal(await agent.getByText(/^Not sent:/).count(), 0);
    await expectNoAxeViolations(agent);

    const thumb = customer.getByRole('log').getByRole('button', { name: enUS.uploads.openImage });
    await thumb.waitFor();
    const image = thumb.locator('img');
    const src = (await image.getAttribute('src')) ?? '';
    assert.match(src, /^http:\/\/127\.0\.0\.1:\d+\/o\/[0-9a-f-]+\.png$/);
    await customer.waitForFunction(
      (url) => [...document.images].some((img) => img.src === url && img.complete && img.naturalWidth === 120),
      src,
    );
    await context.close();
    await agentContext.close();
  });
});
