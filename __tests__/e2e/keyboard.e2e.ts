import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { sessionEndedByAgent, signInToAgentConsole } from './agentConsole';
import { phoneContext } from './browser';
import { servedClient } from './servedClient';

/** Issue 29, point 4: the chat by keyboard alone, as a customer with no pointer meets it. */
const served = servedClient({ aiDelayMs: 50 });

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

async function openChat(user: string) {
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=${user}&pass=demo-pass&country=US`);
  await page.locator('.welcome').waitFor();
  return { page, box: page.getByRole('textbox', { name: 'Your message' }), close: () => context.close() };
}

async function ask(page: Page, question: string) {
  const answers = await page.locator('.bubble--theirs').count();
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(question);
  await box.press('Enter');
  await page.locator('.bubble--theirs').nth(answers).waitFor();
}

describe('the chat by keyboard', () => {
  it('reaches the message box in at most 3 key presses through the skip link, past an answered picker', async () => {
    const { page, close } = await openChat('alice');
    await ask(page, 'I withdrew 100 USD yesterday and never received it');
    await page.getByRole('group', { name: 'Choose the withdrawal orders concerned' }).waitFor();
    await ask(page, 'How do I reset my password?');
    // A customer coming back to it: the first Tab of a fresh page.
    await page.reload();
    await page.getByRole('group', { name: 'Choose the withdrawal orders concerned' }).waitFor();

    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to the message box');
    assert.ok(await page.getByRole('link', { name: 'Skip to the message box' }).isVisible(), 'shown when focused');
    await page.keyboard.press('Enter');
    assert.equal(await focusedId(page), 'composer-input');
    await close();
  });

  it('opens the photo picker with Enter as with Space', async () => {
    const { page, close } = await openChat('bob');
    await page.getByRole('button', { name: 'Attach a file' }).click();
    // The pickers stay disabled until the chat knows its conversation; a disabled input takes no focus.
    const album = page.getByLabel('Choose from album').and(page.locator(':enabled'));
    await album.waitFor();
    await album.focus();
    assert.equal(await focusedTag(page), 'INPUT');
    // What opens a file picker: a click on the input while the key press's user activation lasts.
    await album.evaluate((input) => {
      const clicks: boolean[] = [];
      input.addEventListener('click', () => clicks.push(navigator.userActivation.isActive));
      (window as Window & { pickerClicks?: boolean[] }).pickerClicks = clicks;
    });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window as Window & { pickerClicks?: boolean[] }).pickerClicks?.length === 1);
    assert.deepEqual(await page.evaluate(() => (window as Window & { pickerClicks?: boolean[] }).pickerClicks), [true]);
    await close();
  });

  it('keeps the appeal reason typed just before Escape', async () => {
    const { page, close } = await openChat('alice');
    await ask(page, 'appeal');
    await page.getByRole('button', { name: 'Open the appeal form' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Appeal' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await reason.pressSequentially('This was not a violation.');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: 'Open the appeal form' }).last().click();
    assert.equal(await dialog.getByRole('textbox', { name: 'Reason' }).inputValue(), 'This was not a violation.');
    await close();
  });

  it('after a rating, puts the focus on Close; Escape closes the sheet and the focus lands on a control', async () => {
    const agentContext = await served.browser.newContext();
    const agent = await agentContext.newPage();
    await signInToAgentConsole(agent, served.sandbox.baseUrl);
    const { page, box, close } = await openChat('chloe');
    await sessionEndedByAgent(agent, page, box);

    const dialog = page.getByRole('dialog', { name: 'Rate your conversation' });
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    await dialog.locator('.evaluation__star').nth(3).click();
    await dialog.getByRole('button', { name: 'Submit' }).press('Enter');
    await dialog.getByText('Thank you for your feedback!').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Close');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.notEqual(await focusedTag(page), 'BODY', 'the focus is on a control, not lost to the page');
    await close();
    await agentContext.close();
  });
});
