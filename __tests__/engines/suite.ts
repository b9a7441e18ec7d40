import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { PNG_BYTES } from '../support/orders';
import { servedClient } from '../e2e/servedClient';
import type { Engine, EnginePage } from './engine';
import { JOURNEYS, type JourneyWorld } from './journeys';

/** What the failing page showed, for the report: its address and visible text. */
async function screenText(page: EnginePage): Promise<string> {
  try {
    return await page.evaluate<string>(`location.href + '\\n' + document.body.innerText.slice(-2000)`);
  } catch (error) {
    return `(the page could not be read: ${(error as Error).message})`;
  }
}

/**
 * The core journeys in one engine, each at its phone sizes, against a sandbox of the file's own; the
 * agent console runs in Chromium beside it. Every test's name starts with the engine, so a failing step
 * names it.
 */
export function journeysIn(name: Engine['name'], start: () => Promise<Engine>): void {
  let engine: Engine | undefined;
  let files: string | undefined;
  const world = {} as JourneyWorld;
  servedClient({ aiDelayMs: 100, storage: true }, async ({ sandbox, browser }) => {
    engine = await start();
    files = mkdtempSync(join(tmpdir(), 'engine-journeys-'));
    world.photoPath = join(files, 'photo.png');
    writeFileSync(world.photoPath, PNG_BYTES);
    world.sandbox = sandbox;
    world.agentBrowser = browser;
  });
  after(async () => {
    await engine?.close();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  describe(`${name}: the customer's core journeys`, () => {
    for (const journey of JOURNEYS)
      for (const viewport of journey.viewports)
        it(`${name} at ${viewport.width}×${viewport.height}: ${journey.name}`, async () => {
          const page = await engine!.open(viewport);
          try {
            await journey.run(page, world, viewport);
          } catch (error) {
            throw new Error(
              `${name}: ${(error as Error).name}: ${(error as Error).message}\n${await screenText(page)}`,
              { cause: error },
            );
          } finally {
            await page.close();
          }
        });
  });
}
