/**
 * Light and dark mode (issue 15): every customer screen in every colour scheme passes axe (WCAG AA
 * contrast) with `prefers-color-scheme` light and dark, in states that show the accent as text and as
 * a background (AI answers and suggested questions, an unread badge, the work-order picker and form,
 * the evaluation popup); dark mode really darkens the page and its native controls; each scheme keeps
 * its accent's hue in a lighter shade; /404 takes the scheme of its link's app key; the guard's notice
 * and the route error screen follow dark mode too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PRODUCTS } from '../../server/db/seed';
import { localeTexts } from '../support/localeTexts';
import { connectAs, textMessage } from '../support/sandbox';
import { endSessionInConsole, signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, phoneContext } from './browser';
import { builtFilesOf } from './builtFiles';
import { servedClient } from './servedClient';

const enUS = localeTexts('en-US');
const served = servedClient({ aiDelayMs: 0 });

type Mode = 'light' | 'dark';
type Rgb = [number, number, number];

/** The products' accents (src/ui/app.css) by the demo app keys that use them (server/db/seed.ts); only demo's alice has withdrawal orders. */
const SCHEMES = [
  { scheme: '1', appKey: 'demo', accent: '#1d4ed8', withOrders: true },
  { scheme: '2', appKey: 'demo-scheme2', accent: '#047857', withOrders: false },
  { scheme: '3', appKey: 'demo-scheme3', accent: '#6d28d9', withOrders: false },
] as const;

const link = (path: string, appKey: string, extra = '&user=alice&pass=demo-pass') =>
  `${served.sandbox.baseUrl}${path}?app_key=${appKey}&country=US${extra}`;

async function newPage(mode: Mode): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: mode });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** A computed colour (whatever syntax the browser reports: rgb(), oklch()…) as 8-bit sRGB, via a canvas. */
function colourOf(page: Page, selector: string, property: 'backgroundColor' | 'color'): Promise<Rgb> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => {
      const context = document
        .createElement('canvas')
        .getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      context.fillStyle = getComputedStyle(element)[name];
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b] as Rgb;
    }, property);
}

const linear = (channel: number) =>
  channel / 255 <= 0.04045 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4;

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The OKLCH hue angle (degrees), the hue the dark shades keep. */
function hueOf([r, g, b]: Rgb): number {
  const [R, G, B] = [r, g, b].map(linear);
  const l = Math.cbrt(0.4122214708 * R + 0.5363325363 * G + 0.0514459929 * B);
  const m = Math.cbrt(0.2119034982 * R + 0.6806995451 * G + 0.1073969566 * B);
  const s = Math.cbrt(0.0883024619 * R + 0.2817188376 * G + 0.6299787005 * B);
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bAxis = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return ((Math.atan2(bAxis, a) * 180) / Math.PI + 360) % 360;
}

const hexRgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;

function assertSameHue(actual: Rgb, accent: string, what: string): void {
  const difference = Math.abs(hueOf(actual) - hueOf(hexRgb(accent)));
  assert.ok(
    Math.min(difference, 360 - difference) < 8,
    `${what}: hue ${hueOf(actual).toFixed(1)}°, the accent's ${hueOf(hexRgb(accent)).toFixed(1)}°`,
  );
}

/** The page is in the mode asked for: its background and its native controls' colour scheme. */
async function expectMode(page: Page, mode: Mode): Promise<void> {
  const background = luminance(await colourOf(page, 'html', 'backgroundColor'));
  if (mode === 'dark') assert.ok(background < 0.05, `a dark page background (luminance ${background.toFixed(3)})`);
  else assert.ok(background > 0.9, `a light page background (luminance ${background.toFixed(3)})`);
  assert.equal(
    await page.locator('html').evaluate((html) => getComputedStyle(html).colorScheme),
    mode === 'dark' ? 'dark' : 'normal',
  );
}

async function schemeApplied(page: Page, scheme: string): Promise<void> {
  await page.waitForFunction((expected) => document.documentElement.dataset.scheme === expected, scheme);
}

/** The product's AI has answered alice and she has not read it yet: the conversation list shows a badge. */
async function unreadAiAnswer(appKey: string): Promise<void> {
  const product = DEMO_PRODUCTS.find((candidate) => candidate.appKey === appKey)!;
  const socket = await connectAs(served.sandbox, { app_key: appKey });
  await socket.request('send_msg', textMessage('How do I reset my password?', { receiver_id: product.aiUserId }));
  await socket.waitFor((result) => result.kind === 'frame' && result.frame.identify === 'push_msg');
  await socket.close();
}

