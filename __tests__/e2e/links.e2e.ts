import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { signedDemoLink } from '../../server/sessions/signedDemoLink';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedWithDemoHost } from './hostPage';

/*
 * Issue 16, "Links": http(s) addresses in messages, from the customer and from an agent, become links to
 * a new tab with rel="noopener noreferrer"; nothing else does; embedded, the host opens them (openLink).
 */

const served = servedWithDemoHost('links-host');

/** Pages the links open, answered here: nothing leaves the machine. */
async function linkTargets(context: BrowserContext): Promise<void> {
  await context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Example</title><p>Example</p>' }),
  );
}

async function send(chat: Page | FrameLocator, text: string): Promise<void> {
  const box = chat.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
}

const bubbleOf = (log: Locator, text: string) => log.locator('.bubble').filter({ hasText: text });

describe('links in messages', () => {
  it('makes only the customer’s https address a link, wrapping at 360 px, and opens it in a new tab', async () => {
    const context = await phoneContext(served.browser);
    await linkTargets(context);
    const page = await context.newPage();
    await page.goto(signedDemoLink(served.sandbox.baseUrl, 'links-customer'));
    await page.locator('.welcome').waitFor();
    const text =
      'Help: https://example.com/help?topic=deposit. Not www.example.com, not help@example.com, not javascript:alert(1)';
    await send(page, text);
    const log = page.getByRole('log');
    const bubble = bubbleOf(log, 'www.example.com');
    const link = bubble.getByRole('link');
    await link.waitFor();

    // Exactly one link, the address without the full stop after it; the rest is the text as written.
    assert.equal(await log.getByRole('link').count(), 1);
    assert.equal(await link.getAttribute('href'), 'https://example.com/help?topic=deposit');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(await link.textContent(), 'https://example.com/help?topic=deposit');
    assert.equal(await bubble.locator('.bubble__text').textContent(), text);
    assert.equal(await bubble.locator('.bubble__text *').count(), 1, 'www., the e-mail and javascript: stay text');
    await expectNoAxeViolations(page);

    // Underlined, and a focus ring in the bubble's text colour (the accent ring would vanish on the customer's accent bubble).
    await link.focus();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const look = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        const bubbleStyle = getComputedStyle(element.closest('.bubble')!);
        return {
          line: style.textDecorationLine,
          outline: style.outlineStyle,
          outlineColor: style.outlineColor,
          color: style.color,
          bubbleColor: bubbleStyle.color,
          bubbleBackground: bubbleStyle.backgroundColor,
        };
      });
      assert.equal(look.line, 'underline', colorScheme);
      assert.equal(look.outline, 'solid', colorScheme);
      assert.equal(look.outlineColor, look.color, colorScheme);
      assert.equal(look.color, look.bubbleColor, colorScheme);
      assert.notEqual(look.outlineColor, look.bubbleBackground, colorScheme);
    }
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // A long address wraps inside the bubble at 360 px.
    const longAddress = `https://example.com/${'very-long-path-segment-'.repeat(8)}end`;
    await send(page, longAddress);
    const longLink = bubbleOf(log, 'very-long-path').getByRole('link');
    await longLink.waitFor();
    const box = await bubbleOf(log, 'very-long-path').boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `the bubble fits the screen: ${JSON.stringify(box)}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);

    // A tap opens the address in a new tab; the chat stays where it is.
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    assert.equal(opened.url(), 'https://example.com/help?topic=deposit');
    assert.equal(await opened.evaluate(() => window.opener), null);
    assert.ok(page.url().startsWith(`${served.sandbox.baseUrl}/chat`));
    await context.close();
  });

  it('makes an agent’s address a link in the customer’s chat, which Enter opens', async () => {
    const agentContext = await served.browser.newContext();
    const agentPage = await agentContext.newPage();
    await signInToAgentConsole(agentPage, served.sandbox.baseUrl);

    const context = await phoneContext(served.browser);
    await linkTargets(context);
    const page = await context.newPage();
    await page.goto(signedDemoLink(served.sandbox.baseUrl, 'links-agent'));
    await page.locator('.welcome').waitFor();
    await send(page, 'I want to talk to a human');
    await agentPage.getByText('I want to talk to a human').first().waitFor();
    await agentPage.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Ann joined the chat').waitFor();

    await agentPage
      .getByRole('textbox', { name: 'Reply to the customer' })
      .fill('Our guide (https://example.com/guide_(deposits)) explains it.');
    await agentPage.getByRole('button', { name: 'Send' }).click();
    const bubble = bubbleOf(page.getByRole('log'), 'Our guide');
    const link = bubble.getByRole('link');
    await link.waitFor();
    assert.ok(await bubble.evaluate((element) => element.classList.contains('bubble--theirs')));
    assert.equal(await link.getAttribute('href'), 'https://example.com/guide_(deposits)');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(
      await bubble.locator('.bubble__text').textContent(),
      'Our guide (https://example.com/guide_(deposits)) explains it.',
    );
    await expectNoAxeViolations(page);

    // The keyboard opens it as a tap does.
    await link.focus();
    const [opened] = await Promise.all([context.waitForEvent('page'), link.press('Enter')]);
    await opened.waitForLoadState();
    assert.equal(opened.url(), 'https://example.com/guide_(deposits)');
    await context.close();
    await agentContext.close();
  });

  it('embedded with embed.js, asks the host to open the link (openLink), and the chat’s frame stays', async () => {
    const context = await phoneContext(served.browser);
    await linkTargets(context);
    const page = await context.newPage();
    await page.goto(served.demoHostUrl());
    await page.getByRole('button', { name: 'Chat with support', exact: true }).click();
    const chat = page.frameLocator('iframe[title="Support chat"]');
    await chat.locator('.welcome').waitFor();
    await send(chat, 'Is https://example.com/embedded right?');
    const link = bubbleOf(chat.getByRole('log'), 'embedded').getByRole('link');
    await link.waitFor();
    const frame = (await (await page.locator('iframe').elementHandle())?.contentFrame())!;
    const chatAddress = frame.url();

    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    assert.equal(opened.url(), 'https://example.com/embedded');
    await page.getByRole('listitem').filter({ hasText: 'openLink {"url":"https://example.com/embedded"}' }).waitFor();
    assert.equal(frame.url(), chatAddress, 'the click did not navigate the chat’s frame');
    await link.waitFor();
    // Only the host's tab opened: the frame's own link was held back.
    await page.waitForTimeout(300);
    assert.equal(context.pages().length, 2);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
