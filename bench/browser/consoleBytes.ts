/**
 * The agent console's download (issue 31), counted as the client's (pageBytes.ts: every script and
 * stylesheet response, gzipped here at level 9): what a fresh desktop Chromium fetches until the demo
 * supervisor (sam) is signed in and online, then what opening the Supervisor view adds until its three
 * charts are drawn, and whether the chart library was among the first (it must not be: it loads with the
 * view, dist/.vite/chunks-tools.json says which files hold it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_AGENTS } from '../../server/db/seed';
import type { ChunkInfo } from '../entryModules';
import type { BenchResult } from '../run';
import type { Figure } from './parts';
import { describeDownload, kb, printFiles, recordDownload, USABLE_TIMEOUT_MS } from './pageBytes';

/**
 * The console signed in: 110.7 KB in 12 files when the Supervisor view came (React's DOM and the shared
 * upload code 68 KB, the help centre's sanitizer 11.4 KB), then 140 KB in 13 once it spoke 9 languages
 * (issue 31, point 8: i18next and react-i18next about 23 KB, the chosen locale's texts 5.5–7.3 KB, both
 * needed before the sign-in screen can say anything). Little room is left: a feature that needs more
 * loads lazily, as the Supervisor view does.
 */
const CONSOLE_BUDGET_KB = 145;
/** The view, its styles and uPlot (26.4 KB then, 2 files: uPlot is about 21 KB of it). */
const SUPERVISOR_BUDGET_KB = 30;
const CHART_LIBRARY = 'node_modules/uplot/';

export const CONSOLE_BYTES_FIGURES: Figure[] = [
  {
    name: 'initial JS+CSS of the agent console in Chromium, until signed in and online',
    unit: 'KB gzip -9',
    budget: `≤ ${CONSOLE_BUDGET_KB}`,
  },
  {
    name: 'JS+CSS the Supervisor view adds when opened, until its charts are drawn',
    unit: 'KB gzip -9',
    budget: `≤ ${SUPERVISOR_BUDGET_KB}`,
  },
  { name: 'chart library files the console downloads before the Supervisor view opens', unit: 'files', budget: '0' },
];

/** The tools build's chunks that hold the chart library, as the page requests them (`/assets/…`). */
function chartLibraryFiles(dist: string): Set<string> {
  const path = join(dist, '.vite', 'chunks-tools.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  const chunks = JSON.parse(readFileSync(path, 'utf8')) as ChunkInfo[];
  return new Set(
    chunks
      .filter((chunk) => chunk.modules.some((module) => module.id.includes(CHART_LIBRARY)))
      .map((chunk) => `/${chunk.file}`),
  );
}

export async function consoleBytesFigures(browser: Browser, baseUrl: string, dist: string): Promise<BenchResult[]> {
  const sam = DEMO_AGENTS.find((agent) => agent.username === 'sam')!;
  const chartFiles = chartLibraryFiles(dist);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const first = recordDownload(page);
    await page.goto(`${baseUrl}/agent`);
    await page.getByLabel('Username').fill(sam.username, { timeout: USABLE_TIMEOUT_MS });
    await page.getByLabel('Password').fill(sam.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`Online as ${sam.nickname}`).waitFor({ timeout: USABLE_TIMEOUT_MS });
    const consoleDownload = await first.stop();
    const opening = recordDownload(page);
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('button', { name: 'Supervisor' }).click();
    await page.locator('.supervisor-chart__plot canvas').nth(2).waitFor({ timeout: USABLE_TIMEOUT_MS });
    const viewDownload = await opening.stop();
    printFiles('/agent, signed in', consoleDownload);
    printFiles('/agent, the Supervisor view opened', viewDownload);
    const early = consoleDownload.files.filter((file) => chartFiles.has(file.path));
    const [consoleFigure, viewFigure, earlyFigure] = CONSOLE_BYTES_FIGURES;
    return [
      {
        ...consoleFigure,
        name: `${consoleFigure.name} (${describeDownload(consoleDownload)})`,
        value: kb(consoleDownload.gzip9),
        withinBudget: kb(consoleDownload.gzip9) <= CONSOLE_BUDGET_KB,
      },
      {
        ...viewFigure,
        name: `${viewFigure.name} (${describeDownload(viewDownload)})`,
        value: kb(viewDownload.gzip9),
        // The view's download must hold the chart library, or it came earlier (or not at all).
        withinBudget:
          viewDownload.files.some((file) => chartFiles.has(file.path)) &&
          kb(viewDownload.gzip9) <= SUPERVISOR_BUDGET_KB,
      },
      {
        ...earlyFigure,
        name: `${earlyFigure.name} (${early.map((file) => file.path).join(', ') || 'none'})`,
        value: early.length,
        withinBudget: chartFiles.size > 0 && early.length === 0,
      },
    ];
  } finally {
    await context.close();
  }
}