describe('light and dark mode on every customer screen, in every colour scheme', () => {
  for (const { scheme, appKey, accent, withOrders } of SCHEMES) {
    it(`scheme ${scheme} (${appKey})`, async () => {
      const primary: Partial<Record<Mode, Rgb>> = {};
      for (const mode of ['light', 'dark'] as const) {
        await unreadAiAnswer(appKey);
        const { page, errors, close } = await newPage(mode);
        const screens: Array<[string, () => Promise<void>]> = [
          ['/chatlist', () => page.locator('.conversation__badge').first().waitFor()],
          ['/', () => page.getByRole('heading', { level: 1, name: 'Hi Alice! How can we help?' }).waitFor()],
          ['/social', () => page.getByRole('link', { name: /^Email/ }).waitFor()],
          [
            '/faqmain',
            () => page.getByRole('region', { name: enUS.faq.categories }).getByRole('link').first().waitFor(),
          ],
          ['/404', () => page.getByRole('heading', { level: 1, name: enUS.notFound.title }).waitFor()],
          ['/chat', () => page.locator('.welcome').waitFor()],
        ];
        for (const [path, ready] of screens) {
          // nofaq=1: demo-scheme3 forces the FAQ, and each screen must be reached as itself.
          await page.goto(link(path, appKey, '&user=alice&pass=demo-pass&nofaq=1'));
          await ready();
          await schemeApplied(page, scheme);
          assert.equal(new URL(page.url()).pathname, path);
          await expectMode(page, mode);
          await expectNoAxeViolations(page);
          if (path === '/') primary[mode] = await colourOf(page, '.button--primary', 'backgroundColor');
        }

        // The chat with the customer's own bubble (on the accent), an AI answer and its suggested questions (accent text).
        const box = page.getByRole('textbox', { name: enUS.chat.composerLabel });
        await box.fill('How do I reset my password?');
        await box.press('Enter');
        await page.getByRole('list', { name: enUS.chat.suggestedQuestions }).last().waitFor();
        await page.locator('.bubble--mine').last().waitFor();
        await expectNoAxeViolations(page);

        // The withdrawal form in a dialog, with its errors (and, for demo's customer who has withdrawal orders, the picker with accent checkboxes).
        await box.fill('I withdrew 100 USD yesterday and never received it');
        await box.press('Enter');
        const report = page.getByRole('button', { name: 'Report a withdrawal problem' }).last();
        await report.waitFor();
        if (withOrders) {
          // The light run's picker is still in the history.
          const picker = page.getByRole('group', { name: 'Choose the withdrawal orders concerned' }).last();
          await picker.getByRole('checkbox', { name: /WD10006/ }).check();
        }
        await expectNoAxeViolations(page);
        await report.click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await dialog.getByRole('alert').first().waitFor();
        await expectNoAxeViolations(page);
        assert.deepEqual(errors, []);
        await close();
      }
      const [light, dark] = [primary.light!, primary.dark!];
      assertSameHue(light, accent, 'the light primary button');
      assertSameHue(dark, accent, 'the dark primary button');
      assert.ok(luminance(dark) > luminance(light) + 0.2, 'on a dark page the accent is a lighter shade');
    });
  }
});

describe('/404 takes the scheme of its link', () => {
  for (const { scheme, appKey, accent } of SCHEMES.filter((candidate) => candidate.scheme !== '1')) {
    it(`an unknown path with app_key=${appKey} and no stored session shows /404 in scheme ${scheme}, light and dark`, async () => {
      for (const mode of ['light', 'dark'] as const) {
        const { page, errors, close } = await newPage(mode);
        // No credentials: the app key alone tells the product.
        await page.goto(link('/no/such/page', appKey, ''));
        await page.getByRole('heading', { level: 1, name: enUS.notFound.title }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/404');
        await schemeApplied(page, scheme);
        assertSameHue(await colourOf(page, '.button--primary', 'backgroundColor'), accent, `the ${mode} /404 button`);
        await expectMode(page, mode);
        await expectNoAxeViolations(page);
        assert.deepEqual(errors, []);
        await close();
      }
    });
  }
});

describe('the error screens follow dark mode', () => {
  it("the guard's notice for an unknown product", async () => {
    const { page, close } = await newPage('dark');
    await page.goto(link('/chat', 'no-such-product'));
    await page.getByRole('heading', { level: 1, name: enUS.errors.unsupportedProduct }).waitFor();
    await expectMode(page, 'dark');
    await expectNoAxeViolations(page);
    await close();
  });

  it("the route error screen (a screen's download failed), in the product's scheme", async () => {
    const { page, close } = await newPage('dark');
    await page.route(builtFilesOf(['SocialScreen']), (route) => route.abort());
    await page.goto(link('/social', 'demo-scheme2'));
    await page.getByRole('heading', { level: 1, name: enUS.errors.generic }).waitFor();
    await schemeApplied(page, '2');
    await expectMode(page, 'dark');
    assertSameHue(await colourOf(page, '.button--primary', 'backgroundColor'), '#047857', 'the reload button');
    await expectNoAxeViolations(page);
    await close();
  });
});

describe('the evaluation popup in dark mode', () => {
  it('after an agent ends the session: the stars, the choices and an error on the dialog pass axe', async () => {
    const agentContext = await served.browser.newContext();
    const agentPage = await agentContext.newPage();
    await signInToAgentConsole(agentPage, served.sandbox.baseUrl);
    const { page, close } = await newPage('dark');
    await page.goto(link('/chat', 'demo-scheme2', '&user=bob&pass=demo-pass'));
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: enUS.chat.composerLabel });
    await box.fill('I want to talk to a human');
    await box.press('Enter');
    await agentPage.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Ann joined the chat').waitFor();
    await expectNoAxeViolations(page);
    await endSessionInConsole(agentPage);
    const dialog = page.getByRole('dialog', { name: 'Rate your conversation' });
    await dialog.waitFor();
    // Three stars on (accent), two off, and the missing answer's error.
    await dialog.locator('.evaluation__star').nth(2).click();
    await dialog.getByRole('button', { name: enUS.evaluation.submit }).click();
    await dialog.getByRole('alert').getByText(enUS.evaluation.solvedRequired).waitFor();
    await expectNoAxeViolations(page);
    await close();
    await agentContext.close();
  });
});
