/**
 * The evaluation (issue 16, points 5 and 6): no star is picked until the customer picks one, so a
 * customer who only answers "not solved" sends nothing and is stored with no score; a second
 * evaluation of the same reception (another tab, then the card after submitting) says "Already
 * submitted" (spec §8).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { REST } from '../../src/protocol/identifiers';
import { localeTexts } from '../support/localeTexts';
import { endSessionInConsole, signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, phoneContext } from './browser';
import { expectTextLaidOut } from './layout';
import { servedClient } from './servedClient';

const enUS = localeTexts('en-US');
const served = servedClient({ aiDelayMs: 0 });
const chatLink = () => `${served.sandbox.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=US`;

async function customerPage(): Promise<{ page: Page; evaluations: unknown[]; close: () => Promise<void> }> {
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  const evaluations: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes(REST.submitEvaluate)) evaluations.push(request.postDataJSON());
  });
  return { page, evaluations, close: () => context.close() };
}

describe('evaluating a session an agent ended', () => {
  it('needs a picked score, then a second evaluation from another tab says "Already submitted"', async () => {
    const agentContext = await served.browser.newContext();
    const agentPage = await agentContext.newPage();
    await signInToAgentConsole(agentPage, served.sandbox.baseUrl);
    const first = await customerPage();
    await first.page.goto(chatLink());
    await first.page.locator('.welcome').waitFor();
    const box = first.page.getByRole('textbox', { name: enUS.chat.composerLabel });
    await box.fill('I want to talk to a human');
    await box.press('Enter');
    await agentPage.getByRole('button', { name: 'Accept' }).click();
    await first.page.getByText('Ann joined the chat').waitFor();
    await endSessionInConsole(agentPage);

    const dialog = first.page.getByRole('dialog', { name: enUS.evaluation.title });
    await dialog.waitFor();
    const stars = dialog.getByRole('group', { name: enUS.evaluation.scoreLegend }).getByRole('radio');
    assert.equal(await stars.count(), 5);
    for (let index = 0; index < 5; index += 1)
      assert.equal(await stars.nth(index).isChecked(), false, `star ${index + 1} starts unpicked`);
    // Each star is a 44 px target.
    for (const box of await dialog
      .locator('.evaluation__star')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()))) {
      assert.ok(box.width >= 44 && box.height >= 44, `star target ${box.width}×${box.height}`);
    }
    // Only "not solved": refused on screen, nothing sent, so nothing stored with a made-up score.
    await dialog.getByRole('radio', { name: enUS.evaluation.no }).check();
    await dialog.getByRole('button', { name: enUS.evaluation.submit }).click();
    await dialog.getByRole('alert').getByText(enUS.evaluation.scoreRequired).waitFor();
    await expectNoAxeViolations(first.page);
    await expectTextLaidOut(dialog);
    assert.deepEqual(first.evaluations, []);
    // Keyboard: the stars are one radio group; arrows move the pick.
    await stars.nth(0).focus();
    await first.page.keyboard.press('ArrowRight');
    assert.equal(await stars.nth(1).isChecked(), true);

    // Another tab of the same customer evaluates first, from the card: the reception had no evaluation stored.
    const second = await customerPage();
    await second.page.goto(chatLink());
    await second.page.getByRole('button', { name: enUS.evaluation.rate }).click();
    const secondDialog = second.page.getByRole('dialog', { name: enUS.evaluation.title });
    await secondDialog.getByRole('radio', { name: enUS.evaluation.no }).check();
    await secondDialog.locator('.evaluation__star').nth(1).click();
    await secondDialog.getByRole('button', { name: enUS.evaluation.submit }).click();
    await secondDialog.getByText(enUS.evaluation.thanks).waitFor();
    assert.deepEqual(
      second.evaluations.map((body) => (body as { score: number; problem_finished: number }).score),
      [2],
    );
    await secondDialog.getByRole('button', { name: enUS.evaluation.close }).click();
    // The card after submitting: the score given, no button.
    await second.page.getByText(enUS.evaluation.rated.replace('{{score}}', '2')).waitFor();
    assert.equal(await second.page.getByRole('button', { name: enUS.evaluation.rate }).count(), 0);

    // The first tab's popup, still open, submits too: "Already submitted", and its card greys.
    await dialog.getByRole('button', { name: enUS.evaluation.submit }).click();
    await dialog.getByRole('status').getByText(enUS.errors.alreadySubmitted).waitFor();
    await dialog.getByRole('button', { name: enUS.evaluation.close }).click();
    assert.equal(await first.page.getByRole('button', { name: enUS.errors.alreadySubmitted }).isDisabled(), true);

    await first.close();
    await second.close();
    await agentContext.close();
  });
});
