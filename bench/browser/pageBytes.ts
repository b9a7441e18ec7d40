/**
 * What a page downloads, counted in Chromium: every script and stylesheet response (and any JS or JSON
 * chunk under /assets/), their bodies gzipped here at level 9 so the figure does not depend on how the
 * server encodes them; and when a page is usable.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { phoneContext } from '../../__tests__/e2e/browser';

export const COMPOSER = 'Your message';
export const USABLE_TIMEOUT_MS = 30_000;
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface Download {
  files: { path: string; type: string; bytes: number; gzip9: number; wire: number; encoding: string }[];
  gzip9: number;
  wire: number;
  encodings: string[];
}

/** Code the page downloads: scripts, stylesheets, and any JS or JSON chunk under /assets/ (not API calls, not the document). */
function isCode(response: Response): boolean {
  const url = new URL(response.url());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const type = response.request().resourceType();
  return (
    type === 'script' ||
    type === 'stylesheet' ||
    (url.pathname.startsWith('/assets/') && /\.(?:m?js|css|json)$/.test(url.pathname))
  );
}

/** Starts keeping the page's code responses; `stop` ends at that moment and sums what was kept. */
export function recordDownload(page: Page): { stop: () => Promise<Download> } {
  const kept = new Map<string, Response>();
  let recording = true;
  page.on('response', (response) => {
    if (recording && response.status() === 200 && isCode(response) && !kept.has(response.url()))
      kept.set(response.url(), response);
  });
  return {
    async stop() {
      recording = false;
      const files = await Promise.all(
        [...kept.values()].map(async (response) => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            path: new URL(response.url()).pathname,
            type: response.request().resourceType(),
            bytes: body.length,
            gzip9: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          };
        }),
      );
      return {
        files,
        gzip9: files.reduce((total, file) => total + file.gzip9, 0),
        wire: files.reduce((total, file) => total + file.wire, 0),
        encodings: [...new Set(files.map((file) => file.encoding))].sort(),
      };
    },
  };
}

/** The chat is usable: the composer is visible and the welcome shown (or, in a long history, a message row rendered). */
export async function waitChatUsable(page: Page, history = false): Promise<void> {
  await page.getByRole('textbox', { name: COMPOSER }).waitFor({ state: 'visible', timeout: USABLE_TIMEOUT_MS });
  if (history)
    await page
      .locator('.welcome, [role="log"] [data-message-id]')
      .first()
      .waitFor({ state: 'attached', timeout: USABLE_TIMEOUT_MS });
  else await page.locator('.welcome').waitFor({ state: 'visible', timeout: USABLE_TIMEOUT_MS });
}

export async function waitFloorUsable(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: COMPOSER }).waitFor({ state: 'visible', timeout: USABLE_TIMEOUT_MS });
}

export async function measureDownload(
  browser: Browser,
  url: string,
  waitUsable: (page: Page) => Promise<void>,
): Promise<Download> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const download = recordDownload(page);
    await page.goto(url);
    await waitUsable(page);
    return await download.stop();
  } finally {
    await context.close();
  }
}

export const describeDownload = (download: Download) =>
  `${download.files.length} files; ${kb(download.wire)} KB on the wire, ${download.encodings.join('/')}`;

export function printFiles(label: string, download: Download): void {
  console.info(`${label}, file by file (gzip -9 / on the wire):`);
  for (const file of download.files) {
    console.info(
      `      ${file.path.padEnd(44)} ${file.type.padEnd(10)} ${kb(file.gzip9).toFixed(1).padStart(7)} KB ${kb(file.wire).toFixed(1).padStart(7)} KB`,
    );
  }
}
