import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { signedDemoLink } from '../../server/sessions/signedDemoLink';
import type { RunningSandbox } from '../support/sandbox';
import { endSessionInConsole, signInToAgentConsole } from '../e2e/agentConsole';
import { startHostPage } from '../e2e/hostPage';
import { PHONE, SMALL_PHONE, type EnginePage, type EngineScope, type Viewport } from './engine';
import { expectLaidOut } from './layout';

/** What every journey has: the sandbox serving the built client, a Chromium for the agent console, a photo. */
export interface JourneyWorld {
  sandbox: RunningSandbox;
  agentBrowser: Browser;
  photoPath: string;
}

export interface Journey {
  name: string;
  viewports: readonly Viewport[];
  run(page: EnginePage, world: JourneyWorld, viewport: Viewport): Promise<void>;
}

const COMPOSER = '#composer-input';
const SEND = '.composer__send';
const ANSWERS = '.bubble--theirs';
const DIALOG = '[role=dialog]';
/** The AI answers slowly enough for "typing" to show, and within any engine's patience. */
const ANSWER_TIMEOUT_MS = 60_000;

let customers = 0;
/** A new customer of the signed demo product, so that no journey meets another's conversation. */
const freshCustomer = (world: JourneyWorld, page: EnginePage) =>
  signedDemoLink(world.sandbox.baseUrl, `${page.engine}-journey-${(customers += 1)}`);

/**
 * WCAG 1.4.10 and issue 29 at this width: no sideways scroll and no text cut off (`expectLaidOut`, also
 * in `dialogCss` where given), and where there is a composer, Send on screen and the box half the width.
 */
async function expectFitsTheWidth(scope: EngineScope, what: string, dialogCss?: string): Promise<void> {
  const composer = await scope.evaluate<{ clientWidth: number; send?: number; box?: number }>(
    `(() => {
      const send = document.querySelector(${JSON.stringify(SEND)})?.getBoundingClientRect();
      const box = document.querySelector(${JSON.stringify(COMPOSER)})?.getBoundingClientRect();
      return { clientWidth: document.documentElement.clientWidth, send: send?.right, box: box?.width };
    })()`,
  );
  await expectLaidOut(scope, what, dialogCss);
  if (composer.send != null)
    assert.ok(
      composer.send <= composer.clientWidth,
      `${what}: Send ends at ${composer.send} px of ${composer.clientWidth}`,
    );
  if (composer.box != null)
    assert.ok(
      composer.box >= composer.clientWidth / 2,
      `${what}: the message box is ${composer.box} px of ${composer.clientWidth}`,
    );
}

