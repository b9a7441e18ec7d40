import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AgentSocket } from '../support/agentSocket';
import { phoneContext } from './browser';
import { servedClient } from './servedClient';

/** Issue 29, point 2: whatever the conversation held, opening it shows its latest message. */
const served = servedClient({ aiDelayMs: 20 });

const AGENT_LINES = 12;
const distanceFromBottom = (page: Page) =>
  page
    .locator('.chat__scroller')
    .evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

async function ask(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  await page.locator('.bubble--mine').getByText(text, { exact: true }).last().waitFor();
}

describe('reopening a conversation', () => {
  it('lands on the latest message of a mixed AI and human conversation, and offers "Jump to the latest" when scrolled up', async () => {
    const ann = await AgentSocket.signIn(served.sandbox, '30001');
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    const link = `${served.sandbox.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=US`;
    await page.goto(link);
    await page.locator('.welcome').waitFor();
    for (const question of ['How do I reset my password?', 'How long does a withdrawal take?'])
      await ask(page, question);
    await ask(page, 'I want to talk to a human');
    const waiting = await ann.waitFor(
      (frame) => frame.type === 'waiting' && (frame.receptions as unknown[]).length > 0,
    );
    const receptionId = (waiting.receptions as { reception_id: string }[])[0].reception_id;
    ann.send({ type: 'accept', reception_id: receptionId });
    await page.getByText('Ann joined the chat').waitFor();
    for (let line = 1; line <= AGENT_LINES; line++) {
      ann.send({ type: 'send', reception_id: receptionId, content: `Agent line ${line}`, client_msg_id: `a-${line}` });
      await ask(page, `Customer line ${line}`);
    }
    await page.getByRole('log').getByText(`Agent line ${AGENT_LINES}`, { exact: true }).waitFor();

    for (const how of ['reload', 'a new tab'] as const) {
      const reader = how === 'reload' ? page : await context.newPage();
      if (how === 'reload') await reader.reload();
      else await reader.goto(link);
      await reader.getByRole('log').getByText(`Customer line ${AGENT_LINES}`, { exact: true }).waitFor();
      // Both histories (the AI's and the support group's) have come in: the view ends at the latest.
      await reader.waitForFunction(() => {
        const element = document.querySelector('.chat__scroller');
        return element !== null && element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      });
      await reader.waitForTimeout(1_000);
      assert.ok((await distanceFromBottom(reader)) < 80, `${how}: still at the latest after the histories settled`);
      assert.equal(await reader.getByRole('button', { name: 'Jump to the latest' }).count(), 0);
      await reader.locator('.chat__scroller').evaluate((element) => {
        element.scrollTop = 0;
      });
      await reader.getByRole('button', { name: 'Jump to the latest' }).click();
      await reader.waitForFunction(() => {
        const element = document.querySelector('.chat__scroller');
        return element !== null && element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      });
    }
    await context.close();
    await ann.close();
  });
});
