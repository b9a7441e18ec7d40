import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { localeTexts } from '../support/localeTexts';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedClient } from './servedClient';

const enUS = localeTexts('en-US');
const jaJP = localeTexts('ja-JP');

const served = servedClient({ aiDelayMs: 0 });

const CASES = [
  {
    country: 'US',
    texts: enUS,
    lang: 'en-US',
    category: 'Account & password',
    question: 'I forgot my password. How do I reset it?',
  },
  {
    country: 'JP',
    texts: jaJP,
    lang: 'ja-JP',
    category: 'アカウントとパスワード',
    question: 'パスワードを忘れました。どうすればリセットできますか？',
  },
];

async function h1(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('the force-FAQ round trip: demo-faq link → FAQ → answer → chat, and back without looping', () => {
  for (const { country, texts, lang, category, question } of CASES) {
    it(`walks it in ${country}`, async () => {
      const context = await phoneContext(served.browser);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo-faq&user=alice&pass=demo-pass&country=${country}`);
      await page.waitForURL((url) => url.pathname === '/faqmain');
      await h1(page, texts.faq.homeTitle);
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      await page.getByRole('region', { name: texts.faq.guides }).getByRole('listitem').first().waitFor();
      await expectNoAxeViolations(page);

      await page
        .getByRole('region', { name: texts.faq.categories })
        .getByRole('link', { name: new RegExp(category) })
        .click();
      await h1(page, category);
      assert.equal(new URL(page.url()).pathname, '/faqclass');
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: new RegExp(question.replace(/[.?？]/g, '.')) }).click();
      await h1(page, question);
      assert.equal(new URL(page.url()).pathname, '/faqdetail');
      await page.getByRole('button', { name: texts.faq.helpfulYes }).click();
      await page.getByRole('status').getByText(texts.faq.thanksYes).waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: texts.faq.chatWithSupport }).click();
      await page.waitForURL((url) => url.pathname === '/chat');
      await page.locator('.welcome').waitFor();
      await page.waitForTimeout(300);
      const chatUrl = new URL(page.url());
      assert.equal(chatUrl.pathname, '/chat', 'the chat is not sent back into the FAQ');
      assert.equal(chatUrl.searchParams.get('nofaq'), '1');
      assert.equal(chatUrl.searchParams.get('app_key'), 'demo-faq');
      assert.ok(!page.url().includes('demo-pass'));
      // The question read is kept as context: offered as the first message.
      assert.equal(await page.getByRole('textbox', { name: texts.chat.composerLabel }).inputValue(), question);
      await expectNoAxeViolations(page);

      await page.goBack();
      await h1(page, question);
      assert.equal(new URL(page.url()).pathname, '/faqdetail');
      await page.getByRole('status').getByText(texts.faq.thanksYes).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('FAQ screens that need no sign-in', () => {
  it('renders the hostile answer inertly on /faqindex → /faqdetail', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${served.sandbox.baseUrl}/faqindex?app_key=demo&country=US`);
    await h1(page, enUS.screens.faqindex);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'The app shows a blank screen' }).click();
    await h1(page, 'The app shows a blank screen');
    await page.waitForTimeout(300);
    const html = await page.locator('.faq-answer__content').innerHTML();
    assert.doesNotMatch(html, /<script|onerror|onclick|javascript:/i);
    assert.deepEqual(dialogs, []);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
