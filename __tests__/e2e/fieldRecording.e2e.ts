import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { RECORDING_REST } from '../../src/protocol/recordings';
import type { Recording, RecordingEntry } from '../../src/recorder/recordingFormat';
import { signInAgent } from '../support/agentSocket';
import { agentGet, chunkOf, gzipJson, putChunk } from '../support/recordings';
import { login, newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { openTestDatabase } from '../support/testDatabase';
import { launchBrowser, phoneContext } from './browser';
import { DIST } from './servedClient';

/**
 * Field recordings from a real page (docs/recording.md): a product that records `always`, at 100 %,
 * uploads from the start; a reload mid-session and a dropped network lose no chunk. The page's own
 * export (debug=1) is the truth the stored recording is held to: every entry, in order, once.
 */
const dataDir = newDataDir('field-recording-e2e-');
let sandbox: RunningSandbox;
let browser: Browser;

before(async () => {
  const database = await openTestDatabase(dataDir);
  await database.db
    .updateTable('products')
    .set({ capture_policy: 'always', capture_sample_rate: 1 })
    .where('app_key', '=', 'demo')
    .execute();
  await database.close();
  sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 200 });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await sandbox?.close();
  await removeDataDir(dataDir);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An entry as the page kept it, without its time (the server counts later pages' times from the first page). */
const withoutTime = ({ t: _t, ...entry }: RecordingEntry) => JSON.stringify(entry);

async function exported(page: Page): Promise<Recording> {
  return page.evaluate(() => {
    const client = (window as Window & { __supportClient?: { exportRecording(): unknown } }).__supportClient;
    if (!client) throw new Error('no recorder on the page');
    return JSON.parse(JSON.stringify(client.exportRecording())) as Recording;
  });
}

async function ask(page: Page, question: string, answers: number) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(question);
  await box.press('Enter');
  await page.getByRole('log').locator('.bubble--theirs .bubble__text').nth(answers).waitFor({ timeout: 60_000 });
}

/** The stored recording once it holds at least `entries` entries (uploads follow every 10 s). */
async function storedRecording(id: string, token: string, entries: number): Promise<Recording> {
  for (let tries = 0; ; tries++) {
    const read = await agentGet<Recording>(sandbox, RECORDING_REST.agentRecording(id), token);
    if (read.code === 0 && read.data.entries.length >= entries) return read.data;
    if (tries > 120) assert.fail(`the stored recording never reached ${entries} entries (code ${read.code})`);
    await sleep(500);
  }
}

describe('a field recording with policy always at 100 %', () => {
  it('loses no chunk over a reload and a dropped network: every entry, in order, once', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US&debug=1`);
    await page.locator('.welcome').waitFor({ timeout: 60_000 });
    // Uploading from the start: the chat says so, and offers no "Send this session to support".
    await page.getByRole('status').filter({ hasText: 'This session was shared with support.' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Send this session to support' }).count(), 0);
    await ask(page, 'How do I reset my password?', 0);
    const recordingId = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('support.recording.demo') ?? '{}') as { id?: string }).id ?? '',
    );
    assert.match(recordingId, /^[A-Za-z0-9_-]{22}$/);
    const firstPage = await exported(page);

    await page.reload();
    await page.locator('.welcome').waitFor({ timeout: 60_000 });
    await context.setOffline(true);
    await sleep(12_000);
    await context.setOffline(false);
    await ask(page, 'And how do I change my email?', 1);
    const secondPage = await exported(page);

    const { token } = await signInAgent(sandbox, 'ann');
    const stored = await storedRecording(recordingId, token, firstPage.entries.length + 1 + secondPage.entries.length);
    await context.close();

    assert.deepEqual(stored.meta.missingChunks ?? [], []);
    assert.equal(stored.meta.recordingId, recordingId);
    const reload = stored.entries.findIndex((entry) => entry.kind === 'page');
    assert.ok(reload > 0, 'the reload is a page entry');
    assert.equal(stored.entries.filter((entry) => entry.kind === 'page').length, 1);
    // Page 0 may have kept recording after the export, until the page went: the export is where it starts.
    assert.deepEqual(
      stored.entries.slice(0, firstPage.entries.length).map(withoutTime),
      firstPage.entries.map(withoutTime),
    );
    assert.deepEqual(
      stored.entries.slice(reload + 1, reload + 1 + secondPage.entries.length).map(withoutTime),
      secondPage.entries.map(withoutTime),
    );
    assert.ok(
      stored.entries.every((entry, i, all) => i === 0 || entry.t >= all[i - 1].t),
      'times only go forward',
    );
    const routes = stored.entries.filter((entry) => entry.kind === 'route');
    assert.ok(routes.length >= 2 && routes.every((entry) => entry.kind === 'route' && entry.path.startsWith('/chat')));
    assert.ok(!JSON.stringify(stored).includes('demo-pass'), 'the pass is not in the recording');

    // Another customer cannot write into it, neither a new page nor over a stored chunk.
    const bob = await login(sandbox.baseUrl, { username: 'bob' });
    const intruding = gzipJson(
      chunkOf([{ t: 1, kind: 'action', action: { type: 'chat/intruded' } }], { startedAt: 1 }),
    );
    for (const at of [
      { id: recordingId, page: 9, chunk: 0, reason: 'person' },
      { id: recordingId, page: 0, chunk: 0, reason: 'person' },
    ]) {
      const refused = await putChunk(sandbox, bob.token, at, intruding);
      assert.notEqual(refused.code, 0, `bob wrote into page ${at.page}: ${JSON.stringify(refused)}`);
    }
    // Alice's page may still add its last entries as it closes; what was stored stays, and nothing of bob's.
    const after = await storedRecording(recordingId, token, stored.entries.length);
    assert.deepEqual(
      after.entries.slice(0, stored.entries.length),
      stored.entries,
      'the recording is as alice left it',
    );
    assert.ok(!JSON.stringify(after).includes('chat/intruded'), 'nothing of bob’s is stored');
  });
});
