import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, phoneContext } from './browser';
import { PNG_BYTES } from '../support/orders';
import { servedClient } from './servedClient';

const served = servedClient({ aiDelayMs: 50, storage: true });

async function openChat(user: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=${user}&pass=demo-pass&country=US`);
  await page.locator('.welcome').waitFor();
  return { page, close: () => context.close() };
}

async function ask(page: Page, text: string): Promise<void> {
  const replies = page.getByRole('log').locator('.bubble--theirs');
  const before = await replies.count();
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  await replies.nth(before).waitFor();
}

describe('the assistant answers from the help centre', () => {
  it('answers a question in the customer’s own words with the article, its source card and "Did this help?"', async () => {
    const { page, close } = await openChat('alice');
    await ask(page, 'how do i set up google authenticator for my login');
    const answer = page.getByRole('log').locator('.bubble--theirs').last();
    assert.match(await answer.innerText(), /Profile → Security → Two-step verification/);
    const card = page.getByRole('link', { name: /From the help centre\s+How do I turn on two-step verification\?/ });
    await card.waitFor();
    await expectNoAxeViolations(page);

    // "No" offers to rephrase, and a person.
    await page.getByRole('button', { name: 'No' }).last().click();
    await page.getByText("Sorry that didn't help. Try asking again in other words, or talk to a person.").waitFor();
    await page.getByRole('button', { name: 'Talk to a person' }).last().click();
    // No agent is online: the handover ends in the offer to leave a message.
    await page.getByRole('button', { name: 'Leave a message' }).waitFor();

    // The card opens the article, and the FAQ screen's action leads back to the chat.
    await card.click();
    await page.getByRole('heading', { name: 'How do I turn on two-step verification?' }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/faqreply$/);
    await close();
  });

  it('has no dead ends: an order number is answered, and a question it cannot answer offers a person', async () => {
    const { page, close } = await openChat('bob');
    await ask(page, 'TP20001');
    await page.getByText('TP20001 has been credited to your balance.').waitFor();
    await ask(page, 'TP10002');
    await page.getByText('The order does not belong to you').waitFor();
    await ask(page, 'my spaceship is purple');
    await page.getByText('Unable to understand your request, please describe in more detail').waitFor();
    // The fallback's button starts the hand-over: with no agent online, it ends in the offer to leave a message.
    await page.getByRole('button', { name: 'Talk to a person' }).last().click();
    await page.getByRole('button', { name: 'Leave a message' }).waitFor();
    await close();
  });

  it('puts a picture sent after "add a screenshot" into the technical report, which shows it when opened', async () => {
    const { page, close } = await openChat('chloe');
    await ask(page, 'found a bug: the save button on my profile does nothing');
    await page.getByRole('button', { name: 'Report a technical problem' }).last().waitFor();

    const stored = page.waitForResponse(
      (response) => response.url().startsWith(served.sandbox.storageUrl!) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Attach a file' }).click();
    await page
      .getByLabel('Choose from album')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG_BYTES });
    const url = (await stored).url().split('?')[0];
    await page
      .getByText("Thanks, I've added your picture to your request. Open the form above to check it and send it.")
      .waitFor();

    await page.getByRole('button', { name: 'Report a technical problem' }).last().click();
    // The form restores its draft: the picture is among its uploaded files.
    const fileName = url.split('/').pop()!;
    await page.getByRole('dialog').getByRole('list', { name: 'Files' }).getByText(fileName).waitFor();
    await close();
  });
});
