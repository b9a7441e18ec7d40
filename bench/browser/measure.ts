/**
 * The browser benchmark: figures measured where the user meets them, in Debian's headless Chromium
 * against the built client (dist/, `npm run build` first) served by the real sandbox (for the demo
 * link, in its own process as `npm start` runs it), beside a
 * "floor" app (bench/floor/: the mandated stack and one labelled input, nothing else) served by the
 * same static code. Relies only on the DOM contract: the composer is the textbox "Your message", the
 * welcome is `.welcome`, the log is `[role="log"]` inside the scroller `.chat__scroller`, each
 * message is a `[data-message-id]` (with `data-seq` once stored), and scrolling the scroller to its
 * top loads the next older page.
 *
 * - Bytes: a fresh 360×640 phone context opens /chat (the demo link, on a sandbox with the demo data
 *   only) and keeps every script and stylesheet response (and any JS or JSON chunk under /assets/)
 *   until the chat is usable (composer visible, welcome shown); their bodies are gzipped here at
 *   level 9 and summed, so the figure does not depend on how the server encodes them. The bytes the
 *   responses' bodies took on the wire are in the name, informative. The same for the floor (usable:
 *   its input visible), and the difference: what the client costs over the stack.
 * - The agent console (consoleBytes.ts): a fresh desktop context opens /agent on the demo link's sandbox
 *   and signs the demo supervisor in, counted the same way until online; then what opening the
 *   Supervisor view adds until its charts are drawn, and that the chart library was not in the first.
 * - Lighthouse: the performance score with the default (mobile) config, median of 3 runs of each, a
 *   fresh Chromium profile every run, /chat and the floor alternating; and the ratio of the medians.
 * - Long conversation: 10,000 messages seeded into alice's AI conversation (bench/browser/seed.ts)
 *   before the sandbox starts. /chat opens on its newest page; the scroller is scrolled to its top
 *   again and again, each time waiting for the older page to come in (or ~2 s), until the row with
 *   data-seq="1" is in the DOM, giving up after 180 s. Long tasks (> 50 ms, PerformanceObserver)
 *   during that scroll-up: the worst is the figure, their count and the scroll-up's duration are in
 *   the name. Then the `[data-message-id]` elements in the log: what the page keeps in the DOM.
 * - Frame to DOM: with that history loaded and the view back at the bottom, 20 questions are sent
 *   through the composer one at a time; for each AI answer, the time from its push_msg frame's
 *   message event in the page (a wrapper of window.WebSocket whose listener runs before the app's)
 *   to its `[data-message-id]` element appearing (a MutationObserver callback, i.e. once the task
 *   that committed it has run). The median is the figure; the max and the median to two animation
 *   frames later (≈ painted) are in the name. Then the message nodes in the log again.
 *
 * A part that fails (or a scroll-up that gives up) is reported as an over-budget figure, never a crash;
 * every browser, server and temporary directory is closed on the way out.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../../__tests__/e2e/browser';
import { startSandboxIn, type RunningSandbox } from '../../__tests__/support/sandbox';
import { startSandboxChild } from '../sandboxChild';
import type { BenchResult } from '../run';
import { BYTES_FIGURES, bytesFigures, CHAT_PATH, dataDirWithPolicy, FLOOR_PATH } from './bytesFigures';
import { CONSOLE_BYTES_FIGURES, consoleBytesFigures } from './consoleBytes';
import { buildFloor, serveFloor } from './floor';
import { errorText, failed, part, type Figure } from './parts';
import { UPLOAD_FIGURES, uploadFigures } from './uploadRate';
import { COMPOSER, describeDownload, kb, recordDownload, USABLE_TIMEOUT_MS, waitChatUsable } from './pageBytes';
import { lighthouseRun, type LighthouseRun } from './lighthouse';
import { PROBE_SCRIPT, scrollToTopOnce, type FrameTiming, type ProbedWindow, type ScrollStep } from './probe';
import { seedLongConversation, type SeededConversation } from './seed';

/** docs/architecture.md, "Budgets", and the issue "fast where the user is". */
const LIGHTHOUSE_BUDGET = 0.95;
const LIGHTHOUSE_RATIO_BUDGET = 0.97;
const LONG_TASK_BUDGET_MS = 200;
const MESSAGE_NODES_BUDGET = 60;
const FRAME_TO_DOM_BUDGET_MS = 16;

