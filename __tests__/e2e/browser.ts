import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium with the flags of docs/architecture.md; a browser is never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}

/** A 360×640 phone, the smallest screen the client supports; `options` add to it (a time zone, say). */
export function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
}

/**
 * What axe-core finds on the page as it is now, one "rule: targets" per violation. `inPageOnly`: axe
 * runs in the page itself (its legacy mode) rather than in each frame with the results put together in
 * a blank page it opens: the same findings for a page with no iframe, in about half the time.
 */
export async function axeViolations(page: Page, { inPageOnly = false } = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(inPageOnly).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** axe-core finds no violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  assert.deepEqual(await axeViolations(page), []);
}

/** Headless pages never hide: a test plays the browser's part (the property and its event). */
export function setVisibility(page: Page, state: DocumentVisibilityState): Promise<void> {
  // A string, not a function: tsx would compile one with a `__name` helper the page does not have.
  return page.evaluate(`Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${state}' });
    document.dispatchEvent(new Event('visibilitychange'));`);
}
