/**
 * Issue 29: axe finds nothing on every screen and popup, in light and dark, in Chromium. The screens
 * and popups that colorModes, screens and faq do not check in both modes, each reached as a customer
 * reaches it and checked in light and then in dark (`prefers-color-scheme`, switched on the same page).
 *
 * The journeys run side by side, so each has customers of its own (a customer's chat open twice would
 * be "open in another window"): on demo alice files work orders, bob asks the AI, chloe finds no agent
 * online; on demo-faq alice searches the FAQ, bob is in a host's frame, chloe meets the error screens;
 * on demo-scheme2 alice verifies her address, bob loses his connection, chloe talks to an agent; on
 * demo-scheme3 alice is sent to /faqa, bob queues for the agent, chloe opens /faqb.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { localeTexts } from '../support/localeTexts';
import { PNG_BYTES } from '../support/orders';
import { endSessionInConsole, signInToAgentConsole } from './agentConsole';
import { axeViolations, phoneContext } from './browser';
import { startHostPage } from './hostPage';
import { builtFilesOf } from './builtFiles';
import { servedClient } from './servedClient';

const enUS = localeTexts('en-US');
const served = servedClient({ aiDelayMs: 0, storage: true, exposeSentCodes: true, agentMaxChats: 1 });

/**
 * A state of a screen or a popup, and how a customer gets there from the previous one, on the journey's
 * page; `reach` returns another page when that is the one to check (another customer's).
 */
interface Stop {
  name: string;
  reach: (page: Page) => Promise<Page | void>;
}

const MODES = ['light', 'dark'] as const;

const link = (path: string, appKey: string, user: string, extra = '') =>
  `${served.sandbox.baseUrl}${path}?app_key=${appKey}&user=${user}&pass=demo-pass&country=US${extra}`;

/** axe in light and in dark on the page as it is now: what it finds, named by the stop and the mode. */
async function violationsInBothModes(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of MODES) {
    await page.emulateMedia({ colorScheme });
    const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
    assert.equal(dark, colorScheme === 'dark', `${name} is shown in ${colorScheme}`);
    // A page with a frame (a host's) needs axe in every frame; else axe in the page alone is the same and quicker.
    for (const violation of await axeViolations(page, { inPageOnly: page.frames().length === 1 }))
      found.push(`${name}, ${colorScheme}: ${violation}`);
  }
  return found;
}

/** Reaches each stop in turn on a new phone page and checks it; every violation is reported at the end, none hidden by the first. */
async function walk(stops: readonly Stop[]): Promise<void> {
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const found: string[] = [];
  for (const { name, reach } of stops) {
    const shown = (await reach(page)) ?? page;
    found.push(...(await violationsInBothModes(shown, name)));
  }
  await context.close();
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
}

const composer = (page: Page) => page.getByRole('textbox', { name: enUS.chat.composerLabel });

async function say(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

const dialog = (page: Page, name?: string) => page.getByRole('dialog', name ? { name } : {});
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const text = (page: Page, shown: string | RegExp) => page.getByText(shown).last().waitFor();
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).last();

/** Opens a work-order form from the AI's offer and submits it empty: the form with its errors. */
const emptyForm = (question: string, open: string, title: string) => async (page: Page) => {
  await say(page, question);
  await button(page, open).click();
  await dialog(page, title).getByRole('button', { name: enUS.workOrders.form.submit }).click();
  await dialog(page, title).getByRole('alert').first().waitFor();
};

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
};

