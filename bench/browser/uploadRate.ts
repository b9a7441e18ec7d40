/**
 * What a field recording uploads during a minute of a typical chat (docs/recording.md), measured in
 * Chromium: the demo product records `always` at 100 %, so the page uploads from the start (the most a
 * chat can cost). A fresh phone opens /chat and, for one minute, asks a question every 15 s, typed key by
 * key at a person's pace, and reads the answer. The figure is the gzip bodies of every chunk the page PUT
 * in that minute.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { phoneContext } from '../../__tests__/e2e/browser';
import { startSandboxIn } from '../../__tests__/support/sandbox';
import type { BenchResult } from '../run';
import { CHAT_PATH, dataDirWithPolicy } from './bytesFigures';
import { COMPOSER, kb, waitChatUsable } from './pageBytes';
import type { Figure } from './parts';

const UPLOAD_BUDGET_KB_PER_MINUTE = 50;
const MINUTE_MS = 60_000;
const QUESTION_EVERY_MS = 15_000;
const KEY_DELAY_MS = 120;
const ANSWER_TIMEOUT_MS = 20_000;
const QUESTIONS = [
  'How do I reset my password?',
  'How long does a bank transfer usually take?',
  'Can I change the nickname on my profile?',
  'Where can I see my account history?',
];

export const UPLOAD_FIGURES: Figure[] = [
  {
    name: 'field recording upload during a minute of a typical chat in Chromium (capture always, 100 %)',
    unit: 'KB per minute',
    budget: `≤ ${UPLOAD_BUDGET_KB_PER_MINUTE}`,
  },
];

async function typicalMinute(browser: Browser, url: string): Promise<{ bytes: number; chunks: number }> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    let bytes = 0;
    let chunks = 0;
    let counting = true;
    page.on('request', (request) => {
      if (!counting || request.method() !== 'PUT' || !request.url().includes('/api/v1/recordings/')) return;
      bytes += request.postDataBuffer()?.length ?? 0;
      chunks += 1;
    });
    const started = Date.now();
    await page.goto(url);
    await waitChatUsable(page);
    const box = page.getByRole('textbox', { name: COMPOSER });
    const answers = page.getByRole('log').locator('.bubble--theirs .bubble__text');
    for (const [index, question] of QUESTIONS.entries()) {
      await page.waitForTimeout(Math.max(0, started + index * QUESTION_EVERY_MS - Date.now()));
      await box.pressSequentially(question, { delay: KEY_DELAY_MS });
      await box.press('Enter');
      await answers.nth(index).waitFor({ timeout: ANSWER_TIMEOUT_MS });
    }
    await page.waitForTimeout(Math.max(0, started + MINUTE_MS - Date.now()));
    counting = false;
    return { bytes, chunks };
  } finally {
    await context.close();
  }
}

export async function uploadFigures(browser: Browser): Promise<BenchResult[]> {
  const dataDir = await dataDirWithPolicy('bench-upload-', 'always', 1);
  const sandbox = await startSandboxIn(dataDir, { staticDir: join(process.cwd(), 'dist'), aiDelayMs: 200 });
  try {
    const { bytes, chunks } = await typicalMinute(browser, `${sandbox.baseUrl}${CHAT_PATH}`);
    const [figure] = UPLOAD_FIGURES;
    return [
      {
        ...figure,
        name: `${figure.name} (${chunks} chunks, ${QUESTIONS.length} questions typed and answered)`,
        value: kb(bytes),
        withinBudget: chunks > 0 && kb(bytes) <= UPLOAD_BUDGET_KB_PER_MINUTE,
      },
    ];
  } finally {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
