import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { Recording, RecordingEntry } from '../../src/recorder/recordingFormat';
import { signInAgent } from '../support/agentSocket';
import {
  addOtherCompanyIn,
  agentToken,
  gzipJson,
  newRecordingId,
  OTHER_COMPANY,
  putChunk,
} from '../support/recordings';
import { login, startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { seedAiConversation } from '../support/seedConversation';
import withdrawal from '../recordings/withdraw-pick-and-top-up-check.json';
import { chatRecording } from '../unit/src/replay/fixture';
import { malformedRecordings } from '../unit/src/replay/malformedRecordings';
import { launchBrowser, phoneContext } from './browser';
import { DIST } from './servedClient';

const SEEDED = 40;
const LINK = 'app_key=demo&user=alice&pass=demo-pass&country=US&debug=1';
const ARTICLE = 'How long does a withdrawal take?';
/** The customer's pages on a machine shared with other test runs. */
const SLOW = { timeout: 60_000 };

let dataDir: string;
let sandbox: RunningSandbox;
let browser: Browser;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'support-e2e-replay-'));
  await seedAiConversation(dataDir, { count: SEEDED });
  await addOtherCompanyIn(dataDir);
  sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 50 });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Box = { x: number; y: number; width: number; height: number };
const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page's recording as it is now (window.__supportClient, debug=1). */
const exported = (page: Page) =>
  page.evaluate(() =>
    (window as Window & { __supportClient?: { exportRecording(): unknown } }).__supportClient?.exportRecording(),
  ) as Promise<Recording>;

/**
 * Home, an FAQ article, home again, the chat: recorded by the built client. Where its recorder does not
 * write `route` entries yet, they are put where the page's address changed.
 */
async function recordATour(): Promise<Recording> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const marks: { at: number; path: string }[] = [];
  const mark = async () => {
    const { pathname, search } = new URL(page.url());
    marks.push({ at: (await exported(page)).entries.length, path: pathname + search });
  };
  await page.goto(`${sandbox.baseUrl}/?${LINK}`);
  await page.getByText('Popular questions').waitFor(SLOW);
  marks.push({ at: 0, path: '/?app_key=demo&country=US&debug=1' });
  await page.getByRole('link', { name: ARTICLE }).click();
  await page.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
  await mark();
  await page.goBack();
  await page.getByText('Popular questions').waitFor();
  await mark();
  await page
    .getByRole('link', { name: 'Chat with support' })
    .or(page.getByRole('button', { name: 'Chat with support' }))
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Your message' }).waitFor();
  await page.locator(`[data-seq="${SEEDED}"]`).waitFor();
  await mark();
  const recording = await exported(page);
  await context.close();
  if (recording.entries.some((entry) => entry.kind === 'route')) return recording;
  const entries: RecordingEntry[] = [...recording.entries];
  for (const { at, path } of [...marks].reverse())
    entries.splice(at, 0, { t: entries[Math.max(0, at - 1)]?.t ?? 0, kind: 'route', path });
  return { ...recording, version: 2, entries };
}

let tour: Promise<Recording> | undefined;
/** The tour, recorded once for the tests that replay it. */
const theTour = () => (tour ??= recordATour());

/** A viewer page that records what it asks of the API and any uncaught error. */
async function viewerPage(address = '/replay', signIn?: unknown) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  if (signIn)
    await context.addInitScript(
      `sessionStorage.setItem('agent-console.sign-in', ${JSON.stringify(JSON.stringify(signIn))})`,
    );
  const page = await context.newPage();
  const api: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api') || pathname.startsWith('/ws')) api.push(pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${sandbox.baseUrl}${address}`);
  await page.getByRole('heading', { name: 'Session replay', level: 1 }).waitFor();
  return { page, api, errors, close: () => context.close() };
}

const routeSteps = (recording: Recording) =>
  recording.entries.flatMap((entry, index) => (entry.kind === 'route' ? [{ index, path: entry.path }] : []));

async function scrubTo(page: Page, index: number) {
  const slider = page.getByRole('slider', { name: 'Step' });
  await slider.fill(String(index));
  assert.equal(await slider.inputValue(), String(index));
}

