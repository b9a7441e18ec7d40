/**
 * Issue 29, point 5 (WCAG 1.4.10 reflow, 1.4.4 resize text): every customer screen on a 320 px phone
 * whose owner set the browser's text to 200 % (the font-size setting, 32 px instead of 16) has no
 * sideways scroll and no text cut off, and the chat's message box keeps at least half its row. On a
 * 360 px phone with the default text, the search boxes show their whole placeholder in every language.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { localeTexts } from '../support/localeTexts';
import { LOCALE_CODES, LOCALE_TAGS } from '../../src/protocol/locales';
import { sessionEndedByAgent, signInToAgentConsole } from './agentConsole';
import { phoneContext } from './browser';
import { placeholderFits, textLayoutProblems } from './layout';
import { servedClient } from './servedClient';

const enUS = localeTexts('en-US');
const served = servedClient({ aiDelayMs: 0 });

/** The browser's own text-size setting, as a customer with large text has it: 200 % of the default 16 px. */
const LARGE_TEXT = { standard: 32, fixed: 26 };

const link = (path: string, user = 'alice') =>
  `${served.sandbox.baseUrl}${path}?app_key=demo&user=${user}&pass=demo-pass&country=US&nofaq=1`;

async function largeTextPhone(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await phoneContext(served.browser, { viewport: { width: 320, height: 568 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: LARGE_TEXT });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** What a screen shows at 320 px: how wide the page and `region` scroll, and the text problems in `region`. */
async function reflowOf(region: Locator) {
  const widths = await region.evaluate((element) => ({
    page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
    region: [element.scrollWidth, element.clientWidth],
  }));
  return { widths, problems: await textLayoutProblems(region) };
}

async function expectReflows(page: Page, region: Locator, what: string): Promise<void> {
  const { widths, problems } = await reflowOf(region);
  assert.ok(widths.page[0] <= widths.page[1], `${what}: the page scrolls sideways (${widths.page.join(' > ')} px)`);
  assert.ok(
    widths.region[0] <= widths.region[1],
    `${what}: its content is wider than it (${widths.region.join(' > ')})`,
  );
  assert.deepEqual(problems, [], `${what}: text cut off or run together`);
  assert.equal(
    await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
    `${LARGE_TEXT.standard}px`,
    `${what} is shown with large text`,
  );
}

async function openChat(page: Page, user = 'alice'): Promise<Locator> {
  await page.goto(link('/chat', user));
  await page.locator('.welcome').waitFor();
  return page.getByRole('textbox', { name: enUS.chat.composerLabel });
}

async function ask(box: Locator, question: string): Promise<void> {
  const answers = box.page().locator('.bubble--theirs');
  const before = await answers.count();
  await box.fill(question);
  await box.press('Enter');
  await answers.nth(before).waitFor();
}

describe('320 px with 200 % text: no sideways scroll, no text cut off', () => {
  it('/, /chatlist, /social, /faqmain and an FAQ article', async () => {
    const { page, errors, close } = await largeTextPhone();
    await page.goto(link('/'));
    await page.getByRole('heading', { level: 1, name: 'Hi Alice! How can we help?' }).waitFor();
    await page.getByRole('region', { name: enUS.home.helpTitle }).getByRole('listitem').first().waitFor();
    await expectReflows(page, page.locator('body'), '/');

    await page.goto(link('/chatlist'));
    await page.getByRole('heading', { level: 1, name: enUS.screens.chatlist }).waitFor();
    await page.locator('.conversation').first().waitFor();
    await expectReflows(page, page.locator('body'), '/chatlist');

    await page.goto(link('/social'));
    await page.getByRole('link', { name: /^Email/ }).waitFor();
    await expectReflows(page, page.locator('body'), '/social');

    await page.goto(link('/faqmain'));
    const categories = page.getByRole('region', { name: enUS.faq.categories });
    await categories.getByRole('link').first().waitFor();
    await expectReflows(page, page.locator('body'), '/faqmain');

    await categories.getByRole('link', { name: /Account & password/ }).click();
    await page.getByRole('link', { name: /I forgot my password/ }).click();
    await page.getByRole('heading', { level: 1, name: 'I forgot my password. How do I reset it?' }).waitFor();
    await expectReflows(page, page.locator('body'), 'an FAQ article');
    assert.deepEqual(errors, []);
    await close();
  });

  it('/chat with an answer, its message box at least half its row; the appeal form', async () => {
    const { page, errors, close } = await largeTextPhone();
    const box = await openChat(page);
    await ask(box, 'How do I reset my password?');
    await expectReflows(page, page.locator('body'), '/chat');
    const [boxWidth, rowWidth] = await box.evaluate((element) => [
      element.getBoundingClientRect().width,
      (element.parentElement as HTMLElement).getBoundingClientRect().width,
    ]);
    assert.ok(boxWidth >= rowWidth / 2, `the message box is ${boxWidth} px of its ${rowWidth} px row`);
    assert.ok(await placeholderFits(box), 'the message box shows its whole placeholder');

    await ask(box, 'appeal');
    await page.getByRole('button', { name: 'Open the appeal form' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Appeal' });
    await dialog.getByRole('textbox', { name: 'Reason' }).waitFor();
    await expectReflows(page, dialog, 'the appeal form');
    assert.deepEqual(errors, []);
    await close();
  });

  it('the evaluation popup', async () => {
    const agentContext = await served.browser.newContext();
    const agent = await agentContext.newPage();
    await signInToAgentConsole(agent, served.sandbox.baseUrl);
    const { page, errors, close } = await largeTextPhone();
    await sessionEndedByAgent(agent, page, await openChat(page, 'chloe'));
    const dialog = page.getByRole('dialog', { name: 'Rate your conversation' });
    await dialog.getByRole('radio', { name: 'Yes' }).waitFor();
    await expectReflows(page, dialog, 'the evaluation popup');
    assert.deepEqual(errors, []);
    await close();
    await agentContext.close();
  });
});

describe('360 px: the search boxes show their whole placeholder', () => {
  it('on / and /faqmain, in each of the 9 locales', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    const clipped: string[] = [];
    for (const country of LOCALE_CODES) {
      const texts = localeTexts(LOCALE_TAGS[country]);
      for (const path of ['/', '/faqmain']) {
        await page.goto(link(path).replace('country=US', `country=${country}`));
        const field = page.getByRole('searchbox', { name: texts.faq.searchLabel });
        await field.waitFor();
        if (!(await placeholderFits(field)))
          clipped.push(`${country} ${path}: ${await field.getAttribute('placeholder')}`);
      }
    }
    assert.deepEqual(clipped, []);
    await context.close();
  });
});
