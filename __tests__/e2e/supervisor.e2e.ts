/**
 * The supervisor's view (issue 31, point 7): sam signs in to the console and opens it; customers (plain
 * sockets) ask for a person, ann (the agent socket) serves and ends each session, they rate it; the view,
 * which asks again on every queue change and every 10 s, shows them in its charts (their accessible
 * names and the drawn canvases) and in the table of the same figures. axe checks the view.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CONTENT_TYPE, ERROR_CODE } from '../../src/protocol/codes';
import { HEADERS, REST } from '../../src/protocol/identifiers';
import { accept, offeredTo } from '../support/agentQueue';
import { AgentSocket } from '../support/agentSocket';
import { connectAs, login, type TestSocket } from '../support/sandbox';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations } from './browser';
import { servedClient } from './servedClient';

const served = servedClient();
const ANN = '30001';
/** The view's own refresh (10 s) and a margin. */
const REFRESHED_MS = 15_000;

/** A customer asks for a person, ann accepts, answers and ends it, the customer rates it `score`. */
async function ratedSession(ann: AgentSocket, username: string, score: number): Promise<void> {
  const customer: TestSocket = await connectAs(served.sandbox, { username });
  try {
    const contact = await customer.request('seat_reception_contact', {
      conversation_id: `si_${customer.uid}_20001`,
      reason: 'supervisor view',
    });
    const receptionId =
      contact.kind === 'frame' ? (contact.frame.data as { reception?: { id: string } }).reception?.id : undefined;
    assert.ok(receptionId, `no reception: ${JSON.stringify(contact)}`);
    await ann.waitFor(offeredTo(receptionId, ANN));
    assert.equal((await accept(ann, receptionId)).type, 'accepted');
    ann.send({
      type: 'send',
      reception_id: receptionId,
      content: `Hello ${username}`,
      client_msg_id: `sv-${username}`,
    });
    await ann.waitFor((frame) => frame.type === 'message' && frame.reception_id === receptionId);
    ann.send({ type: 'end', reception_id: receptionId });
    await customer.waitFor(
      (result) =>
        result.kind === 'frame' &&
        result.frame.identify === 'push_msg' &&
        result.frame.data.content_type === CONTENT_TYPE.evaluationCard,
    );
    const { token } = await login(served.sandbox.baseUrl, { username });
    const rated = await fetch(`${served.sandbox.baseUrl}${REST.submitEvaluate}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [HEADERS.token]: token },
      body: JSON.stringify({ reception_id: receptionId, score, content: '', problem_finished: 1 }),
    });
    assert.equal(((await rated.json()) as { code: number }).code, ERROR_CODE.ok);
  } finally {
    await customer.close();
  }
}

/** The value of one of the view's figures ("Waiting now", "Away", …). */
const figure = (page: Page, label: string): Locator =>
  page
    .locator('.supervisor-figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function cellsOf(row: Locator): Promise<string[]> {
  return (await row.locator('th, td').allTextContents()).map((text) => text.trim());
}

describe('the supervisor view', () => {
  let context: BrowserContext;
  let sam: Page;
  let ann: AgentSocket | undefined;

  before(async () => {
    context = await served.browser.newContext();
    sam = await context.newPage();
    await signInToAgentConsole(sam, served.sandbox.baseUrl, 'sam');
    // Sam watches: away, so that the customers are offered to ann. A click, not check(): the radio shows
    // the status the server confirms, a moment after the click.
    await sam.getByRole('radio', { name: 'Away' }).click();
    await sam.getByText('Away: no new customers are offered to you.').waitFor();
  });
  after(async () => {
    await ann?.close();
    await context?.close();
  });

  it('is a view of the console for a supervisor, loaded with its chart library when opened', async () => {
    const scripts: string[] = [];
    sam.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await sam.getByRole('navigation', { name: 'Console views' }).getByRole('button', { name: 'Supervisor' }).click();
    await sam.getByRole('heading', { name: 'Supervisor', level: 2 }).waitFor();
    assert.ok(scripts.length >= 1, 'opening the view downloads its chunk');
    await sam.getByRole('table', { name: 'Figures per hour, last 24 hours' }).waitFor();
    assert.equal(await figure(sam, 'Agents online').textContent(), '0');
    assert.equal(await figure(sam, 'Away').textContent(), '1');
  });

  it('follows the agents, the queue and the chats as they change', async () => {
    ann = await AgentSocket.signIn(served.sandbox, 'ann');
    await figure(sam, 'Agents online').filter({ hasText: /^1$/ }).waitFor({ timeout: REFRESHED_MS });
    const chloe = await connectAs(served.sandbox, { username: 'chloe' });
    try {
      const contact = await chloe.request('seat_reception_contact', {
        conversation_id: `si_${chloe.uid}_20001`,
        reason: 'waiting',
      });
      const receptionId =
        contact.kind === 'frame' ? (contact.frame.data as { reception?: { id: string } }).reception?.id : undefined;
      assert.ok(receptionId);
      await figure(sam, 'Waiting now').filter({ hasText: /^1$/ }).waitFor({ timeout: REFRESHED_MS });
      await ann.waitFor(offeredTo(receptionId, ANN));
      assert.equal((await accept(ann, receptionId)).type, 'accepted');
      await figure(sam, 'Chats in progress').filter({ hasText: /^1$/ }).waitFor({ timeout: REFRESHED_MS });
      assert.equal(await figure(sam, 'Waiting now').textContent(), '0');
      ann.send({ type: 'end', reception_id: receptionId });
      await figure(sam, 'Chats in progress').filter({ hasText: /^0$/ }).waitFor({ timeout: REFRESHED_MS });
    } finally {
      await chloe.close();
    }
  });

  it('charts the sessions and ratings just made, and tables the same figures', async () => {
    await ratedSession(ann!, 'alice', 4);
    await ratedSession(ann!, 'bob', 2);

    // Ratings move no queue: the view's timer brings them.
    await sam
      .getByRole('img', { name: 'CSAT per hour, last 24 hours CSAT 50 % of 2 ratings, average score 3 of 5.' })
      .waitFor({ timeout: REFRESHED_MS });
    const sessions = sam.getByRole('img', { name: /^Sessions per hour, last 24 hours / });
    assert.match(
      (await sessions.getAttribute('aria-labelledby')) ?? '',
      /supervisor-sessions-title supervisor-sessions-summary/,
    );
    // chloe's (answered, unrated), alice's and bob's; within this hour or, past the hour, the last two.
    assert.match(
      (await sam.locator('#supervisor-sessions-summary').textContent()) ?? '',
      /^3 sessions, 3 answered, 0 abandoned; the most, [23], at \d\d:\d\d\.$/,
    );
    assert.match(
      (await sam.locator('#supervisor-times-summary').textContent()) ?? '',
      /^On average: waiting \d+ s, first response \d+ s, handling \d+ s\.$/,
    );
    // uPlot drew each chart on its canvas.
    const canvases = sam.locator('.supervisor-chart__plot canvas');
    assert.equal(await canvases.count(), 3);
    for (const canvas of await canvases.all()) assert.ok(((await canvas.boundingBox())?.width ?? 0) > 100);

    const table = sam.getByRole('table', { name: 'Figures per hour, last 24 hours' });
    assert.equal(await table.locator('tbody tr').count(), 24);
    const all = await cellsOf(table.locator('tfoot tr'));
    assert.deepEqual(
      [all[0], all[1], all[2], all[3], all[7], all[8], all[9]],
      ['All', '3', '3', '0', '2', '3 of 5', '50 %'],
    );
    const hours = await Promise.all((await table.locator('tbody tr').all()).map((row) => cellsOf(row)));
    assert.equal(
      hours.reduce((sum, row) => sum + Number(row[1]), 0),
      3,
    );
    await expectNoAxeViolations(sam);
  });

  it('shows the days of the last week when asked', async () => {
    await sam.getByLabel('Period').selectOption({ label: 'The last 7 days' });
    const table = sam.getByRole('table', { name: 'Figures per day, last 7 days' });
    await table.waitFor();
    assert.equal(await table.locator('tbody tr').count(), 7);
    assert.deepEqual((await cellsOf(table.locator('tfoot tr'))).slice(0, 4), ['All', '3', '3', '0']);
    await expectNoAxeViolations(sam);
  });
});
