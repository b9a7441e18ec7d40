import { join } from 'node:path';
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../support/sandbox';
import { launchBrowser } from './browser';

/** The built client (`npm run build`), served by the sandbox the way `npm start` serves it. */
export const DIST = join(process.cwd(), 'dist');

export interface ServedClient {
  sandbox: RunningSandbox;
  browser: Browser;
}

/**
 * For a browser test file: a sandbox serving the built client and a Chromium, started before its
 * tests and closed after them. `prepare` runs once both are up (node:test does not promise that a
 * file's own `before` hooks run after this one).
 */
export function servedClient(
  options: StartSandboxOptions = {},
  prepare?: (served: ServedClient) => Promise<void>,
): ServedClient {
  const served = {} as ServedClient;
  before(async () => {
    served.sandbox = await startSandbox({ staticDir: DIST, ...options });
    served.browser = await launchBrowser();
    await prepare?.(served);
  });
  after(async () => {
    await served.browser?.close();
    await served.sandbox?.close();
  });
  return served;
}
