import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { signedDemoLink } from '../../server/sessions/signedDemoLink';
import { startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, launchBrowser, phoneContext, setVisibility } from './browser';
import { DIST } from './servedClient';

const UNSTABLE = 'The current network is not stable';
let browser: Browser;
let dataDir: string;
let sandbox: RunningSandbox | undefined;

before(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

after(async () => {
  await browser?.close();
});

async function openChat(
  user: string,
  signed = false,
): Promise<{ page: Page; log: Locator; box: Locator; port: number }> {
  dataDir = mkdtempSync(join(tmpdir(), 'support-e2e-send-'));
  sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 100 });
  const page = await (await phoneContext(browser)).newPage();
  await page.goto(
    signed
      ? signedDemoLink(sandbox.baseUrl, user)
      : `${sandbox.baseUrl}/chat?app_key=demo&user=${user}&pass=demo-pass&country=US`,
  );
  await page.locator('.welcome').waitFor();
  return {
    page,
    log: page.getByRole('log'),
    box: page.getByRole('textbox', { name: 'Your message' }),
    port: sandbox.port,
  };
}

async function send(box: Locator, text: string): Promise<void> {
  await box.fill(text);
  await box.press('Enter');
}

async function serverGoesAway(page: Page): Promise<void> {
  await sandbox?.close();
  sandbox = undefined;
  await page.getByText('Connecting…').waitFor({ timeout: 5_000 });
}

async function serverComesBack(page: Page, port: number): Promise<void> {
  sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 100, port });
  await page.getByText(UNSTABLE).waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByText('Connecting…').waitFor({ state: 'detached', timeout: 10_000 });
}

const mine = (log: Locator, text: string) => log.locator('.bubble--mine', { hasText: text });

describe('send states', () => {
  it('shows each message’s time and its way (sending, sent, read), fails it after an outage, keeps it failed through a reload, and delivers it exactly once on Retry; Delete removes one', async () => {
    const { page, log, box, port } = await openChat('alice');
    await send(box, 'Before the outage: how do I reset my password?');
    await log.locator('.bubble--theirs').first().waitFor();
    const before = mine(log, 'Before the outage');
    // The AI read the question when it answered it (a read receipt, signal 310).
    await before.locator('.bubble__tick[data-state="read"]').waitFor({ timeout: 5_000 });
    assert.equal(await before.locator('.bubble__tick .visually-hidden').innerText(), 'Read');
    for (const bubble of [before, log.locator('.bubble--theirs').first()]) {
      const time = bubble.locator('time');
      const [dateTime, shown] = [await time.getAttribute('datetime'), await time.innerText()];
      assert.ok(
        dateTime && Math.abs(Date.parse(dateTime) - Date.now()) < 60_000,
        `a machine-readable time near now (${dateTime})`,
      );
      const expected = await page.evaluate(
        (at) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(at)),
        dateTime,
      );
      assert.equal(shown, expected, 'the time of day in the user’s locale and time zone');
    }

    await serverGoesAway(page);
    await send(box, 'Typed during the outage: is my deposit safe?');
    await send(box, 'A second question, to be deleted');
    const outage = mine(log, 'Typed during the outage');
    const doomed = mine(log, 'A second question');
    assert.match(await outage.innerText(), /Sending…/);
    await outage.getByText('Not sent').waitFor({ timeout: 20_000 });
    await doomed.getByText('Not sent').waitFor({ timeout: 5_000 });
    await expectNoAxeViolations(page);

    await serverComesBack(page, port);
    await page.waitForTimeout(4_000);
    assert.match(
      await outage.innerText(),
      /Not sent/,
      'a failed message waits for the customer, even once the server is back',
    );

    await page.reload();
    await page.locator('.welcome').waitFor();
    await outage.getByText('Not sent').waitFor({ timeout: 5_000 });
    await doomed.getByRole('button', { name: 'Delete' }).click();
    await doomed.waitFor({ state: 'detached' });
    await outage.getByRole('button', { name: 'Retry' }).click();
    await outage.locator('.bubble__tick').waitFor({ timeout: 5_000 });
    await log.locator('.bubble--theirs').nth(1).waitFor({ timeout: 5_000 });

    await page.reload();
    await page.locator('.welcome').waitFor();
    await log.locator('.bubble--theirs').nth(1).waitFor();
    const history = await log.innerText();
    assert.equal(history.split('Typed during the outage').length - 1, 1, 'delivered exactly once');
    assert.equal(history.split('A second question').length - 1, 0, 'the deleted message never went out');
    assert.equal(await log.locator('.bubble').count(), 4);
    await page.context().close();
  });
});

describe('read by the agent', () => {
  it('shows a message to the agent as sent while the agent’s console is hidden, and as read once it shows the conversation', async () => {
    const { page, log, box } = await openChat('reads-agent', true);
    const agentPage = await (await browser.newContext()).newPage();
    await signInToAgentConsole(agentPage, sandbox!.baseUrl);
    await send(box, 'I want to talk to a human');
    await agentPage.getByText('I want to talk to a human').first().waitFor();
    await agentPage.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Ann joined the chat').waitFor();

    await setVisibility(agentPage, 'hidden');
    await send(box, 'Are you reading this?');
    const question = mine(log, 'Are you reading this?');
    await question.locator('.bubble__tick[data-state="sent"]').waitFor({ timeout: 5_000 });
    assert.equal(await question.locator('.bubble__tick .visually-hidden').innerText(), 'Sent');
    await page.waitForTimeout(500);
    assert.equal(
      await question.locator('.bubble__tick').getAttribute('data-state'),
      'sent',
      'not read while the console is hidden',
    );

    await setVisibility(agentPage, 'visible');
    await question.locator('.bubble__tick[data-state="read"]').waitFor({ timeout: 5_000 });
    await expectNoAxeViolations(page);
    await agentPage.context().close();
    await page.context().close();
  });
});

describe('answers follow questions', () => {
  it('answers questions typed during an outage each right after its own question', async () => {
    const { page, log, box, port } = await openChat('bob');
    await serverGoesAway(page);
    const questions = [
      'First offline question: where is my top-up?',
      'Second offline question: how long do withdrawals take?',
      'Third offline question: can I change my nickname?',
    ];
    for (const question of questions) await send(box, question);
    await serverComesBack(page, port);
    await log.locator('.bubble--theirs').nth(2).waitFor({ timeout: 15_000 });

    const order = async () =>
      await log
        .locator('.bubble')
        .evaluateAll((bubbles) =>
          bubbles.map((bubble) => (bubble.classList.contains('bubble--mine') ? (bubble.textContent ?? '') : 'answer')),
        );
    const expected = (shown: string[]) =>
      shown.map((text) =>
        text === 'answer' ? 'answer' : (questions.find((question) => text.includes(question)) ?? text),
      );
    assert.deepEqual(expected(await order()), [questions[0], 'answer', questions[1], 'answer', questions[2], 'answer']);
    await page.reload();
    await page.locator('.welcome').waitFor();
    await log.locator('.bubble--theirs').nth(2).waitFor();
    assert.deepEqual(
      expected(await order()),
      [questions[0], 'answer', questions[1], 'answer', questions[2], 'answer'],
      'in the stored order too',
    );
    await page.context().close();
  });
});
