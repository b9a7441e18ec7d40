/**
 * Customer profiles and labelled sessions (issue 31, point 4): a customer has a session with Ann and
 * rates it; Ann finds her by an order number, opens the right profile and sees the past session
 * labelled with the agent and the rating (axe finds nothing on the profile view). When the customer
 * asks again and Ben takes the chat, Ben's conversation opens at the latest message, with the earlier
 * session under its own heading (date, Ann, the rating), Ann named as Ann and the rating card showing
 * its score and comment. The customer is a plain socket.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { CHAT_TYPE, CONTENT_TYPE } from '../../src/protocol/codes';
import { HEADERS, REST } from '../../src/protocol/identifiers';
import { connectAs, login, textMessage, type TestSocket } from '../support/sandbox';
import { endSessionInConsole, signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations } from './browser';
import { servedClient } from './servedClient';

const served = servedClient({ aiDelayMs: 0 });
const ALICE_GROUP = 'cg_1_10001';
const COMMENT = 'Quick and kind, thank you';
/** Enough lines for the log to scroll. */
const QUESTIONS = Array.from({ length: 14 }, (_, index) => `Question ${index + 1} about my withdrawal`);

async function sendToGroup(socket: TestSocket, content: string): Promise<void> {
  const reply = await socket.request(
    'send_msg',
    textMessage(content, {
      chat_type: CHAT_TYPE.group,
      group_id: ALICE_GROUP,
      receiver_id: '',
      content_type: CONTENT_TYPE.text,
    }),
  );
  if (reply.kind !== 'frame') throw new Error(`send refused: ${JSON.stringify(reply)}`);
}

async function askForAPerson(socket: TestSocket, identify: 'seat_reception_contact' | 'seat_reception_new') {
  const reply = await socket.request(identify, { conversation_id: 'si_10001_20001', reason: 'help' });
  if (reply.kind !== 'frame') throw new Error(`no reception: ${JSON.stringify(reply)}`);
  return (reply.frame.data as { reception: { id: string } }).reception.id;
}

async function rate(receptionId: string): Promise<void> {
  const { token } = await login(served.sandbox.baseUrl);
  const response = await fetch(`${served.sandbox.baseUrl}${REST.submitEvaluate}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [HEADERS.token]: token },
    body: JSON.stringify({ reception_id: receptionId, score: 4, content: COMMENT, problem_finished: 1 }),
  });
  assert.equal(((await response.json()) as { code: number }).code, 0);
}

const distanceFromEnd = (page: Page) =>
  page.getByRole('log').evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight);

describe('customer profiles and labelled sessions', () => {
  let alice: TestSocket;

  before(async () => {
    alice = await connectAs(served.sandbox);
  });
  after(() => alice?.close());

  it('finds the customer by an order number and shows her past session with the agent and the rating', async () => {
    const context = await served.browser.newContext();
    const ann = await context.newPage();
    await signInToAgentConsole(ann, served.sandbox.baseUrl, 'ann');
    const receptionId = await askForAPerson(alice, 'seat_reception_contact');
    await ann.getByRole('button', { name: 'Accept' }).click();
    await ann.getByRole('heading', { name: 'Conversation with Alice' }).waitFor();
    for (const question of QUESTIONS) await sendToGroup(alice, question);
    await ann.getByRole('log').getByText(QUESTIONS.at(-1)!).waitFor();
    await ann.getByRole('textbox', { name: 'Reply to the customer' }).fill('It is on its way.');
    await ann.getByRole('button', { name: 'Send' }).click();
    await ann.getByRole('log').getByText('It is on its way.').waitFor();
    await endSessionInConsole(ann);
    await ann.getByText('Session ended (by agent)').waitFor();
    await rate(receptionId);

    await ann.getByRole('navigation', { name: 'Console views' }).getByRole('button', { name: 'Customers' }).click();
    await ann.getByLabel('Name, user id or order number').fill('WD10007');
    await ann.getByRole('search', { name: 'Find a customer' }).getByRole('button', { name: 'Search' }).click();
    const results = ann.getByRole('list', { name: 'Customers found' });
    await results.getByText('User 10001 · Withdrawal order WD10007 in Demo').waitFor();
    await results.getByRole('button', { name: 'Alice' }).click();

    const profile = ann.getByRole('region', { name: 'Profile of Alice' });
    const session = profile.getByRole('list', { name: 'Past sessions' }).getByRole('listitem');
    // The profile loads after its region shows: count the sessions once the first is there.
    await session.first().waitFor();
    assert.equal(await session.count(), 1);
    await session.getByText('Ann', { exact: true }).waitFor();
    await session.getByText('Rated 4 of 5, solved').waitFor();
    await session.getByText(`“${COMMENT}”`).waitFor();
    await profile.getByText('Demo (product 1)').first().waitFor();
    await expectNoAxeViolations(ann);
    await context.close();
  });

  it('opens the next agent’s chat at the latest message, the earlier session labelled and its rating card rendered', async () => {
    const context = await served.browser.newContext();
    const ben = await context.newPage();
    await signInToAgentConsole(ben, served.sandbox.baseUrl, 'ben');
    await askForAPerson(alice, 'seat_reception_new');
    await ben.getByRole('button', { name: 'Accept' }).click();
    const log = ben.getByRole('log');
    await log.getByText('It is on its way.').waitFor();

    const labels = await log.getByRole('heading', { level: 3 }).allInnerTexts();
    assert.equal(labels.length, 2, labels.join(' | '));
    assert.match(labels[0], /^Session of .+ · Ann · Rated 4 of 5, solved$/);
    assert.match(labels[1], /^This session · since /);
    await log.getByText(`“${COMMENT}”`).first().waitFor();
    await log.locator('.agent-rating').getByText('Rated 4 of 5, solved').waitFor();
    assert.equal(await log.getByText('[unsupported message]').count(), 0);
    assert.equal(await log.getByText(/User \d+/).count(), 0);
    assert.ok((await log.locator('.agent-message__sender', { hasText: 'Ann' }).count()) >= 1);

    // The log scrolls, and it opened at its end.
    assert.ok(await log.evaluate((element) => element.scrollHeight > element.clientHeight + 100));
    assert.ok((await distanceFromEnd(ben)) < 2, `${await distanceFromEnd(ben)} px from the end`);
    await sendToGroup(alice, 'Hello again, Ben');
    await log.getByText('Hello again, Ben').waitFor();
    assert.ok((await distanceFromEnd(ben)) < 2);
    await endSessionInConsole(ben);
    await context.close();
  });
});
