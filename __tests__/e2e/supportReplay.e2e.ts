import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { Recording } from '../../src/recorder/recordingFormat';
import { RECORDING_REST } from '../../src/protocol/recordings';
import { addOtherCompanyIn, agentGet, agentToken, OTHER_COMPANY } from '../support/recordings';
import { login, startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { endSessionInConsole, signInToAgentConsole } from './agentConsole';
import { launchBrowser, phoneContext } from './browser';
import { DIST } from './servedClient';

const ARTICLE = 'How long does a withdrawal take?';
const QUESTION = 'My withdrawal WD10001 has not arrived after two days';
/** Pages of a customer and an agent on a machine that may be busy. */
const SLOW = { timeout: 60_000 };

let dataDir: string;
let sandbox: RunningSandbox;
let browser: Browser;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'support-e2e-support-replay-'));
  await addOtherCompanyIn(dataDir);
  sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 50 });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Alice, on a phone, goes home → an FAQ article → back → the chat, asks her question and then for a person. */
async function customerAsksForAPerson(): Promise<() => Promise<void>> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(`${sandbox.baseUrl}/?app_key=demo&user=alice&pass=demo-pass&country=US`);
  await page.getByText('Popular questions').waitFor(SLOW);
  await page.getByRole('link', { name: ARTICLE }).click();
  await page.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
  await page.goBack();
  await page.getByText('Popular questions').waitFor();
  await page
    .getByRole('link', { name: 'Chat with support' })
    .or(page.getByRole('button', { name: 'Chat with support' }))
    .first()
    .click();
  const box = page.getByRole('textbox', { name: 'Your message' });
  for (const text of [QUESTION, 'I want to talk to a human']) {
    await box.fill(text);
    await box.press('Enter');
  }
  await page.getByText('This session was shared with support.').waitFor(SLOW);
  return () => context.close();
}

const routeSteps = (recording: Recording) =>
  recording.entries.flatMap((entry, index) => (entry.kind === 'route' ? [{ index, path: entry.path }] : []));

async function scrubTo(viewer: Page, index: number) {
  const slider = viewer.getByRole('slider', { name: 'Step' });
  await slider.fill(String(index));
  assert.equal(await slider.inputValue(), String(index));
}

describe('a support engineer replays a customer’s session from the console', () => {
  it('home → an FAQ article → chat, asked for a person: "Replay session" shows each screen at its step, with state and changes; others are refused', async () => {
    const agentContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const agentPage = await agentContext.newPage();
    await signInToAgentConsole(agentPage, sandbox.baseUrl, 'ann');
    const closeCustomer = await customerAsksForAPerson();
    const card = agentPage
      .getByRole('listitem')
      .filter({ has: agentPage.getByRole('heading', { name: 'Alice', exact: true }) });
    await card.getByRole('button', { name: 'Accept' }).click();
    await agentPage.getByRole('heading', { name: 'Conversation with Alice' }).waitFor();

    const aboutAlice = agentPage.getByRole('region', { name: /About Alice/ });
    const replay = aboutAlice.getByRole('button', { name: 'Replay session' }).first();
    await replay.waitFor(SLOW);
    const [viewer] = await Promise.all([agentContext.waitForEvent('page'), replay.click()]);
    const requests: string[] = [];
    viewer.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const title = viewer.getByRole('heading', { name: /^Recording: field recording / });
    await title.waitFor(SLOW);
    assert.equal(await viewer.getByLabel('Recording file (.json)').count(), 0, 'no file to pick');
    const id = (await title.innerText()).split(' ').at(-1)!;

    const annToken = await agentToken(sandbox, 'ann', 'ann-demo-pass');
    const read = await agentGet<Recording>(sandbox, RECORDING_REST.agentRecording(id), annToken);
    assert.equal(read.code, 0);
    const steps = routeSteps(read.data!);
    const faq = steps.find((step) => step.path.startsWith('/faqdetail'));
    const chat = steps.find((step) => step.path.startsWith('/chat'));
    assert.ok(steps[0]?.path.startsWith('/?') && faq && chat, `the screens visited: ${JSON.stringify(steps)}`);

    const phone = viewer.frameLocator('iframe[title^="Customer"]');
    await scrubTo(viewer, faq.index - 1);
    await phone.getByText('Popular questions').waitFor();
    const afterArticle = steps[steps.indexOf(faq) + 1]!;
    await scrubTo(viewer, afterArticle.index - 1);
    await phone.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    // The recording grows while the session with support lasts (a chunk every 10 s): the viewer's last
    // step is the end of what it read, which the read above may have passed.
    const lastStep = await viewer.getByRole('slider', { name: 'Step' }).getAttribute('max');
    await scrubTo(viewer, Number(lastStep));
    await phone.getByRole('log').getByText(QUESTION).waitFor();
    for (const heading of ['Changes from the previous step', 'State'])
      await viewer.getByRole('heading', { name: heading, level: 3 }).waitFor();
    assert.deepEqual(
      requests.filter((path) => path.startsWith('/api') || path.startsWith('/ws')),
      [RECORDING_REST.agentRecording(id)],
      'the viewer asks for the recording and nothing else: no screen calls the API',
    );

    const customer = await login(sandbox.baseUrl, { username: 'bob' });
    const byCustomer = await agentGet(sandbox, RECORDING_REST.agentRecording(id), customer.token);
    assert.notEqual(byCustomer.code, 0, 'a customer token is refused');
    const olga = await agentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password);
    const byOtherCompany = await agentGet(sandbox, RECORDING_REST.agentRecording(id), olga);
    assert.notEqual(byOtherCompany.code, 0, 'an agent of another company is refused');
    const views = await agentGet<{ views: { agent_name: string }[] }>(sandbox, RECORDING_REST.agentViews(id), annToken);
    assert.ok(
      views.data!.views.some((view) => view.agent_name === 'Ann'),
      'the view is logged',
    );

    await endSessionInConsole(agentPage);
    await agentContext.close();
    await closeCustomer();
  });
});
