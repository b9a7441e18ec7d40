/**
 * Issue 16's screen defects at 360×640, each checked on element boxes (__tests__/e2e/layout.ts): the
 * home card's avatar, name and preview apart; the chat with no clipped or run-together text and its
 * placeholder on one line in every locale; leave-a-message with one composer; /faqmain without a focus
 * ring when it opens.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { LOCALE_CODES, LOCALE_TAGS } from '../../src/protocol/locales';
import { localeTexts } from '../support/localeTexts';
import { phoneContext } from './browser';
import { expectPlaceholderOnOneLine, expectTextLaidOut, textLayoutProblems } from './layout';
import { servedClient } from './servedClient';

const enUS = localeTexts('en-US');
const served = servedClient({ aiDelayMs: 0 });

const link = (path: string, { user = 'alice', country = 'US', appKey = 'demo' } = {}) =>
  `${served.sandbox.baseUrl}${path}?app_key=${appKey}&user=${user}&pass=demo-pass&country=${country}`;

async function withPhone(run: (page: Page) => Promise<void>): Promise<void> {
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await run(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
}

describe('home at 360×640', () => {
  it('keeps the latest conversation’s avatar, name and preview apart, on screen and in its text', () =>
    withPhone(async (page) => {
      // bob has an AI conversation with no message yet: "A", "AI assistant", "No messages yet".
      await page.goto(link('/', { user: 'bob' }));
      const recent = page.getByRole('region', { name: enUS.home.recentTitle });
      const conversation = recent.getByRole('link', { name: new RegExp(enUS.conversations.aiAssistant) });
      await recent.getByText(enUS.conversations.preview.empty).waitFor();
      await expectTextLaidOut(recent);
      await expectTextLaidOut(page.getByRole('main'));
      assert.equal(
        (await conversation.textContent())?.replace(/\s+/g, ' ').trim(),
        `A ${enUS.conversations.aiAssistant} ${enUS.conversations.preview.empty}`,
      );
    }));
});

describe('chat at 360×640', () => {
  for (const country of LOCALE_CODES) {
    it(`${LOCALE_TAGS[country]}: no clipped or run-together text, the placeholder on one line`, () =>
      withPhone(async (page) => {
        await page.goto(link('/chat', { country }));
        await page.locator('.welcome').waitFor();
        const texts = localeTexts(LOCALE_TAGS[country]);
        const box = page.getByRole('textbox', { name: texts.chat.composerLabel });
        await expectPlaceholderOnOneLine(box);
        await expectTextLaidOut(page.getByRole('main'));
      }));
  }
});

describe('leaving a message with no agent online', () => {
  it('shows one text box: the message form takes the composer’s place, with the focus in it', () =>
    withPhone(async (page) => {
      await page.goto(link('/chat'));
      await page.locator('.welcome').waitFor();
      const composer = page.getByRole('textbox', { name: enUS.chat.composerLabel });
      await composer.fill('I want to talk to a human');
      await composer.press('Enter');
      await page.getByText(enUS.reception.noAgent).waitFor();
      await page.getByRole('button', { name: enUS.reception.leaveMessage }).click();
      const form = page.getByRole('textbox', { name: enUS.reception.leaveMessageLabel });
      await form.waitFor();
      assert.equal(await page.getByRole('textbox').count(), 1, 'one text box on screen');
      assert.equal(await page.getByRole('button', { name: enUS.chat.send, exact: true }).count(), 0, 'one send button');
      assert.ok(
        await form.evaluate((element) => element === document.activeElement),
        'the focus is in the message box',
      );
      await expectTextLaidOut(page.getByRole('main'));
      await page.getByRole('button', { name: enUS.common.cancel }).click();
      await composer.waitFor();
      assert.equal(await page.getByRole('textbox').count(), 1);
    }));
});

describe('/faqmain', () => {
  const headingFocus = (page: Page) =>
    page.getByRole('heading', { level: 1 }).evaluate((element) => ({
      focused: element === document.activeElement,
      ring: element.matches(':focus-visible') || getComputedStyle(element).outlineStyle !== 'none',
    }));

  it('opens without a focus ring on its heading; in-app navigation moves the focus to the new heading', () =>
    withPhone(async (page) => {
      await page.goto(link('/faqmain'));
      await page.getByRole('heading', { level: 1, name: enUS.faq.homeTitle }).waitFor();
      await page.getByRole('region', { name: enUS.faq.categories }).getByRole('link').first().waitFor();
      assert.deepEqual(await headingFocus(page), { focused: false, ring: false });

      await page.getByRole('region', { name: enUS.faq.categories }).getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === '/faqclass');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      assert.deepEqual(await headingFocus(page), { focused: true, ring: false });
    }));
});

describe('the layout helper itself', () => {
  it('finds run-together, overlapping and clipped text, and passes text laid out apart', () =>
    withPhone(async (page) => {
      await page.setContent(`
        <div id="apart" style="display: flex"><span>A</span><span>AI assistant</span></div>
        <p id="clipped" style="width: 60px; height: 1.2em; overflow: hidden">A long text cut off by its box</p>
        <div id="over" style="position: relative"><span>Under</span><span style="position: absolute; left: 0">Over</span></div>
        <div id="good"><div style="display: flex; gap: 8px"><span>A</span><span>AI assistant</span></div><p>Go to <b>Settings</b>.</p></div>`);
      assert.deepEqual(await textLayoutProblems(page.locator('#apart')), ['"A" and "AI assistant" run together']);
      assert.deepEqual(await textLayoutProblems(page.locator('#clipped')), [
        '"A long text cut off by its box" is clipped by its box',
      ]);
      assert.deepEqual(await textLayoutProblems(page.locator('#over')), ['"UnderOver" and "Over" run together']);
      await expectTextLaidOut(page.locator('#good'));
    }));
});
