import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { phoneContext } from './browser';
import { builtFilesOf } from './builtFiles';
import { servedClient } from './servedClient';

/** Issue 29, point 5: a photo in the chat keeps its box while its view and the image itself load. */
const served = servedClient({ aiDelayMs: 0, storage: true });

const SLOW_MS = 800;
const link = () => `${served.sandbox.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=US`;

/** A real 400×300 PNG, drawn by the browser. */
async function landscapePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#3b82f6';
    context.fillRect(0, 0, 400, 300);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const slowly = async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
  await route.continue();
};

const lastPhotoBubble = (page: Page) => page.locator('.bubble--mine').last();
const heightOf = (page: Page) =>
  lastPhotoBubble(page).evaluate((bubble) => Math.round(bubble.getBoundingClientRect().height));

describe('a photo in the chat', () => {
  it('takes its final box at once: nothing moves when its view and the image arrive', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await page.goto(link());
    await page.locator('.welcome').waitFor();
    await page.getByRole('button', { name: 'Attach a file' }).click();
    await page
      .getByLabel('Choose from album')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await landscapePng(page) });
    const shown = lastPhotoBubble(page).getByRole('button', { name: 'Open image' });
    await shown.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.bubble--mine img')].some((image) => (image as HTMLImageElement).complete),
    );
    const loadedHeight = await heightOf(page);
    assert.ok(loadedHeight > 150, `the photo shows at its size (${loadedHeight} px)`);

    // Opened again on a slow network: the photo's view and the image come late.
    const fresh = await context.newPage();
    await fresh.route(builtFilesOf(['MediaMessage']), slowly);
    await fresh.route((url) => url.href.startsWith(served.sandbox.storageUrl!), slowly);
    await fresh.goto(link());
    await lastPhotoBubble(fresh).waitFor();
    assert.equal(await lastPhotoBubble(fresh).locator('img').count(), 0, 'measured before the photo came');
    const waitingHeight = await heightOf(fresh);
    await fresh.waitForFunction(() =>
      [...document.querySelectorAll('.bubble--mine img')].some(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    assert.equal(waitingHeight, await heightOf(fresh), 'the bubble keeps its height while the photo loads');
    assert.equal(waitingHeight, loadedHeight);
    await context.close();
  });
});