const LONG_CONVERSATION = 10_000;
const LIGHTHOUSE_RUNS = 3;
const QUESTIONS = 20;
const AI_DELAY_MS = 50;
const SCROLL_UP_LIMIT_MS = 180_000;
const LIGHTHOUSE_TIMEOUT_MS = 120_000;
/** How long one scroll to the top waits for the older page before the next (nudged) attempt. */
const SCROLL_SETTLE_MS = 2_000;
/** Consecutive scrolls to the top with nothing loaded before the scroll-up counts as stuck. */
const SCROLL_STALLS = 10;
const ANSWER_TIMEOUT_MS = 20_000;
/** Bound on any single in-page step, so that a hung page fails the figure instead of the run. */
const STEP_TIMEOUT_MS = 60_000;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${seconds(ms)}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const LIGHTHOUSE_FIGURES: Figure[] = [
  {
    name: `Lighthouse mobile performance of /chat (median of ${LIGHTHOUSE_RUNS})`,
    unit: 'score',
    budget: `≥ ${LIGHTHOUSE_BUDGET}`,
  },
  {
    name: `Lighthouse mobile performance of the floor app (median of ${LIGHTHOUSE_RUNS}, informative)`,
    unit: 'score',
    budget: '—',
  },
  {
    name: 'Lighthouse mobile performance of /chat relative to the floor (ratio of the medians)',
    unit: '×',
    budget: `≥ ${LIGHTHOUSE_RATIO_BUDGET}`,
  },
];

interface Runs {
  runs: LighthouseRun[];
  errors: string[];
}

function describeRuns({ runs, errors }: Runs): string {
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  const middle = byScore[byScore.length >> 1];
  const scores = runs.map((run) => run.score.toFixed(2)).join(', ');
  const metrics = middle
    ? `; median run: FCP ${seconds(middle.fcp)}, LCP ${seconds(middle.lcp)}, TBT ${Math.round(middle.tbt)} ms, SI ${seconds(middle.si)}, CLS ${middle.cls.toFixed(3)}`
    : '';
  const failures = errors.length > 0 ? `; ${errors.length} run(s) failed: ${errors[0]}` : '';
  return `runs ${scores || 'none'}${metrics}${failures}`;
}