// chloe on demo, before any agent signs in; first with a wrong pass.
const NO_AGENT: readonly Stop[] = [
  {
    name: 'the identity-failure notice on /chat (a wrong pass)',
    reach: async (page) => {
      await page.goto(link('/chat', 'demo', 'chloe').replace('demo-pass', 'wrong-pass'));
      await page.getByRole('alert').getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'the identity failure on /chatlist',
    reach: async (page) => {
      await page.goto(link('/chatlist', 'demo', 'chloe').replace('demo-pass', 'wrong-pass'));
      await page.locator('.conversations__error').waitFor();
    },
  },
  {
    name: 'the no-agent notice with "Leave a message"',
    reach: async (page) => {
      await page.goto(link('/chat', 'demo', 'chloe'));
      await page.locator('.welcome').waitFor();
      await say(page, 'I want to talk to a human');
      await button(page, enUS.reception.leaveMessage).waitFor();
    },
  },
  {
    name: 'the leave-a-message form',
    reach: async (page) => {
      await button(page, enUS.reception.leaveMessage).click();
      await page.getByRole('textbox', { name: enUS.reception.leaveMessageLabel }).fill('Please call me back.');
    },
  },
  {
    name: 'the message left',
    reach: async (page) => {
      await button(page, enUS.reception.sendMessage).click();
      await text(page, enUS.reception.messageLeft);
    },
  },
];

// alice on demo-faq (forced into the FAQ), then the other FAQ homes and the index, which needs no sign-in.
const FAQ: readonly Stop[] = [
  {
    name: 'FAQ search results on /faqmain',
    reach: async (page) => {
      await page.goto(link('/chat', 'demo-faq', 'alice'));
      await page.waitForURL((url) => url.pathname === '/faqmain');
      await page.getByRole('searchbox', { name: enUS.faq.searchLabel }).fill('password');
      await page.getByRole('button', { name: enUS.faq.searchButton }).click();
      await page.getByRole('heading', { name: enUS.faq.searchResults.replace('{{keyword}}', 'password') }).waitFor();
      await page.locator('.faq-search__results').getByRole('link').first().waitFor();
    },
  },
  {
    name: 'an answer found by search (/faqanswery), "Was this helpful?" unanswered',
    reach: async (page) => {
      await page.locator('.faq-search__results').getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === '/faqanswery');
      await button(page, enUS.faq.helpfulYes).waitFor();
    },
  },
  {
    name: '/faqanswery, helpful: yes',
    reach: async (page) => {
      await button(page, enUS.faq.helpfulYes).click();
      await page.getByRole('status').getByText(enUS.faq.thanksYes).waitFor();
    },
  },
  {
    name: 'no search results',
    reach: async (page) => {
      await page.goBack();
      await page.getByRole('searchbox', { name: enUS.faq.searchLabel }).fill('zzqxj');
      await page.getByRole('button', { name: enUS.faq.searchButton }).click();
      await text(page, enUS.faq.noResults.replace('{{keyword}}', 'zzqxj'));
    },
  },
  {
    name: 'a topic (/faqclass)',
    reach: async (page) => {
      await page.goto(link('/faqmain', 'demo-faq', 'alice'));
      await page.getByRole('region', { name: enUS.faq.categories }).getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === '/faqclass');
      await page.locator('.faq-questions__link').first().waitFor();
    },
  },
  {
    name: 'an answer (/faqdetail), helpful: no',
    reach: async (page) => {
      await page.locator('.faq-questions__link').last().click();
      await page.waitForURL((url) => url.pathname === '/faqdetail');
      await button(page, enUS.faq.helpfulNo).click();
      await page.getByRole('status').getByText(enUS.faq.thanksNo).waitFor();
    },
  },
  {
    name: 'the FAQ home of colour scheme 3 (/faqa, where demo-scheme3 sends the chat)',
    reach: async (page) => {
      await page.goto(link('/chat', 'demo-scheme3', 'alice'));
      await page.waitForURL((url) => url.pathname === '/faqa');
      await page.getByRole('region', { name: enUS.faq.categories }).getByRole('link').first().waitFor();
    },
  },
  {
    // Linked from a host's small embed; no screen of the app links to it.
    name: 'the compact FAQ home (/faqb)',
    reach: async (page) => {
      await page.goto(link('/faqb', 'demo-scheme3', 'chloe'));
      await page.getByRole('region', { name: enUS.faq.categories }).getByRole('link').first().waitFor();
    },
  },
  {
    name: 'the FAQ index without sign-in (/faqindex)',
    reach: async (page) => {
      await page.goto(`${served.sandbox.baseUrl}/faqindex?app_key=demo-scheme2&country=US`);
      await h1(page, enUS.screens.faqindex);
      await page.locator('main').getByRole('link').first().waitFor();
    },
  },
];

const lastVote = (page: Page) => page.locator('.answer-vote').last();

/** Lets the storage host answer the next upload only when the returned function is called (with false: fails it). */
async function holdUploads(page: Page): Promise<(pass: boolean) => Promise<void>> {
  const held: Route[] = [];
  const storage = (url: URL) => url.href.startsWith(served.sandbox.storageUrl!);
  await page.route(storage, (route) => void held.push(route));
  return async (pass) => {
    for (const route of held.splice(0)) await (pass ? route.continue() : route.abort());
    await page.unroute(storage);
  };
}
/** The upload the chat's journey holds, then fails. */
let releaseUploads: (pass: boolean) => Promise<void> = async () => {};