/** Waits until there are more than `than` answers; returns the last one's text. */
async function nextAnswer(scope: EngineScope, than: number, what: string): Promise<string> {
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while ((await scope.count(ANSWERS)) <= than) {
    assert.ok(Date.now() < deadline, `no answer to ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return scope.evaluate<string>(`[...document.querySelectorAll('${ANSWERS}')].at(-1).textContent`);
}

/** Types a question as a person would, sends it with Enter, and waits for one more answer. */
async function ask(scope: EngineScope, question: string): Promise<void> {
  const before = await scope.count(ANSWERS);
  await scope.fill(COMPOSER, question);
  await scope.press(COMPOSER, 'Enter');
  await scope.waitFor({ css: '.bubble--mine', text: question }, 10_000);
  await nextAnswer(scope, before, `“${question}”`);
}

const openByLink: Journey = {
  name: 'opens by link, asks, and the AI answers',
  viewports: [PHONE, SMALL_PHONE],
  async run(page, world, viewport) {
    await page.goto(freshCustomer(world, page));
    await page.waitFor('.welcome');
    await expectFitsTheWidth(page, `/chat at ${viewport.width} px`);
    await ask(page, 'How do I reset my password?');
    await expectFitsTheWidth(page, `/chat with an answer at ${viewport.width} px`);
    assert.ok(
      !(await page.evaluate<string>('location.href')).includes('sign='),
      'the signature leaves the address bar',
    );
  },
};

const attachPhoto: Journey = {
  name: 'attaches a photo, which shows in the chat',
  viewports: [PHONE],
  async run(page, world) {
    await page.goto(freshCustomer(world, page));
    await page.waitFor('.welcome');
    await page.click({ css: 'button', text: 'Attach a file' });
    await page.upload('.chat-attach input[type=file][accept="image/*"]:not([capture])', world.photoPath);
    await page.waitFor('.bubble--mine .media-thumb__img', ANSWER_TIMEOUT_MS);
  },
};

const pickOrders: Journey = {
  name: 'picks withdrawal orders and sends them to the assistant',
  viewports: [PHONE],
  async run(page, world) {
    // Alice of the demo product has the seeded withdrawal orders (server/README.md).
    await page.goto(`${world.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
    await page.waitFor('.welcome');
    await ask(page, 'I withdrew 100 USD yesterday and never received it');
    await page.waitFor('.order-picker');
    await expectFitsTheWidth(page, 'the order picker');
    const answers = await page.count(ANSWERS);
    await page.click({ css: '.order-picker__label', text: 'WD10008' });
    await page.waitFor('.order-picker__order--checked');
    await page.click('.wo-actions__send:not([disabled])');
    assert.match(await nextAnswer(page, answers, 'the picked order'), /WD10008/, 'the answer is about the order');

    await page.fill(COMPOSER, 'appeal');
    await page.press(COMPOSER, 'Enter');
    await page.click({ css: 'button', text: 'Open the appeal form' });
    await page.waitFor({ css: '[role=dialog]', text: 'Appeal' });
    await page.waitFor('[role=dialog] button[type=submit]');
    await expectFitsTheWidth(page, 'the appeal form', DIALOG);
  },
};

const handoverAndRating: Journey = {
  name: 'is handed to an agent in the console, chats both ways, and rates the session',
  viewports: [PHONE],
  async run(page, world) {
    const agentContext = await world.agentBrowser.newContext();
    try {
      const agent = await agentContext.newPage();
      await signInToAgentConsole(agent, world.sandbox.baseUrl);
      await page.goto(freshCustomer(world, page));
      await page.waitFor('.welcome');
      const request = `I want to talk to a human (${page.engine})`;
      await page.fill(COMPOSER, request);
      await page.press(COMPOSER, 'Enter');
      await agent.getByText(request).first().waitFor();
      await agent.getByRole('button', { name: 'Accept' }).click();
      await page.waitFor({ css: '[role=log] *', text: 'Ann joined the chat' });

      await page.fill(COMPOSER, `My deposit is missing (${page.engine})`);
      await page.press(COMPOSER, 'Enter');
      await agent.getByText(`My deposit is missing (${page.engine})`).waitFor();
      await agent.getByRole('textbox', { name: 'Reply to the customer' }).fill('I am checking it now.');
      await agent.getByRole('button', { name: 'Send' }).click();
      await page.waitFor({ css: ANSWERS, text: 'I am checking it now.' });

      await endSessionInConsole(agent);
      await page.waitFor({ css: '[role=dialog]', text: 'Rate your conversation' });
      await page.waitFor('[role=dialog] .evaluation__star');
      await expectFitsTheWidth(page, 'the evaluation popup', DIALOG);
      await page.click({ css: '[role=dialog] .evaluation__choice', text: 'Yes' });
      await page.waitFor('[role=dialog] .evaluation__choice input:checked', 5_000);
      await page.click({ css: '[role=dialog] .evaluation__star', text: '5' });
      await page.waitFor('[role=dialog] .evaluation__star--on', 5_000);
      await page.click({ css: '[role=dialog] button[type=submit]', text: 'Submit' });
      await page.waitFor({ css: '[role=dialog]', text: 'Thank you for your feedback!' });
    } finally {
      await agentContext.close();
    }
  },
};

const faqArticle: Journey = {
  name: 'reads FAQ articles from home and from the FAQ’s categories',
  viewports: [PHONE, SMALL_PHONE],
  async run(page, world, viewport) {
    const link = (path: string) => `${world.sandbox.baseUrl}${path}?app_key=demo&user=bob&pass=demo-pass&country=US`;
    await page.goto(link('/'));
    await page.waitFor({ css: 'a', text: 'How long does a withdrawal take?' });
    await expectFitsTheWidth(page, `/ at ${viewport.width} px`);
    await page.click({ css: 'a', text: 'How long does a withdrawal take?' });
    await page.waitFor({ css: 'h1', text: 'How long does a withdrawal take?' });
    await page.waitFor({ css: '.faq-answer', text: '10 to 20 minutes' });
    await expectFitsTheWidth(page, `the FAQ article from home at ${viewport.width} px`);

    await page.goto(link('/faqmain'));
    await page.waitFor({ css: 'a', text: 'Account & password' });
    await expectFitsTheWidth(page, `/faqmain at ${viewport.width} px`);
    await page.click({ css: 'a', text: 'Account & password' });
    await page.waitFor({ css: 'h1', text: 'Account & password' });
    await page.click({ css: 'a', text: 'I forgot my password' });
    await page.waitFor({ css: 'h1', text: 'I forgot my password. How do I reset it?' });
    await page.waitFor('.faq-answer');
    await expectFitsTheWidth(page, `the FAQ article “I forgot my password” at ${viewport.width} px`);
  },
};

const conversationsAndChannels: Journey = {
  name: 'sees its conversations and the other ways to reach support',
  viewports: [PHONE],
  async run(page, world, viewport) {
    await page.goto(`${world.sandbox.baseUrl}/?app_key=demo&user=chloe&pass=demo-pass&country=US`);
    // The latest conversation first: the card grows as it loads, moving the link to all of them.
    await page.waitFor('.conversation');
    await page.click({ css: 'a', text: 'See all conversations' });
    await page.waitFor({ css: 'h1', text: 'Your conversations' });
    await page.waitFor('.conversation');
    await expectFitsTheWidth(page, `/chatlist at ${viewport.width} px`);
    await page.goto(`${world.sandbox.baseUrl}/social?app_key=demo&user=chloe&pass=demo-pass&country=US`);
    await page.waitFor({ css: 'a', text: 'Email' });
    await expectFitsTheWidth(page, `/social at ${viewport.width} px`);
  },
};

const embedded: Journey = {
  name: 'chats inside a host page’s iframe',
  viewports: [PHONE],
  async run(page, world) {
    const host = await startHostPage(freshCustomer(world, page));
    try {
      await page.goto(host.url);
      const chat = page.frame('iframe');
      await chat.waitFor('.welcome');
      await ask(chat, 'How do I change my email?');
    } finally {
      await host.close();
    }
  },
};

/** The customer's core journeys (issue 29), run alike in every engine. */
export const JOURNEYS: readonly Journey[] = [
  openByLink,
  attachPhoto,
  pickOrders,
  handoverAndRating,
  faqArticle,
  conversationsAndChannels,
  embedded,
];
