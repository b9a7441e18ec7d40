import puppeteer, { type Browser, type Frame, type Page } from 'puppeteer-core';
import { scopeOver, type DriverCore, type Engine, type EnginePage, type Viewport } from '../engine';

/** Debian's Firefox ESR (package firefox-esr); FIREFOX_PATH may point elsewhere. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function coreOf(target: () => Promise<Page | Frame>): DriverCore {
  const element = async (css: string) => {
    const handle = await (await target()).waitForSelector(css);
    if (!handle) throw new Error(`firefox: no ${css}`);
    return handle;
  };
  return {
    evaluate: async <T>(expression: string) => (await target()).evaluate(expression) as Promise<T>,
    click: async (css) => (await element(css)).click(),
    type: async (css, text) => (await element(css)).type(text),
    press: async (css, key) => (await element(css)).press(key),
    upload: async (css, filePath) => {
      const input = await element(css);
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(filePath);
    },
  };
}

async function frameOf(page: Page, css: string): Promise<Frame> {
  const frame = await (await page.waitForSelector(css))?.contentFrame();
  if (!frame) throw new Error(`firefox: ${css} is no frame`);
  return frame;
}

/**
 * Firefox over WebDriver BiDi with puppeteer-core: it speaks BiDi to Firefox itself, so no geckodriver
 * (which Debian does not package) and no downloaded browser. One browser, a user context per page.
 */
export async function firefoxEngine(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A phone's scrollbars float over the page; Linux's classic ones would take 12 px of the 360.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
  return {
    name: 'firefox',
    async open(viewport: Viewport): Promise<EnginePage> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return {
        engine: 'firefox',
        ...scopeOver(
          coreOf(async () => page),
          'firefox',
        ),
        goto: async (url) => {
          await page.goto(url);
        },
        frame: (css) =>
          scopeOver(
            coreOf(() => frameOf(page, css)),
            `firefox, in ${css}`,
          ),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