// bob on demo: the AI's answers and their votes, an article from the chat, the attachments and the session sharing.
const CHAT: readonly Stop[] = [
  {
    name: 'an AI answer with its article and "Did this help?"',
    reach: async (page) => {
      await page.goto(link('/chat', 'demo', 'bob'));
      await page.locator('.welcome').waitFor();
      await say(page, 'How do I reset my password?');
      await lastVote(page).waitFor();
    },
  },
  {
    name: 'the answer voted helpful',
    reach: async (page) => {
      await lastVote(page).getByRole('button', { name: enUS.answer.yes }).click();
      await lastVote(page).getByText(enUS.answer.thanks).waitFor();
    },
  },
  {
    name: 'an answer voted not helpful, "Talk to a person" offered',
    reach: async (page) => {
      const votes = await page.locator('.answer-vote').count();
      await say(page, 'How long does a withdrawal take?');
      await page.locator('.answer-vote').nth(votes).waitFor();
      await lastVote(page).getByRole('button', { name: enUS.answer.no }).click();
      await button(page, enUS.answer.talkToPerson).waitFor();
    },
  },
  {
    name: 'the article opened from the chat (/faqreply)',
    reach: async (page) => {
      await page.locator('.answer-sources__card').last().click();
      await page.waitForURL((url) => url.pathname === '/faqreply');
      await button(page, enUS.faq.backToChat).waitFor();
    },
  },
  {
    name: 'the attachments tray',
    reach: async (page) => {
      await button(page, enUS.faq.backToChat).click();
      await button(page, enUS.chat.attach).click();
      await page.getByRole('region', { name: enUS.uploads.attach }).waitFor();
    },
  },
  {
    name: 'a photo uploading, with Cancel',
    reach: async (page) => {
      releaseUploads = await holdUploads(page);
      const photo = { name: 'photo.png', mimeType: 'image/png', buffer: PNG_BYTES };
      await page.getByLabel(enUS.uploads.album).setInputFiles(photo);
      await page.getByRole('progressbar').waitFor();
    },
  },
  {
    name: 'a failed upload, with Retry',
    reach: async (page) => {
      await releaseUploads(false);
      await button(page, enUS.uploads.retry).waitFor();
    },
  },
  {
    name: 'the photo sent',
    reach: async (page) => {
      await button(page, enUS.uploads.retry).click();
      await page.locator('.bubble--mine').getByRole('button', { name: enUS.uploads.openImage }).waitFor();
    },
  },
  {
    name: 'the image preview',
    reach: async (page) => {
      await page.locator('.bubble--mine').getByRole('button', { name: enUS.uploads.openImage }).click();
      await dialog(page, enUS.uploads.image).getByRole('img').waitFor();
    },
  },
  {
    name: 'the header\'s "Send this session to support"',
    reach: async (page) => {
      await closeDialog(page);
      await button(page, enUS.chat.shareSession).waitFor();
    },
  },
  {
    name: 'the session-shared notice',
    reach: async (page) => {
      await button(page, enUS.chat.shareSession).click();
      await page.getByRole('status').filter({ hasText: enUS.chat.sessionShared }).waitFor();
    },
  },
];

// alice on demo (she has withdrawal orders): the forms colorModes does not open, empty and submitted, and a filed one.
const WORK_ORDERS: readonly Stop[] = [
  {
    name: 'the appeal form with its errors',
    reach: async (page) => {
      await page.goto(link('/chat', 'demo', 'alice'));
      await page.locator('.welcome').waitFor();
      await emptyForm('appeal', enUS.workOrders.open.appeal, enUS.workOrders.title.appeal)(page);
    },
  },
  ...(
    [
      ['top-up', 'my deposit of 50 USD this morning is still not credited', 'topUp'],
      ['payment', 'I was charged twice for a payment of 20 USD today', 'payment'],
      ['technical', 'found a bug: the save button does nothing', 'technical'],
    ] as const
  ).map(([kind, question, form]): Stop => ({
    name: `the ${kind} form with its errors`,
    reach: async (page) => {
      await closeDialog(page);
      await emptyForm(question, enUS.workOrders.open[form], enUS.workOrders.title[form])(page);
    },
  })),
  {
    name: 'a filed work order in the chat',
    reach: async (page) => {
      const form = dialog(page, enUS.workOrders.title.technical);
      await form.getByRole('combobox', { name: enUS.workOrders.form.bugType }).selectOption({ index: 1 });
      await form.getByRole('textbox', { name: enUS.workOrders.form.remark }).fill('The save button does nothing.');
      await form.getByRole('button', { name: enUS.workOrders.form.submit }).click();
      await form.waitFor({ state: 'detached' });
      await page
        .getByRole('region', { name: /Work order WO/ })
        .last()
        .getByText(/Status:/)
        .waitFor();
    },
  },
];

