/**
 * Issue 17 in Chromium: the agent console a team works in. Customers are real chat pages (phones),
 * agents real consoles; the sandbox runs with a capacity of 1 chat per agent and a short grace period,
 * so that queues form with three customers and an abandoned request leaves within the test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { endSessionInConsole, signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedClient } from './servedClient';

const GRACE_MS = 2000;
const served = servedClient({ aiDelayMs: 50, agentMaxChats: 1, queueGraceMs: GRACE_MS });

interface Customer {
  context: BrowserContext;
  page: Page;
}

/** A customer's chat on a phone, with the AI welcome shown. */
async function openChat(browser: Browser, username: string): Promise<Customer> {
  const context = await phoneContext(browser, { timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=${username}&pass=demo-pass&country=US`);
  await page.locator('.welcome').waitFor();
  return { context, page };
}

async function say(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
}

async function askForHuman(customer: Customer): Promise<void> {
  await say(customer.page, 'I want to talk to a human');
}

async function openConsole(
  browser: Browser,
  username: 'ann' | 'ben',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToAgentConsole(page, served.sandbox.baseUrl, username);
  return { context, page };
}

/** The waiting card of a customer in a console, by the customer's nickname. */
const waitingCard = (page: Page, nickname: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nickname, exact: true }) });

/** Accepts a customer's request in a console and waits for the customer to see the agent join (once more than before). */
async function acceptAndJoin(agentPage: Page, nickname: string, customerPage: Page, agentName: string): Promise<void> {
  const joined = customerPage.getByText(`${agentName} joined the chat`);
  const before = await joined.count();
  await waitingCard(agentPage, nickname).getByRole('button', { name: 'Accept' }).click();
  // A deadline rather than a number of tries: on a busy machine each look takes longer.
  const deadline = Date.now() + 30_000;
  while ((await joined.count()) <= before) {
    if (Date.now() > deadline) throw new Error(`${nickname} never saw ${agentName} join`);
    await customerPage.waitForTimeout(50);
  }
}

describe('an agent console a support team can work in', () => {
  it('shows the customer’s AI conversation, handoff summary, details and orders after Accept; saved replies and typing both ways', async () => {
    const agent = await openConsole(served.browser, 'ann');
    const alice = await openChat(served.browser, 'alice');
    await say(alice.page, 'Where is my withdrawal?');
    await alice.page.getByRole('log').getByText('Where is my withdrawal?').waitFor();
    await askForHuman(alice);
    await waitingCard(agent.page, 'Alice').getByText('Offered to you').waitFor();
    await waitingCard(agent.page, 'Alice').getByRole('button', { name: 'Accept' }).click();
    await agent.page.getByRole('heading', { name: 'Conversation with Alice' }).waitFor();

    // The context stays after Accept: the AI conversation (collapsed), the handoff, who and where the customer is.
    const about = agent.page.getByRole('region', { name: 'About Alice' });
    const aiHistory = about.getByRole('button', { name: /AI conversation \(\d+ messages\)/ });
    await aiHistory.waitFor();
    assert.equal(await aiHistory.getAttribute('aria-expanded'), 'false');
    await aiHistory.click();
    await about.locator('.agent-ai-history').getByText('Where is my withdrawal?').first().waitFor();
    await agent.page.getByText('en-US').first().waitFor();
    await agent.page.getByText('America/Sao_Paulo').first().waitFor();
    await agent.page.getByText('CONTACT_HUMAN').first().waitFor();
    await expectNoAxeViolations(agent.page);

    // A saved reply in the customer's locale goes into the composer, not straight out.
    const composer = agent.page.getByRole('textbox', { name: 'Reply to the customer' });
    await agent.page.getByRole('button', { name: 'Saved replies' }).click();
    await agent.page.getByRole('list', { name: 'Saved replies' }).getByRole('button', { name: 'Greeting' }).click();
    assert.match(await composer.inputValue(), /Hello, thank you for waiting/);

    // Typing, both ways.
    await agent.page
      .getByRole('textbox', { name: 'Reply to the customer' })
      .pressSequentially(' One moment', { delay: 20 });
    await alice.page
      .getByText(/agent is typing/i)
      .first()
      .waitFor();
    await agent.page.getByRole('button', { name: 'Send' }).click();
    await alice.page
      .getByRole('log')
      .getByText(/Hello, thank you for waiting/)
      .waitFor();
    await alice.page
      .getByRole('textbox', { name: 'Your message' })
      .pressSequentially('Thanks, my order is', { delay: 30 });
    await agent.page.getByText(/Alice is typing/).waitFor();

    await endSessionInConsole(agent.page);
    await alice.context.close();
    await agent.context.close();
  });

  it('two agents with a capacity of 1 each serve three customers in order', async () => {
    const agents = [
      { name: 'Ann', ...(await openConsole(served.browser, 'ann')) },
      { name: 'Ben', ...(await openConsole(served.browser, 'ben')) },
    ];
    /** The console a customer's request is offered to (which one depends on who was offered the last one). */
    const offeredIn = (nickname: string) =>
      Promise.any(
        agents.map(
          async (agent) => (await waitingCard(agent.page, nickname).getByText('Offered to you').waitFor(), agent),
        ),
      );
    const customers: Customer[] = [];
    for (const username of ['alice', 'bob', 'chloe']) {
      const customer = await openChat(served.browser, username);
      customers.push(customer);
      await askForHuman(customer);
      await customer.page.getByText(/Connecting you to a support agent|in the queue/).waitFor();
    }
    const [alice, bob, chloe] = customers;

    // Alice and Bob are offered one to each agent (the least loaded); Chloe waits first in line.
    const aliceAgent = await offeredIn('Alice');
    const bobAgent = await offeredIn('Bob');
    assert.notEqual(aliceAgent.name, bobAgent.name);
    await chloe.page.getByText('You are number 1 in the queue.').waitFor();
    await waitingCard(aliceAgent.page, 'Chloe')
      .getByText(/In queue, position 1/)
      .waitFor();
    assert.equal(await waitingCard(aliceAgent.page, 'Bob').getByRole('button', { name: 'Accept' }).count(), 0);

    await acceptAndJoin(aliceAgent.page, 'Alice', alice.page, aliceAgent.name);
    await acceptAndJoin(bobAgent.page, 'Bob', bob.page, bobAgent.name);
    await chloe.page.getByText('You are number 1 in the queue.').waitFor();

    // Alice's agent finishes: Chloe is next, offered to that agent (now the least loaded), and told an agent is coming.
    await endSessionInConsole(aliceAgent.page);
    await waitingCard(aliceAgent.page, 'Chloe').getByText('Offered to you').waitFor();
    await chloe.page.getByText('Connecting you to a support agent…').waitFor();
    await acceptAndJoin(aliceAgent.page, 'Chloe', chloe.page, aliceAgent.name);
    await expectNoAxeViolations(aliceAgent.page);

    for (const agent of agents) await endSessionInConsole(agent.page);
    for (const party of [...customers, ...agents]) await party.context.close();
  });

  it('an abandoned request leaves the queue and the next customer’s position drops', async () => {
    const ann = await openConsole(served.browser, 'ann');
    const alice = await openChat(served.browser, 'alice');
    await askForHuman(alice);
    await acceptAndJoin(ann.page, 'Alice', alice.page, 'Ann');

    const bob = await openChat(served.browser, 'bob');
    await askForHuman(bob);
    await bob.page.getByText('You are number 1 in the queue.').waitFor();
    const chloe = await openChat(served.browser, 'chloe');
    await askForHuman(chloe);
    await chloe.page.getByText('You are number 2 in the queue.').waitFor();
    await waitingCard(ann.page, 'Bob').waitFor();

    // Bob closes his browser; once the grace period has passed his place frees.
    await bob.context.close();
    await chloe.page.getByText('You are number 1 in the queue.').waitFor({ timeout: GRACE_MS + 10_000 });
    await waitingCard(ann.page, 'Bob').waitFor({ state: 'detached' });
    await waitingCard(ann.page, 'Chloe').waitFor();

    await endSessionInConsole(ann.page);
    await acceptAndJoin(ann.page, 'Chloe', chloe.page, 'Ann');
    await endSessionInConsole(ann.page);
    for (const party of [alice, chloe, ann]) await party.context.close();
  });

  it('an agent whose socket drops mid-chat misses nothing the customer sent meanwhile, and shows nothing twice', async () => {
    const ann = await openConsole(served.browser, 'ann');
    let live: { close: () => Promise<void> } | undefined;
    let refusing = false;
    // Between the agent's page and the sandbox: the test drops the console's socket and refuses reconnects for a while.
    await ann.page.routeWebSocket(/\/agent-ws/, (socket) => {
      if (refusing) {
        void socket.close({ code: 4500, reason: 'test: network down' });
        return;
      }
      const server = socket.connectToServer();
      live = { close: () => socket.close({ code: 4500, reason: 'test: dropped' }) };
      void server;
    });
    await ann.page.reload();
    await ann.page.getByText('Online as Ann').waitFor();

    const alice = await openChat(served.browser, 'alice');
    await askForHuman(alice);
    await acceptAndJoin(ann.page, 'Alice', alice.page, 'Ann');
    await say(alice.page, 'Before the drop');
    await ann.page.getByText('Before the drop').waitFor();

    refusing = true;
    await live!.close();
    await ann.page
      .getByText(/Reconnecting/i)
      .first()
      .waitFor();
    const missed = ['Are you there?', 'My order is 12345', 'Hello?'];
    for (const text of missed) {
      await say(alice.page, text);
      await alice.page.getByRole('log').getByText(text).waitFor();
    }
    refusing = false;
    await ann.page.getByText('Online as Ann').waitFor({ timeout: 40_000 });

    const log = ann.page.getByRole('log');
    for (const text of ['Before the drop', ...missed]) {
      await log.getByText(text, { exact: true }).waitFor();
      assert.equal(await log.getByText(text, { exact: true }).count(), 1, `"${text}" once`);
    }
    const order = await log.getByRole('listitem').allInnerTexts();
    const positions = ['Before the drop', ...missed].map((text) => order.findIndex((line) => line.includes(text)));
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      positions,
    );

    await endSessionInConsole(ann.page);
    await alice.context.close();
    await ann.context.close();
  });
});
