/**
 * The download of a usable /chat (bench/browser/measure.ts): for the demo product, whose capture policy
 * is `on_support`; for a product with capture `off`; the floor app; and the field recorder, which a
 * first visit downloads only after its first screen (docs/recording.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../../__tests__/e2e/browser';
import { startSandboxIn } from '../../__tests__/support/sandbox';
import { openTestDatabase } from '../../__tests__/support/testDatabase';
import type { CapturePolicy } from '../../src/protocol/recordings';
import { FIRST_VISIT_RECORDER_DELAY_MS } from '../../src/app/startFieldCapture';
import { readChunks, type ChunkInfo } from '../entryModules';
import type { BenchResult } from '../run';
import { startSandboxChild } from '../sandboxChild';
import { CONSOLE_BYTES_FIGURES, consoleBytesFigures } from './consoleBytes';
import { buildFloor, serveFloor } from './floor';
import { part, type Figure } from './parts';
import {
  describeDownload,
  kb,
  measureDownload,
  printFiles,
  recordDownload,
  USABLE_TIMEOUT_MS,
  waitChatUsable,
  waitFloorUsable,
  type Download,
} from './pageBytes';

export const CHAT_PATH = '/chat?app_key=demo&user=alice&pass=demo-pass&country=US';
export const FLOOR_PATH = '/';
const AI_DELAY_MS = 50;

/** docs/architecture.md, "Budgets"; the issue "field recordings" for the last three. */
const BYTES_BUDGET_KB = 165;
const OVER_FLOOR_BUDGET_KB = 25;
/** A usable /chat before field recordings existed (npm run bench:bytes at 62b03ad): `off` must not cost more. */
const BEFORE_RECORDINGS_KB = 164.8;
const RECORDER_BUDGET_KB = 6;
/** How long a capture-off page is watched after usable: well past when a first visit's recorder would load. */
const OFF_WATCH_MS = FIRST_VISIT_RECORDER_DELAY_MS + 3_000;

/**
 * The paths of the field recorder's files and of the other screens' texts (dist/.vite/chunks.json: files
 * are named by their hash): the locales' files and the map that loads them (`moreTexts`).
 */
function builtFiles(dist: string): { isRecorderFile(path: string): boolean; isTextsFile(path: string): boolean } {
  const chunks = readChunks(dist);
  const paths = (picked: ChunkInfo[]) =>
    new Set(picked.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]).map((file) => `/${file}`));
  const recorder = paths(chunks.filter((chunk) => chunk.name === 'fieldRecording'));
  const texts = paths(
    chunks.filter(
      (chunk) => chunk.name === 'moreTexts' || chunk.modules.some((module) => /^locales\/[^/]+\.json$/.test(module.id)),
    ),
  );
  return { isRecorderFile: (path) => recorder.has(path), isTextsFile: (path) => texts.has(path) };
}

export const BYTES_FIGURES: Figure[] = [
  {
    name: 'initial JS+CSS of a usable /chat in Chromium (demo product, capture on_support)',
    unit: 'KB gzip -9',
    budget: `≤ ${BYTES_BUDGET_KB}`,
  },
  { name: 'initial JS+CSS of the floor app in Chromium (informative)', unit: 'KB gzip -9', budget: '—' },
  { name: 'initial JS+CSS of /chat over the floor', unit: 'KB gzip -9', budget: `≤ ${OVER_FLOOR_BUDGET_KB}` },
  {
    name: 'initial JS+CSS of a usable /chat, product with capture off',
    unit: 'KB gzip -9',
    budget: `≤ ${BEFORE_RECORDINGS_KB} (before field recordings)`,
  },
  {
    name: 'the field recorder a first visit downloads after the chat is usable (capture on_support)',
    unit: 'KB gzip -9',
    budget: `≤ ${RECORDER_BUDGET_KB}`,
  },
  {
    name: `recorder files a capture-off /chat downloads (until ${OFF_WATCH_MS / 1000} s after usable)`,
    unit: 'files',
    budget: '0',
  },
];

/** What a fresh phone downloads until /chat is usable, then what it downloads until `afterUsable` returns. */
async function downloadsAround(
  browser: Browser,
  url: string,
  afterUsable: (page: Page) => Promise<unknown>,
): Promise<{ usable: Download; after: Download }> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const usable = recordDownload(page);
    await page.goto(url);
    await waitChatUsable(page);
    const after = recordDownload(page);
    const usableDownload = await usable.stop();
    await afterUsable(page);
    return { usable: usableDownload, after: await after.stop() };
  } finally {
    await context.close();
  }
}

/** The recorder runs once the page remembers the policy it applied. */
const untilRecorderRuns = (page: Page) =>
  page.waitForFunction(() => localStorage.getItem('support.capture.demo') !== null, undefined, {
    timeout: USABLE_TIMEOUT_MS,
  });