describe('the replay viewer', () => {
  it('keeps the debug control off the chat’s “Jump to the latest” at 360×640', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${sandbox.baseUrl}/chat?${LINK}`);
    await page.locator(`[data-seq="${SEEDED}"]`).waitFor(SLOW);
    await page.locator('.chat__scroller').evaluate((element) => {
      element.scrollTop = 0;
    });
    const latest = page.getByRole('button', { name: 'Jump to the latest' });
    const download = page.getByRole('button', { name: 'Download session recording' });
    await latest.waitFor();
    const [a, b] = [await latest.boundingBox(), await download.boundingBox()];
    assert.ok(a && b, 'both are on screen');
    assert.ok(!intersect(a, b), `apart: ${JSON.stringify(a)} and ${JSON.stringify(b)}`);
    await latest.click();
    await latest.waitFor({ state: 'detached' });
    await context.close();
  });

  it('gives every malformed file a message through the file picker, and lives on', async () => {
    const { page, api, errors, close } = await viewerPage();
    const picker = page.getByLabel('Recording file (.json)');
    for (const [name, text, detail] of malformedRecordings(chatRecording())) {
      await picker.setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
      const alert = page.getByRole('alert');
      await alert.getByText(detail).waitFor();
      assert.match(await alert.innerText(), /damaged or incomplete/, name);
      assert.equal(await page.getByRole('slider').count(), 0, name);
    }
    // …and a good one still opens after them.
    await picker.setInputFiles({
      name: 'good.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(chatRecording())),
    });
    await page.getByRole('slider', { name: 'Step' }).waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(api, []);
    await close();
  });

  it('replays every screen of a tour (home, an FAQ article, the chat) without calling the API', async () => {
    const recording = await theTour();
    const [home, faq, back, chat] = routeSteps(recording);
    assert.ok(home && faq && back && chat, `route steps: ${JSON.stringify(routeSteps(recording))}`);
    const { page, api, errors, close } = await viewerPage();
    await page.getByLabel('Recording file (.json)').setInputFiles({
      name: 'tour.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(recording)),
    });
    const phone = page.frameLocator('iframe[title^="Customer"]');

    await scrubTo(page, -1);
    await phone.locator('.app').waitFor();
    await scrubTo(page, faq.index - 1);
    await phone.getByText('Popular questions').waitFor();
    // The FAQ screen from the step its route was entered; the article once its answer had come.
    await scrubTo(page, faq.index);
    await page.getByText(`route: ${faq.path}`).first().waitFor();
    await phone.getByRole('link', { name: 'Help centre' }).waitFor();
    await scrubTo(page, back.index - 1);
    await phone.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    await scrubTo(page, Math.max(chat.index, recording.entries.length - 1));
    await phone.getByRole('textbox', { name: 'Your message' }).waitFor();
    await phone.locator(`[data-seq="${SEEDED}"]`).waitFor();
    // Every step renders: playing through the whole tour shows no error card.
    await page.keyboard.press('Home');
    for (let index = 0; index < recording.entries.length; index += 7) {
      await scrubTo(page, index);
      assert.equal(await phone.getByText('This screen cannot be shown at this step').count(), 0, `step ${index}`);
    }
    assert.deepEqual(errors, []);
    assert.deepEqual(api, [], 'the viewer calls no API');
    await close();
  });

  it('shows the work-order form when scrubbed across workOrders/formOpened, and hides it scrubbing back', async () => {
    const recording = structuredClone(withdrawal) as unknown as Recording;
    const end = recording.entries[recording.entries.length - 1].t;
    recording.entries.push({
      t: end + 1,
      kind: 'action',
      action: { type: 'workOrders/formOpened', payload: { kind: 2, type: 1 } },
    });
    const opened = recording.entries.length - 1;
    const { page, api, errors, close } = await viewerPage();
    await page.getByLabel('Recording file (.json)').setInputFiles({
      name: 'work-order.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(recording)),
    });
    const phone = page.frameLocator('iframe[title^="Customer"]');
    const form = phone.locator('.wo-form');
    await scrubTo(page, opened - 1);
    await scrubTo(page, opened);
    await form.waitFor();
    await scrubTo(page, opened - 1);
    await form.waitFor({ state: 'detached' });
    await scrubTo(page, opened);
    await form.waitFor();
    assert.equal(await phone.getByText('This screen cannot be shown at this step').count(), 0);
    assert.deepEqual(errors, []);
    assert.deepEqual(api, []);
    await close();
  });

  it('opens a field recording from its address with the agent’s session, and refuses others', async () => {
    const recording = await theTour();
    const customer = await login(sandbox.baseUrl);
    const id = newRecordingId();
    const { startedAt, clientVersion, meta, initialState, entries } = recording;
    const chunk = {
      format: 'support-client-recording-chunk',
      version: 2,
      page: {
        startedAt,
        clientVersion,
        meta: { locale: meta.locale, appKey: meta.appKey, userAgent: meta.userAgent },
        initialState,
      },
      entries,
    };
    const stored = await putChunk(
      sandbox,
      customer.token,
      { id, page: 0, chunk: 0, reason: 'person' },
      gzipJson(chunk),
    );
    assert.equal(stored.code, 0, JSON.stringify(stored));

    const ann = await signInAgent(sandbox, 'ann');
    const viewer = await viewerPage(`/replay?recording=${id}`, ann);
    const { page } = viewer;
    await page.getByRole('heading', { name: `Recording: field recording ${id}` }).waitFor();
    assert.equal(await page.getByLabel('Recording file (.json)').count(), 0, 'nothing to pick');
    const back = routeSteps(recording)[2];
    await scrubTo(page, back.index - 1);
    await page.frameLocator('iframe[title^="Customer"]').getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    assert.deepEqual(viewer.api, [`/api/v1/agent/recordings/${id}`], 'one request: the recording');
    assert.deepEqual(viewer.errors, []);
    await viewer.close();

    const olga = {
      agent_id: OTHER_COMPANY.agent.id,
      nickname: 'Olga',
      token: await agentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password),
      expires_at: Date.now() + 3_600_000,
    };
    const refused = await viewerPage(`/replay?recording=${id}`, olga);
    await refused.page
      .getByRole('alert')
      .getByText(/not yours to see/)
      .waitFor();
    await refused.close();

    const signedOut = await viewerPage(`/replay?recording=${id}`);
    const alert = signedOut.page.getByRole('alert');
    await alert.getByText(/not signed in as an agent/).waitFor();
    assert.equal(await alert.getByRole('link', { name: 'Open the agent console' }).getAttribute('href'), '/agent');
    assert.deepEqual(signedOut.api, []);
    await signedOut.close();
  });
});
