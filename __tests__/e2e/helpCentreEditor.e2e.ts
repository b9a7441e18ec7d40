/**
 * The help centre is data staff edit (issue 27), in Chromium: an editor changes a Japanese article in
 * the agent console and publishes it; a customer who asks in their own words gets the new answer with
 * its source card, and the card opens the article with the new text.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { JP } from '../../server/faq/content/jp';
import { US } from '../../server/faq/content/us';
import { signInToAgentConsole } from './agentConsole';
import { noteUnansweredIn } from '../support/helpCentre';
import { newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { expectNoAxeViolations, launchBrowser, phoneContext } from './browser';
import { expectTextLaidOut } from './layout';
import { DIST, servedClient } from './servedClient';

const served = servedClient({ aiDelayMs: 50 });

const TITLE = JP.questions.forgotPassword.title;
const US_TITLE = US.questions.twoStep.title;
const ADDED = '新しい手順：操作の前にアプリを最新版に更新してください。';
/** Neither the title nor one of the article's stored phrasings. */
const QUESTION = 'パスワードがわからなくなってログインできない、作り直す方法は？';

describe('the help-centre editor', () => {
  it('publishes an edit in Japanese that the assistant and the article then give customers', async () => {
    const agentContext = await phoneContext(served.browser);
    const agent = await agentContext.newPage();
    await signInToAgentConsole(agent, served.sandbox.baseUrl, 'ann');
    await agent.getByRole('navigation', { name: 'Console views' }).getByRole('button', { name: 'Help centre' }).click();
    const product = agent.getByLabel('Product');
    await product.waitFor();
    // The demo company's products, as the sandbox names them.
    assert.deepEqual(await product.locator('option').allTextContents(), [
      'Demo (product 1)',
      'Demo (force FAQ) (product 2)',
      'Demo (colour scheme 3) (product 3)',
      'Demo (signed links) (product 4)',
      'Demo (colour scheme 2) (product 5)',
    ]);
    await product.selectOption('1');
    // The help centre's own Language, not the header's "Console language".
    await agent.getByLabel(/^Language/).selectOption('JP');
    await agent.getByRole('region', { name: 'Articles' }).getByRole('button', { name: TITLE }).click();

    const editor = agent.getByRole('region', { name: /^Article .* · Japanese \(JP\)$/ });
    const answer = editor.getByLabel('Answer (HTML)');
    const original = await answer.inputValue();
    assert.match(original, /パスワードをお忘れの方/);
    await answer.fill(`${original}<p>${ADDED}</p>`);
    await editor.getByRole('region', { name: 'Preview' }).getByText(ADDED).waitFor();
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await editor.getByText(/^Draft saved/).waitFor();
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.getByRole('button', { name: 'Publish now' }).click();
    await editor.getByText(/^Published\./).waitFor();
    await editor.getByRole('region', { name: 'Published version' }).getByText(ADDED).waitFor();
    await editor
      .getByRole('region', { name: /^Revisions/ })
      .getByText('Ann')
      .first()
      .waitFor();
    // A phone's width: nothing scrolls sideways, no text is cut or overlaps.
    assert.equal(await agent.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true);
    await expectTextLaidOut(agent.getByRole('main'));
    for (const colorScheme of ['light', 'dark'] as const) {
      await agent.emulateMedia({ colorScheme });
      await expectNoAxeViolations(agent);
    }
    await agentContext.close();

    const customerContext = await phoneContext(served.browser);
    const page = await customerContext.newPage();
    await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=JP`);
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: 'メッセージ' });
    await box.fill(QUESTION);
    await box.press('Enter');
    await page.getByRole('log').locator('.bubble--theirs').filter({ hasText: ADDED }).waitFor();
    const card = page.getByRole('link', { name: new RegExp(TITLE.replace(/[?？。]/g, '.')) }).first();
    await card.click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/faqreply$/);
    await page.getByText(ADDED).waitFor();
    await customerContext.close();
  });

  it('shows an agent without the editor role everything read-only, and says why', async () => {
    const context = await served.browser.newContext();
    const agent = await context.newPage();
    await signInToAgentConsole(agent, served.sandbox.baseUrl, 'ben');
    await agent.getByRole('navigation', { name: 'Console views' }).getByRole('button', { name: 'Help centre' }).click();
    // The article list says ben is no editor (can_edit): read-only from the start, not after a refusal.
    await agent.getByText(/^Read only: you do not have the help-centre editor role/).waitFor();
    await agent.getByRole('region', { name: 'Articles' }).getByRole('button', { name: US_TITLE }).click();
    const editor = agent.getByRole('region', { name: /^Article .* · English \(US\)$/ });
    assert.equal(await editor.getByLabel('Title').isEditable(), false);
    assert.equal(await editor.getByRole('button', { name: 'Save draft' }).isDisabled(), true);
    assert.equal(await editor.getByRole('button', { name: 'Publish', exact: true }).isDisabled(), true);
    await context.close();
  });
});

describe('unanswered questions in the console', () => {
  /** Made up, so that no article answers it until an editor says which one does. */
  const ASKED = 'the zorbix flange keeps blinking at me';
  const APP_CRASH = US.questions.appCrash.title;
  const dataDir = newDataDir('help-centre-e2e-');
  let sandbox: RunningSandbox;
  let browser: Browser;
  before(async () => {
    await noteUnansweredIn(dataDir, [{ productId: '1', language: 'US', key: ASKED, text: ASKED, times: 3 }]);
    sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 50 });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await sandbox?.close();
    await removeDataDir(dataDir);
  });

  it('adds one as a phrasing of an article, which then answers it', async () => {
    const agentContext = await phoneContext(browser);
    const agent = await agentContext.newPage();
    await signInToAgentConsole(agent, sandbox.baseUrl, 'ann');
    await agent.getByRole('navigation', { name: 'Console views' }).getByRole('button', { name: 'Help centre' }).click();
    await agent.getByRole('tab', { name: 'Unanswered questions' }).click();
    const section = agent.getByRole('region', { name: 'Unanswered questions' });
    const item = section.getByRole('listitem').filter({ hasText: ASKED });
    await item.getByText(/^Asked 3 times, last/).waitFor();
    await item.getByLabel('Add as phrasing of…').selectOption({ label: APP_CRASH });
    // A phone's width, a long title picked: nothing scrolls sideways.
    assert.equal(await agent.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), true);
    await item.getByRole('button', { name: 'Add phrasing' }).click();
    await section.getByRole('status').getByText(`“${ASKED}” is now a phrasing of “${APP_CRASH}”.`).waitFor();
    await section.getByText('No unanswered questions.').waitFor();
    await expectNoAxeViolations(agent);
    await agentContext.close();

    const customerContext = await phoneContext(browser);
    const page = await customerContext.newPage();
    await page.goto(`${sandbox.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=US`);
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill(ASKED);
    await box.press('Enter');
    await page
      .getByRole('link', { name: new RegExp(`From the help centre\\s+${APP_CRASH.replace(/[?]/g, '.')}`) })
      .waitFor();
    await customerContext.close();
  });
});
