/**
 * Issue 7's screens in a real browser against the in-process sandbox: home → chat list (the AI
 * conversation with its unread count) → social (channels) → the identification code popup (the code
 * is read from the sandbox-only /__sandbox/sent-codes, which `exposeSentCodes` turns on); axe on
 * every screen in colour schemes 1, 2 and 3; and every language with no untranslated key.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { localeTexts, type LocaleTexts } from '../support/localeTexts';
import { LOCALE_CODES, LOCALE_TAGS } from '../../src/protocol/locales';
import { connectAs, textMessage } from '../support/sandbox';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedClient } from './servedClient';

const enUS = localeTexts('en-US');

// alice asks the AI first, so her AI conversation has an unread answer.
const served = servedClient({ aiDelayMs: 0, exposeSentCodes: true }, async ({ sandbox }) => {
  const socket = await connectAs(sandbox);
  await socket.request('send_msg', textMessage('How do I reset my password?'));
  await socket.waitFor((result) => result.kind === 'frame' && result.frame.identify === 'push_msg');
  await socket.close();
});

const link = (path: string, appKey = 'demo', country = 'US', extra = '') =>
  `${served.sandbox.baseUrl}${path}?app_key=${appKey}&user=alice&pass=demo-pass&country=${country}${extra}`;

async function h1(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function newPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** Nothing is wider than the 360 px phone (a long one-line preview once zoomed the page out). */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
}

async function sentCode(target: string): Promise<string> {
  const response = await fetch(`${served.sandbox.baseUrl}/__sandbox/sent-codes?target=${encodeURIComponent(target)}`);
  const envelope = (await response.json()) as { code: number; data: { code: string } | null };
  assert.equal(envelope.code, 0, 'the sandbox logged a code for this target');
  return (envelope.data as { code: string }).code;
}

describe('home → conversation list → social → identification code', () => {
  it('walks it in US English', async () => {
    const { page, errors, close } = await newPage();
    await page.goto(link('/'));
    await h1(page, 'Hi Alice! How can we help?');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
    const recent = page.getByRole('region', { name: enUS.home.recentTitle });
    await recent.getByText(enUS.conversations.aiAssistant).waitFor();
    await page.getByRole('region', { name: enUS.home.helpTitle }).getByRole('listitem').first().waitFor();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await recent.getByRole('link', { name: enUS.home.allConversations }).click();
    await h1(page, enUS.screens.chatlist);
    const ai = page.getByRole('link', { name: new RegExp(enUS.conversations.aiAssistant) });
    await ai.waitFor();
    const badge = ai.getByRole('img', { name: /unread message/ });
    assert.match((await badge.getAttribute('aria-label')) ?? '', /^\d+ unread messages?$/);
    assert.ok(Number(await badge.textContent()) >= 1, 'the AI conversation has unread messages');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: enUS.common.back, exact: true }).click();
    await page.getByRole('link', { name: enUS.home.contactUs }).click();
    await h1(page, enUS.screens.social);
    for (const channel of ['Email', 'WhatsApp', 'Telegram', 'LINE', 'Facebook', 'Phone']) {
      const anchor = page.getByRole('link', { name: new RegExp(`^${channel}`) });
      assert.equal(await anchor.getAttribute('rel'), 'noopener noreferrer');
      assert.match((await anchor.getAttribute('href')) ?? '', /^(https:|mailto:|tel:)/);
    }
    await page.getByText(/Every day, .+ – .+ \(your time\)/).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: enUS.verify.open }).click();
    const dialog = page.getByRole('dialog', { name: enUS.verify.title });
    await dialog.getByRole('textbox', { name: enUS.verify.targetLabel }).fill('Alice@Example.com');
    await dialog.getByRole('button', { name: enUS.verify.send }).click();
    await dialog.getByText('We sent a code to alice@example.com.').waitFor();
    await dialog.getByRole('button', { name: /Resend in \d+ seconds/ }).waitFor();
    await expectNoAxeViolations(page);
    const code = await sentCode('alice@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const codeBox = dialog.getByRole('textbox', { name: enUS.verify.codeLabel });
    await codeBox.fill(wrong);
    await dialog.getByRole('button', { name: enUS.verify.confirm, exact: true }).click();
    await dialog.getByRole('alert').getByText(enUS.errors.verifyCodeWrong).waitFor();
    await codeBox.fill(code);
    await dialog.getByRole('button', { name: enUS.verify.confirm, exact: true }).click();
    await dialog.getByText('alice@example.com is verified. Thank you!').waitFor();
    await dialog.getByRole('button', { name: enUS.common.close }).click();
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.deepEqual(errors, []);
    await close();
  });
});

describe('every colour scheme passes axe (WCAG AA contrast) on every screen', () => {
  const SCHEMES = [
    { scheme: '1', appKey: 'demo' },
    { scheme: '2', appKey: 'demo-scheme2' },
    { scheme: '3', appKey: 'demo-scheme3' },
  ];
  for (const { scheme, appKey } of SCHEMES) {
    it(`scheme ${scheme} (${appKey})`, async () => {
      const { page, errors, close } = await newPage();
      const screens: Array<[string, () => Promise<void>]> = [
        ['/', () => h1(page, 'Hi Alice! How can we help?')],
        [
          '/chatlist',
          () =>
            page
              .getByRole('link', { name: new RegExp(enUS.conversations.aiAssistant) })
              .or(page.getByText(enUS.conversations.empty))
              .first()
              .waitFor(),
        ],
        ['/social', () => page.getByRole('link', { name: /^Email/ }).waitFor()],
        ['/chat', () => page.locator('.welcome').waitFor()],
        ['/faqmain', () => page.getByRole('region', { name: enUS.faq.categories }).getByRole('link').first().waitFor()],
      ];
      for (const [path, ready] of screens) {
        // nofaq=1: demo-scheme3 forces the FAQ, and each screen must be reached as itself.
        await page.goto(link(path, appKey, 'US', '&nofaq=1'));
        await ready();
        await page.waitForFunction((expected) => document.documentElement.dataset.scheme === expected, scheme);
        assert.equal(new URL(page.url()).pathname, path);
        await expectNoAxeViolations(page);
      }
      assert.deepEqual(errors, []);
      await close();
    });
  }
});

describe('every language, with no untranslated key', () => {
  const RAW_KEY =
    /\b(common|screens|notFound|chat|connection|errors|debug|reception|evaluation|faq|home|conversations|social|verify|workOrders|uploads)\.[A-Za-z_]+/;
  it('shows /, /chatlist and /social in each of the 9 locales', async () => {
    const { page, errors, close } = await newPage();
    for (const country of LOCALE_CODES) {
      const tag = LOCALE_TAGS[country];
      const texts: LocaleTexts = localeTexts(tag);
      const ready = { '/': '.faq-shortcuts__question', '/chatlist': '.conversation', '/social': '.social__channel' };
      for (const [path, title] of [
        ['/', texts.home.greetingName.replace('{{name}}', 'Alice')],
        ['/chatlist', texts.screens.chatlist],
        ['/social', texts.screens.social],
      ] as const) {
        await page.goto(link(path, 'demo', country));
        await h1(page, title);
        await page.locator(ready[path]).first().waitFor();
        assert.equal(await page.locator('html').getAttribute('lang'), tag);
        const text = await page.locator('body').innerText();
        assert.doesNotMatch(text, RAW_KEY, `${country} ${path} shows a raw key`);
      }
    }
    assert.deepEqual(errors, []);
    await close();
  });
});