async function sentCode(target: string): Promise<string> {
  const response = await fetch(`${served.sandbox.baseUrl}/__sandbox/sent-codes?target=${encodeURIComponent(target)}`);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

const verify = (page: Page) => dialog(page, enUS.verify.title);
const confirmCode = async (page: Page, code: string) => {
  await verify(page).getByRole('textbox', { name: enUS.verify.codeLabel }).fill(code);
  await verify(page).getByRole('button', { name: enUS.verify.confirm, exact: true }).click();
};

// alice on demo-scheme2: the "Verify your account" popup, step by step.
const VERIFY: readonly Stop[] = [
  {
    name: 'the verify popup',
    reach: async (page) => {
      await page.goto(link('/social', 'demo-scheme2', 'alice'));
      await button(page, enUS.verify.open).click();
      await verify(page).getByRole('textbox', { name: enUS.verify.targetLabel }).waitFor();
    },
  },
  {
    name: 'the verify popup, a wrong address',
    reach: async (page) => {
      await verify(page).getByRole('textbox', { name: enUS.verify.targetLabel }).fill('not an address');
      await verify(page).getByRole('button', { name: enUS.verify.send }).click();
      await verify(page).getByRole('alert').getByText(enUS.verify.invalidTarget).waitFor();
    },
  },
  {
    name: 'the verify popup, a code sent',
    reach: async (page) => {
      await verify(page).getByRole('textbox', { name: enUS.verify.targetLabel }).fill('alice@example.com');
      await verify(page).getByRole('button', { name: enUS.verify.send }).click();
      await verify(page).getByRole('textbox', { name: enUS.verify.codeLabel }).waitFor();
    },
  },
  {
    name: 'the verify popup, a wrong code',
    reach: async (page) => {
      const code = await sentCode('alice@example.com');
      await confirmCode(page, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
      await verify(page).getByRole('alert').getByText(enUS.errors.verifyCodeWrong).waitFor();
    },
  },
  {
    name: 'the verify popup, verified',
    reach: async (page) => {
      await confirmCode(page, await sentCode('alice@example.com'));
      await verify(page).getByText('alice@example.com is verified. Thank you!').waitFor();
    },
  },
];

const offlineBubble = (page: Page) => page.locator('.bubble--mine', { hasText: 'Typed while offline' });

// bob on demo-scheme2: the connection's notices and a message that could not be sent.
const CONNECTION: readonly Stop[] = [
  {
    name: 'offline, with a message waiting to be sent',
    reach: async (page) => {
      await page.goto(link('/chat', 'demo-scheme2', 'bob'));
      await page.locator('.welcome').waitFor();
      await page.context().setOffline(true);
      await page.getByRole('status').getByText(enUS.connection.offline).waitFor();
      await say(page, 'Typed while offline');
      await offlineBubble(page).getByText(enUS.chat.sending).waitFor();
    },
  },
  {
    name: 'a message not sent, with Retry and Delete',
    reach: async (page) => {
      // It fails after 15 s offline (GIVE_UP_OFFLINE_MS).
      await offlineBubble(page).getByText(enUS.chat.notSent).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'the chat open in another window ("Use here")',
    reach: async (page) => {
      await page.context().setOffline(false);
      await page.getByText(enUS.connection.offline).waitFor({ state: 'detached' });
      const other = await page.context().newPage();
      await other.goto(link('/chat', 'demo-scheme2', 'bob'));
      await button(page, enUS.connection.useHere).waitFor();
    },
  },
  {
    name: 'the socket refused: "Connecting…"',
    reach: async (page) => {
      await page.routeWebSocket(/\/ws(\?|$)/, (socket) => socket.close({ code: 4500, reason: 'test: refused' }));
      await page.reload();
      await page.getByRole('status').getByText(enUS.connection.connecting).waitFor();
    },
  },
  {
    name: 'the socket refused again and again: "The current network is not stable"',
    reach: async (page) => {
      await page.getByRole('status').getByText(enUS.connection.unstable).waitFor();
    },
  },
];

// Screens of their own: the guard's notice and the route error screen.
const OTHER_SCREENS: readonly Stop[] = [
  {
    name: "the guard's notice for an unknown product",
    reach: async (page) => {
      await page.goto(link('/chat', 'no-such-product', 'chloe'));
      await h1(page, enUS.errors.unsupportedProduct);
    },
  },
  {
    name: 'the route error screen (a screen failed to download)',
    reach: async (page) => {
      await page.route(builtFilesOf(['SocialScreen']), (route) => route.abort());
      await page.goto(link('/social', 'demo-faq', 'chloe', '&nofaq=1'));
      await h1(page, enUS.errors.generic);
    },
  },
];

/** The agent, and the customer who queues while the journey's own is served: the test sets them before its walk. */
const cast = {} as { agent: Page; next: Page };

const waitingCard = (agent: Page, nickname: string) =>
  agent.getByRole('listitem').filter({ has: agent.getByRole('heading', { name: nickname, exact: true }) });
const endDialog = (page: Page) => dialog(page, enUS.reception.endTitle);
const rateDialog = (page: Page) => dialog(page, enUS.evaluation.title);

// chloe on demo-scheme2 asks for a person and is served by ann (one chat at a time); bob on demo-scheme3 queues behind her.
const HUMAN: readonly Stop[] = [
  {
    name: 'the handover notice: connecting to an agent',
    reach: async (page) => {
      await page.goto(link('/chat', 'demo-scheme2', 'chloe'));
      await page.locator('.welcome').waitFor();
      await say(page, 'I want to talk to a human');
      await text(page, enUS.reception.requested);
    },
  },
  {
    name: 'the queue notice (position and wait)',
    reach: async () => {
      await cast.next.goto(link('/chat', 'demo-scheme3', 'bob', '&nofaq=1'));
      await cast.next.locator('.welcome').waitFor();
      await say(cast.next, 'I want to talk to a human');
      await text(cast.next, enUS.reception.queued.replace('{{position}}', '1'));
      return cast.next;
    },
  },
  {
    name: 'the agent joined and typing',
    reach: async (page) => {
      await waitingCard(cast.agent, 'Chloe').getByRole('button', { name: 'Accept' }).click();
      await text(page, 'Ann joined the chat');
      await cast.agent.getByRole('textbox', { name: 'Reply to the customer' }).fill('I am checking it now.');
      await page.getByRole('status').getByText(enUS.chat.agentTyping).waitFor();
    },
  },
  {
    name: 'the agent\'s reply, "End session" in the header',
    reach: async (page) => {
      await cast.agent.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('log').getByText('I am checking it now.').waitFor();
    },
  },
  {
    name: 'the end-session confirmation',
    reach: async (page) => {
      await page.locator('.chat__header').getByRole('button', { name: enUS.reception.endSession }).click();
      await endDialog(page).getByRole('button', { name: enUS.reception.endAndRate }).waitFor();
    },
  },
  {
    name: 'ending with a rating: the form with its errors',
    reach: async (page) => {
      await endDialog(page).getByRole('button', { name: enUS.reception.endAndRate }).click();
      await endDialog(page).getByRole('button', { name: enUS.reception.endAndSubmit }).click();
      await endDialog(page).getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'ended and rated: thanks',
    reach: async (page) => {
      await endDialog(page).getByRole('radio', { name: enUS.evaluation.yes }).check();
      await endDialog(page).locator('.evaluation__star').nth(3).click();
      await endDialog(page).getByRole('button', { name: enUS.reception.endAndSubmit }).click();
      await endDialog(page).getByRole('status').getByText(enUS.evaluation.thanks).waitFor();
    },
  },
  {
    name: 'the ended session',
    reach: async (page) => {
      await endDialog(page).getByRole('button', { name: enUS.evaluation.close }).click();
      await text(page, enUS.reception.stopped);
    },
  },
  {
    name: 'the evaluation popup after the agent ends the session',
    reach: async () => {
      await waitingCard(cast.agent, 'Bob').getByRole('button', { name: 'Accept' }).click();
      await text(cast.next, 'Ann joined the chat');
      await endSessionInConsole(cast.agent);
      await rateDialog(cast.next).waitFor();
      return cast.next;
    },
  },
  {
    name: 'the evaluation popup with its errors',
    reach: async () => {
      await rateDialog(cast.next).getByRole('radio', { name: enUS.evaluation.no }).check();
      await rateDialog(cast.next).getByRole('button', { name: enUS.evaluation.submit }).click();
      await rateDialog(cast.next).getByRole('alert').getByText(enUS.evaluation.scoreRequired).waitFor();
      return cast.next;
    },
  },
  {
    name: 'the evaluation card, still to rate',
    reach: async () => {
      await cast.next.keyboard.press('Escape');
      await rateDialog(cast.next).waitFor({ state: 'detached' });
      await button(cast.next, enUS.evaluation.rate).waitFor();
      return cast.next;
    },
  },
  {
    name: 'the evaluation popup opened from the card, rated: thanks',
    reach: async () => {
      await button(cast.next, enUS.evaluation.rate).click();
      await rateDialog(cast.next).getByRole('radio', { name: enUS.evaluation.yes }).check();
      await rateDialog(cast.next).locator('.evaluation__star').nth(4).click();
      await rateDialog(cast.next).getByRole('button', { name: enUS.evaluation.submit }).click();
      await rateDialog(cast.next).getByRole('status').getByText(enUS.evaluation.thanks).waitFor();
      return cast.next;
    },
  },
  {
    name: 'the rated evaluation card',
    reach: async () => {
      await rateDialog(cast.next).getByRole('button', { name: enUS.evaluation.close }).click();
      await text(cast.next, enUS.evaluation.rated.replace('{{score}}', '5'));
      return cast.next;
    },
  },
  {
    name: "the conversation list with the support team's conversation",
    reach: async (page) => {
      await page.goto(link('/chatlist', 'demo-scheme2', 'chloe'));
      await page.getByRole('link', { name: new RegExp(enUS.conversations.supportTeam) }).waitFor();
    },
  },
];

// bob on demo-faq, in a host's frame: the close control on every screen (ScreenBar).
const EMBEDDED = (hostUrl: string): readonly Stop[] => [
  {
    name: 'the chat in a host\'s frame, with "Close support"',
    reach: async (page) => {
      await page.goto(hostUrl);
      await page.frameLocator('iframe').locator('.welcome').waitFor();
      await page.frameLocator('iframe').getByRole('button', { name: enUS.common.closeSupport }).waitFor();
    },
  },
  {
    name: "home in a host's frame",
    reach: async (page) => {
      const frame = page.frameLocator('iframe');
      await frame.getByRole('button', { name: enUS.common.backHome }).click();
      await frame.getByRole('heading', { level: 1, name: 'Hi Bob! How can we help?' }).waitFor();
    },
  },
];

/** The journeys with no agent: each has customers of its own, so they run side by side. */
const JOURNEYS: ReadonlyArray<{ title: string; stops: readonly Stop[] }> = [
  {
    title: 'the FAQ: search results and none, /faqanswery, /faqclass, /faqdetail voted, /faqa, /faqb, /faqindex',
    stops: FAQ,
  },
  {
    title:
      'the chat: answers voted, an article from the chat, the attachments, a photo and its preview, session sharing',
    stops: CHAT,
  },
  { title: 'the appeal, top-up, payment and technical forms, and a filed work order', stops: WORK_ORDERS },
  { title: 'the verify popup, each step', stops: VERIFY },
  { title: 'the connection notices and a message not sent', stops: CONNECTION },
  { title: 'the error screens', stops: OTHER_SCREENS },
];

describe('axe on every screen and popup not checked elsewhere in both modes', { concurrency: 3 }, () => {
  for (const { title, stops } of JOURNEYS) it(title, () => walk(stops));

  it("embedded in a host's frame: the close control", async () => {
    const host = await startHostPage(link('/chat', 'demo-faq', 'bob', '&nofaq=1'));
    try {
      await walk(EMBEDDED(host.url));
    } finally {
      await host.close();
    }
  });

  it('no agent online, then one: leave a message; connecting, the queue, the session, ending it, the evaluation popup and cards', async () => {
    await walk(NO_AGENT);
    const agentContext = await served.browser.newContext();
    const agent = await agentContext.newPage();
    await signInToAgentConsole(agent, served.sandbox.baseUrl);
    const waiting = await phoneContext(served.browser);
    Object.assign(cast, { agent, next: await waiting.newPage() });
    const errors: string[] = [];
    cast.next.on('pageerror', (error) => errors.push(error.message));
    await walk(HUMAN);
    await waiting.close();
    await agentContext.close();
    assert.deepEqual(errors, []);
  });
});