async function lighthouseFigures(chatUrl: string, floorUrl: string): Promise<BenchResult[]> {
  const ours: Runs = { runs: [], errors: [] };
  const floor: Runs = { runs: [], errors: [] };
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    for (const [url, into] of [
      [chatUrl, ours],
      [floorUrl, floor],
    ] as const) {
      try {
        into.runs.push(await lighthouseRun(url, LIGHTHOUSE_TIMEOUT_MS));
      } catch (error) {
        into.errors.push(errorText(error));
      }
    }
  }
  const oursScore = median(ours.runs.map((run) => run.score));
  const floorScore = median(floor.runs.map((run) => run.score));
  const complete = (runs: Runs) => runs.errors.length === 0;
  const ratio = oursScore / floorScore;
  return [
    {
      ...LIGHTHOUSE_FIGURES[0],
      name: `${LIGHTHOUSE_FIGURES[0].name} (${describeRuns(ours)})`,
      value: round(oursScore, 2),
      withinBudget: complete(ours) && oursScore >= LIGHTHOUSE_BUDGET,
    },
    {
      ...LIGHTHOUSE_FIGURES[1],
      name: `${LIGHTHOUSE_FIGURES[1].name} (${describeRuns(floor)})`,
      value: round(floorScore, 2),
      withinBudget: complete(floor),
    },
    {
      ...LIGHTHOUSE_FIGURES[2],
      name: `${LIGHTHOUSE_FIGURES[2].name} (${oursScore.toFixed(2)} / ${floorScore.toFixed(2)})`,
      value: round(ratio, 3),
      withinBudget: complete(ours) && complete(floor) && ratio >= LIGHTHOUSE_RATIO_BUDGET,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Long conversation and frame to DOM

const LONG_FIGURES: Figure[] = [
  {
    name: `worst long task while scrolling a ${LONG_CONVERSATION.toLocaleString('en-US')}-message conversation up to its first message`,
    unit: 'ms',
    budget: `< ${LONG_TASK_BUDGET_MS}`,
  },
  {
    name: 'message nodes in the log at the top of that conversation',
    unit: 'nodes',
    budget: `≤ ${MESSAGE_NODES_BUDGET}`,
  },
  {
    name: `push_msg frame to its message in the DOM, ${QUESTIONS} AI answers at the bottom of that conversation (median)`,
    unit: 'ms',
    budget: `< ${FRAME_TO_DOM_BUDGET_MS}`,
  },
  { name: 'message nodes in the log after those answers', unit: 'nodes', budget: `≤ ${MESSAGE_NODES_BUDGET}` },
];

const probeOf = (page: Page) => page.evaluate(() => (window as unknown as ProbedWindow).__benchProbe);

interface ScrollUp {
  outcome: 'reached' | 'timeout' | 'stalled';
  last: ScrollStep;
  steps: number;
  durationMs: number;
  longTasks: { start: number; duration: number }[];
}

/** Scrolls the log to its top until the row with data-seq="1" is in the DOM, within SCROLL_UP_LIMIT_MS. */
async function scrollUp(page: Page): Promise<ScrollUp> {
  const started = Date.now();
  const startedInPage = await page.evaluate(() => performance.now());
  let stalls = 0;
  let steps = 0;
  let outcome: ScrollUp['outcome'];
  let last: ScrollStep;
  for (;;) {
    last = await withTimeout(
      page.evaluate(scrollToTopOnce, { nudge: stalls > 0, settleMs: SCROLL_SETTLE_MS }),
      STEP_TIMEOUT_MS,
      'one scroll to the top',
    );
    steps += 1;
    stalls = last.progressed ? 0 : stalls + 1;
    if (last.reachedFirst) outcome = 'reached';
    else if (Date.now() - started > SCROLL_UP_LIMIT_MS) outcome = 'timeout';
    else if (stalls >= SCROLL_STALLS) outcome = 'stalled';
    else continue;
    break;
  }
  const durationMs = Date.now() - started;
  const endedInPage = await page.evaluate(() => performance.now());
  const { longTasks } = await probeOf(page);
  return {
    outcome,
    last,
    steps,
    durationMs,
    longTasks: longTasks.filter((task) => task.start + task.duration >= startedInPage && task.start <= endedInPage),
  };
}

/** Back to the newest message: a "latest" control if the page has one, else the scroller to its bottom. */
async function backToBottom(page: Page): Promise<string> {
  const latest = page.getByRole('button', {
    name: /latest|newest|new messages|jump to (?:the )?(?:bottom|end)|scroll to (?:the )?bottom/i,
  });
  if ((await latest.count()) > 0 && (await latest.first().isVisible())) {
    await latest.first().click();
    await page.waitForTimeout(500);
    return 'pressed the "latest" control';
  }
  await page.locator('.chat__scroller').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await page.waitForTimeout(500);
  return 'scrolled to scrollHeight';
}

interface Answers {
  timings: FrameTiming[];
  missed: number;
  errors: string[];
}

/** Sends QUESTIONS questions through the composer, one at a time, each waiting for its AI answer to be painted. */
async function askQuestions(page: Page, aiUserId: string): Promise<Answers> {
  const box = page.getByRole('textbox', { name: COMPOSER });
  const answers: Answers = { timings: [], missed: 0, errors: [] };
  for (let question = 1; question <= QUESTIONS; question++) {
    const known = Object.keys((await probeOf(page)).frames);
    await box.fill(`Benchmark question ${question}: how long does a bank transfer usually take?`);
    await box.press('Enter');
    try {
      const handle = await page.waitForFunction(
        ({ ai, before }) => {
          for (const [id, timing] of Object.entries((window as unknown as ProbedWindow).__benchProbe.frames)) {
            if (timing.senderId === ai && timing.paintAt !== undefined && !before.includes(id)) return timing;
          }
          return null;
        },
        { ai: aiUserId, before: known },
        { timeout: ANSWER_TIMEOUT_MS },
      );
      answers.timings.push((await handle.jsonValue()) as FrameTiming);
      await handle.dispose();
    } catch (error) {
      answers.missed += 1;
      answers.errors.push(errorText(error));
    }
  }
  return answers;
}

const countMessageNodes = (page: Page) => page.locator('[role="log"] [data-message-id]').count();

async function longConversationFigures(
  browser: Browser,
  baseUrl: string,
  seeded: SeededConversation,
): Promise<BenchResult[]> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript({ content: PROBE_SCRIPT });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const download = recordDownload(page);
    await page.goto(`${baseUrl}${CHAT_PATH}`);
    await waitChatUsable(page, true);
    const initial = await download.stop();
    console.info(
      `/chat with a ${seeded.messages.toLocaleString('en-US')}-message history: ${kb(initial.gzip9)} KB gzip -9 of JS+CSS up to usable (${describeDownload(initial)})`,
    );
    await page.locator('[role="log"] [data-seq]').first().waitFor({ state: 'attached', timeout: USABLE_TIMEOUT_MS });

    const up = await scrollUp(page);
    const topNodes = await countMessageNodes(page);
    const worst = up.longTasks.reduce((max, task) => Math.max(max, task.duration), 0);
    const reached = up.outcome === 'reached';
    const how =
      up.outcome === 'reached'
        ? `reached seq 1 in ${seconds(up.durationMs)}, ${up.steps} scrolls`
        : `GAVE UP (${up.outcome}) after ${seconds(up.durationMs)} and ${up.steps} scrolls, oldest shown seq ${up.last.oldestSeq}`;
    const results: BenchResult[] = [
      {
        ...LONG_FIGURES[0],
        name: `${LONG_FIGURES[0].name} (${how}; ${up.longTasks.length} long tasks > 50 ms, ${seconds(up.longTasks.reduce((total, task) => total + task.duration, 0))} in all)`,
        value: round(worst, 1),
        withinBudget: reached && worst < LONG_TASK_BUDGET_MS,
      },
      {
        ...LONG_FIGURES[1],
        name: `${LONG_FIGURES[1].name}${reached ? '' : ` (not reached: ${how})`}`,
        value: topNodes,
        withinBudget: reached && topNodes <= MESSAGE_NODES_BUDGET,
      },
    ];

    try {
      const bottom = await backToBottom(page);
      const answers = await askQuestions(page, seeded.aiUserId);
      const toDom = answers.timings.map((timing) => (timing.domAt ?? Number.NaN) - timing.at);
      const toPaint = answers.timings.map((timing) => (timing.paintAt ?? Number.NaN) - timing.at);
      const nodes = await countMessageNodes(page);
      const history = reached
        ? `all ${seeded.messages.toLocaleString('en-US')} loaded`
        : `only down to seq ${up.last.oldestSeq} loaded`;
      const missed = answers.missed > 0 ? `; ${answers.missed} answer(s) not seen: ${answers.errors[0]}` : '';
      const medianToDom = median(toDom);
      results.push(
        {
          ...LONG_FIGURES[2],
          name: `${LONG_FIGURES[2].name} (${answers.timings.length} measured, max ${Math.max(...toDom).toFixed(1)} ms; to 2 frames later median ${median(toPaint).toFixed(1)} ms; ${history}; ${bottom}${missed})`,
          value: round(medianToDom, 1),
          withinBudget: answers.missed === 0 && medianToDom < FRAME_TO_DOM_BUDGET_MS,
        },
        { ...LONG_FIGURES[3], value: nodes, withinBudget: nodes <= MESSAGE_NODES_BUDGET },
      );
    } catch (error) {
      console.warn('browser bench: frame to DOM failed:', error);
      results.push(...LONG_FIGURES.slice(2).map(({ name, unit, budget }) => failed(name, unit, budget, error)));
    }
    if (pageErrors.length > 0)
      console.warn(
        `browser bench: ${pageErrors.length} page error(s) in the long conversation, first: ${pageErrors[0]}`,
      );
    return results;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

export async function browserBench(): Promise<BenchResult[]> {
  const dist = join(process.cwd(), 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/index.html is missing: run `npm run build` first');
  const cleanups: (() => Promise<void> | void)[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const started = Date.now();
  try {
    const floorDist = await buildFloor();
    const demoDir = tempDir('bench-demo-');
    const longDir = tempDir('bench-long-');
    const seeded = await seedLongConversation(longDir, LONG_CONVERSATION);
    const closeLater = <T extends { close: () => Promise<void> }>(running: T): T => {
      cleanups.push(() => running.close());
      return running;
    };
    // The demo link's sandbox runs as `npm start` runs it, in a process of its own: Lighthouse's own
    // work in this process must not slow its answers down.
    const demo = await startSandboxChild({ dataDir: demoDir, aiDelayMs: AI_DELAY_MS });
    cleanups.push(() => demo.stop());
    const long: RunningSandbox = closeLater(await startSandboxIn(longDir, { staticDir: dist, aiDelayMs: AI_DELAY_MS }));
    const floor = closeLater(await serveFloor(floorDist));
    const chatUrl = `${demo.baseUrl}${CHAT_PATH}`;
    const floorUrl = `${floor.baseUrl}${FLOOR_PATH}`;

    // Lighthouse first, with no other browser running beside it.
    const lighthouse = await part(LIGHTHOUSE_FIGURES, () => lighthouseFigures(chatUrl, floorUrl));
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    const offDir = await dataDirWithPolicy('bench-off-', 'off');
    cleanups.push(() => rmSync(offDir, { recursive: true, force: true }));
    const offChat = `${closeLater(await startSandboxIn(offDir, { staticDir: dist, aiDelayMs: AI_DELAY_MS })).baseUrl}${CHAT_PATH}`;
    const bytes = await part(BYTES_FIGURES, () =>
      bytesFigures(browser, { chat: chatUrl, offChat, floor: floorUrl }, dist),
    );
    const consoleBytes = await part(CONSOLE_BYTES_FIGURES, () => consoleBytesFigures(browser, demo.baseUrl, dist));
    const conversation = await part(LONG_FIGURES, () => longConversationFigures(browser, long.baseUrl, seeded));
    const upload = await part(UPLOAD_FIGURES, () => uploadFigures(browser));
    return [...bytes, ...consoleBytes, ...lighthouse, ...conversation, ...upload];
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.warn('browser bench: cleanup failed:', error);
      }
    }
    console.info(`browser bench took ${seconds(Date.now() - started)}`);
  }
}
