import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { scopeOver, type DriverCore, type Engine, type EnginePage, type Viewport } from '../engine';

/** Playwright's own calls on a page or a frame: both have evaluate, click, type, press and setInputFiles. */
function coreOf(target: () => Promise<Page | Frame>): DriverCore {
  return {
    evaluate: async (expression) => (await target()).evaluate(expression),
    click: async (css) => (await target()).click(css),
    type: async (css, text) => (await target()).locator(css).pressSequentially(text),
    press: async (css, key) => (await target()).press(css, key),
    upload: async (css, filePath) => (await target()).setInputFiles(css, filePath),
  };
}

async function frameOf(page: Page, css: string): Promise<Frame> {
  const frame = await (await page.waitForSelector(css)).contentFrame();
  if (!frame) throw new Error(`chromium: ${css} is no frame`);
  return frame;
}

/** Debian's Chromium through playwright-core (e2e/browser.ts), each page in a context of its own. */
export async function chromiumEngine(): Promise<Engine> {
  const browser: Browser = await launchBrowser();
  return {
    name: 'chromium',
    async open(viewport: Viewport): Promise<EnginePage> {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      return {
        engine: 'chromium',
        ...scopeOver(
          coreOf(async () => page),
          'chromium',
        ),
        goto: async (url) => {
          await page.goto(url);
        },
        frame: (css) =>
          scopeOver(
            coreOf(() => frameOf(page, css)),
            `chromium, in ${css}`,
          ),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