const sum = (files: Download['files']) => files.reduce((total, file) => total + file.gzip9, 0);

export async function bytesFigures(
  browser: Browser,
  urls: { chat: string; offChat: string; floor: string },
  dist = join(process.cwd(), 'dist'),
): Promise<BenchResult[]> {
  const { isRecorderFile, isTextsFile } = builtFiles(dist);
  const demo = await downloadsAround(browser, urls.chat, untilRecorderRuns);
  const off = await downloadsAround(browser, urls.offChat, (page) => page.waitForTimeout(OFF_WATCH_MS));
  const floor = await measureDownload(browser, urls.floor, waitFloorUsable);
  printFiles('/chat (on_support)', demo.usable);
  printFiles('/chat (on_support), after usable until the recorder runs', demo.after);
  printFiles('/chat (off)', off.usable);
  printFiles(`/chat (off), in the ${OFF_WATCH_MS / 1000} s after usable`, off.after);
  printFiles('floor', floor);
  const over = kb(demo.usable.gzip9 - floor.gzip9);
  // The sharing control's texts come with every other screen's: their map and the locale's file, which
  // the first answer's follow-up loads anyway (a file the page fetches once, whichever view asks first).
  const recorderFiles = demo.after.files.filter((file) => !isTextsFile(file.path));
  const offRecorderFiles = [...off.usable.files, ...off.after.files].filter((file) => isRecorderFile(file.path));
  const [usableFigure, floorFigure, overFigure, offFigure, recorderFigure, offRecorderFigure] = BYTES_FIGURES;
  return [
    {
      ...usableFigure,
      name: `${usableFigure.name} (${describeDownload(demo.usable)})`,
      value: kb(demo.usable.gzip9),
      withinBudget: kb(demo.usable.gzip9) <= BYTES_BUDGET_KB,
    },
    {
      ...floorFigure,
      name: `${floorFigure.name} (${describeDownload(floor)})`,
      value: kb(floor.gzip9),
      withinBudget: true,
    },
    {
      ...overFigure,
      name: `${overFigure.name} (${demo.usable.files.length} files − ${floor.files.length} files)`,
      value: over,
      withinBudget: over <= OVER_FLOOR_BUDGET_KB,
    },
    {
      ...offFigure,
      name: `${offFigure.name} (${describeDownload(off.usable)})`,
      value: kb(off.usable.gzip9),
      withinBudget: kb(off.usable.gzip9) <= BEFORE_RECORDINGS_KB,
    },
    {
      ...recorderFigure,
      name: `${recorderFigure.name} (${recorderFiles.map((file) => file.path).join(', ') || 'nothing'})`,
      value: kb(sum(recorderFiles)),
      withinBudget:
        recorderFiles.some((file) => isRecorderFile(file.path)) && kb(sum(recorderFiles)) <= RECORDER_BUDGET_KB,
    },
    { ...offRecorderFigure, value: offRecorderFiles.length, withinBudget: offRecorderFiles.length === 0 },
  ];
}

/** A data directory whose demo product has the capture policy `policy`, for a sandbox to open. */
export async function dataDirWithPolicy(prefix: string, policy: CapturePolicy, sampleRate = 1): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const database = await openTestDatabase(dataDir);
  try {
    await database.db
      .updateTable('products')
      .set({ capture_policy: policy, capture_sample_rate: sampleRate })
      .where('app_key', '=', 'demo')
      .execute();
  } finally {
    await database.close();
  }
  return dataDir;
}

/** The byte figures alone (`npm run bench:bytes`): a quick answer while trimming the download; the agent console's too. */
export async function bytesBench(): Promise<BenchResult[]> {
  const dist = join(process.cwd(), 'dist');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bytes-'));
  const offDir = await dataDirWithPolicy('bench-bytes-off-', 'off');
  const demo = await startSandboxChild({ dataDir, aiDelayMs: AI_DELAY_MS });
  const offSandbox = await startSandboxIn(offDir, { staticDir: dist, aiDelayMs: AI_DELAY_MS });
  const floor = await serveFloor(await buildFloor());
  const browser = await launchBrowser();
  try {
    const chat = await bytesFigures(
      browser,
      {
        chat: `${demo.baseUrl}${CHAT_PATH}`,
        offChat: `${offSandbox.baseUrl}${CHAT_PATH}`,
        floor: `${floor.baseUrl}${FLOOR_PATH}`,
      },
      dist,
    );
    return [...chat, ...(await part(CONSOLE_BYTES_FIGURES, () => consoleBytesFigures(browser, demo.baseUrl, dist)))];
  } finally {
    await browser.close();
    await floor.close();
    await offSandbox.close();
    await demo.stop();
    for (const dir of [dataDir, offDir]) rmSync(dir, { recursive: true, force: true });
  }
}
