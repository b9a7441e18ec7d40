/**
 * Issue 15, "Navigation without dead ends", in a real browser against the in-process sandbox: the way
 * back from every screen at 360×640, the close control in a host's frame, the chat open in a second
 * window ("Use here"), and a conversation list that shows a lost connection and updates again after it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { createFaultController } from '../../server/realtime/faults';
import { connectAs, textMessage } from '../support/sandbox';
import { localeTexts } from '../support/localeTexts';
import { expectNoAxeViolations, phoneContext } from './browser';
import { startHostPage } from './hostPage';
import { servedClient } from './servedClient';

const enUS = localeTexts('en-US');
const faults = createFaultController();
const HOME_TITLE = 'Hi Alice! How can we help?';

// alice has a conversation with the AI, so /chatlist has an entry to update.
const served = servedClient({ aiDelayMs: 0, faults }, async ({ sandbox }) => {
  const socket = await connectAs(sandbox);
  await socket.request('send_msg', textMessage('How do I reset my password?'));
  await socket.waitFor((result) => result.kind === 'frame' && result.frame.identify === 'push_msg');
  await socket.close();
});

const QUERY = 'app_key=demo&user=alice&pass=demo-pass&country=US';
const link = (path: string, extra = '') =>
  `${served.sandbox.baseUrl}${path}${path.includes('?') ? '&' : '?'}${QUERY}${extra}`;

const backControl = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${enUS.common.back}|${enUS.common.backHome})$`) });
const composer = (page: Page) => page.getByRole('textbox', { name: enUS.chat.composerLabel });
const sendButton = (page: Page) => page.getByRole('button', { name: enUS.chat.send, exact: true });
const useHere = (page: Page) => page.getByRole('button', { name: enUS.connection.useHere });

async function heading(page: Page, name?: string | RegExp): Promise<void> {
  await page
    .getByRole('heading', { level: 1, ...(name ? { name } : {}) })
    .first()
    .waitFor();
}

/** Visible, a 44×44 px touch target at least, and inside the 360×640 screen. */
async function expectReachable(control: Locator): Promise<void> {
  await control.waitFor();
  const box = await control.boundingBox();
  assert.ok(box, 'the control is rendered');
  assert.ok(box.width >= 44 && box.height >= 44, `a 44 px touch target (${box.width}×${box.height})`);
  assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= 360 && box.y + box.height <= 640, 'inside the screen');
}

describe('the way back', () => {
  it('from /chat reached via / goes back to /; from /chat opened directly, home with the link’s query', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await page.goto(link('/'));
    await heading(page, HOME_TITLE);
    assert.equal(await backControl(page).count(), 0, 'home needs no back control');
    await page.getByRole('link', { name: enUS.home.chatWithSupport }).first().click();
    await page.locator('.welcome').waitFor();
    const back = page.getByRole('button', { name: enUS.common.back, exact: true });
    await expectReachable(back);
    await back.press('Enter');
    await heading(page, HOME_TITLE);
    assert.equal(new URL(page.url()).pathname, '/');

    await page.goto(link('/chat'));
    await page.locator('.welcome').waitFor();
    await page.getByRole('button', { name: enUS.common.backHome }).click();
    await heading(page, HOME_TITLE);
    const home = new URL(page.url());
    assert.equal(home.pathname, '/');
    assert.equal(home.search, '?app_key=demo&user=alice&country=US', 'the link’s query without its secret');
    await context.close();
  });

  it('every screen, error and notice screen shows a reachable way back that leads out of it', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    // Real ids for the FAQ screens that need one: the first category and its first question.
    await page.goto(link('/faqmain'));
    const category = page.getByRole('region', { name: enUS.faq.categories }).getByRole('link').first();
    const typeId = new URL((await category.getAttribute('href')) ?? '', served.sandbox.baseUrl).searchParams.get(
      'type_id',
    );
    await page.goto(link(`/faqclass?type_id=${typeId}`));
    const question = page.locator('main a[href*="/faqdetail"]').first();
    const id = new URL((await question.getAttribute('href')) ?? '', served.sandbox.baseUrl).searchParams.get('id');
    assert.ok(typeId && id, 'the sandbox has FAQ content');

    const screens = [
      '/chat',
      '/chatlist',
      '/social',
      '/faqmain',
      `/faqclass?type_id=${typeId}`,
      `/faqreply?id=${id}`,
      '/faqindex',
      `/faqdetail?id=${id}`,
      `/faqanswery?id=${id}`,
      '/faqa',
      '/faqb',
      '/404',
      '/no-such-screen',
    ];
    for (const path of screens) {
      await page.goto(link(path));
      await heading(page);
      await expectReachable(backControl(page));
      await backControl(page).click();
      await page
        .waitForURL((url) => url.pathname === '/', { timeout: 5_000 })
        .catch(() => assert.fail(`${path} leads home, not to ${page.url()}`));
      await heading(page, HOME_TITLE);
    }

    await context.close();

    // The notices that stand in for a screen, in a tab that never signed in: a link without its
    // secret (sign-in fails), and the guard's unknown product.
    const fresh = await phoneContext(served.browser);
    const notices = await fresh.newPage();
    await notices.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&country=US`);
    await notices.getByRole('alert').getByText(enUS.errors.parameterError).waitFor();
    await expectReachable(backControl(notices));
    await backControl(notices).click();
    await heading(notices, enUS.home.greeting);
    await notices.goto(`${served.sandbox.baseUrl}/chatlist?app_key=no-such-product&country=US`);
    await notices.getByRole('alert').getByText(enUS.errors.unsupportedProduct).waitFor();
    await expectReachable(backControl(notices));
    await fresh.close();
  });
});

describe('embedded in a host’s frame', () => {
  it('every screen has the close control', async () => {
    const host = await startHostPage(link('/chat'));
    try {
      const context = await phoneContext(served.browser);
      const page = await context.newPage();
      await page.goto(host.url);
      const frame = page.frameLocator('iframe');
      await frame.locator('.welcome').waitFor();
      await frame.getByRole('button', { name: enUS.common.closeSupport }).waitFor();
      await frame.getByRole('button', { name: enUS.common.backHome }).click();
      await frame.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
      await frame.getByRole('button', { name: enUS.common.closeSupport }).click();
      await context.close();
    } finally {
      await host.close();
    }
  });

  it('outside a frame there is none', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await page.goto(link('/chat'));
    await page.locator('.welcome').waitFor();
    assert.equal(await page.getByRole('button', { name: enUS.common.closeSupport }).count(), 0);
    await context.close();
  });
});

describe('the chat open in a second window', () => {
  it('disables the first window’s composer; "Use here" moves the chat back, which sends and gets the AI’s answer', async () => {
    const context = await phoneContext(served.browser);
    const first = await context.newPage();
    await first.goto(link('/chat'));
    await first.locator('.welcome').waitFor();

    const second = await context.newPage();
    await second.goto(link('/chat'));
    await second.locator('.welcome').waitFor();

    await expectReachable(useHere(first));
    await composer(first).fill('Typed in the first window: where is my deposit?');
    assert.equal(await sendButton(first).isDisabled(), true, 'the first window cannot send');
    assert.equal(await first.getByRole('button', { name: enUS.chat.attach }).isDisabled(), true, 'nor attach');
    const reason = await composer(first).getAttribute('aria-describedby');
    assert.equal(
      await first.getByRole('status').locator(`#${reason}`).innerText(),
      enUS.connection.occupied,
      'the composer is described by the reason',
    );
    await expectNoAxeViolations(first);
    await composer(first).press('Enter');
    assert.equal(
      await first.getByRole('log').getByText('Typed in the first window').count(),
      0,
      'nothing sits on "Sending…"',
    );
    assert.equal(
      await composer(first).inputValue(),
      'Typed in the first window: where is my deposit?',
      'the draft is kept',
    );

    await useHere(first).click();
    await useHere(second).waitFor();
    await composer(second).fill('Typed in the second window');
    assert.equal(await sendButton(second).isDisabled(), true, 'the second window is the occupied one now');
    assert.equal(await useHere(first).count(), 0);
    await composer(first).press('Enter');
    const log = first.getByRole('log');
    await log.locator('.bubble--mine', { hasText: 'Typed in the first window' }).waitFor();
    await first.waitForFunction(() => !document.querySelector('[role=log]')?.textContent?.includes('Sending…'));
    await log.locator('.bubble--theirs').last().waitFor();
    const answers = await log.locator('.bubble--theirs').count();
    assert.ok(answers >= 1, 'the AI answered');
    await context.close();
  });
});

describe('the conversation list and a lost connection', () => {
  it('shows the lost connection, then updates again once it is back', async () => {
    // bob's own conversation with the AI, with an unread answer, which no other test opens.
    const bob = { username: 'bob' };
    const ask = async (question: string) => {
      const socket = await connectAs(served.sandbox, bob);
      await socket.request('send_msg', textMessage(question, { sender_id: socket.uid }));
      await socket.waitFor((result) => result.kind === 'frame' && result.frame.identify === 'push_msg');
      await socket.close();
    };
    await ask('How do I top up?');
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await page.goto(`${served.sandbox.baseUrl}/chatlist?app_key=demo&user=bob&pass=demo-pass&country=US`);
    const unread = page
      .getByRole('link', { name: new RegExp(enUS.conversations.aiAssistant) })
      .getByRole('img', { name: /unread message/ });
    const unreadBefore = Number(await unread.textContent());
    assert.ok(unreadBefore >= 1);

    await context.setOffline(true);
    faults.dropConnections();
    await page.getByRole('status').getByText(enUS.connection.offline).waitFor();

    // Meanwhile the AI answers bob elsewhere: one more unread answer in the same conversation.
    await ask('Asked while the list was offline');

    await context.setOffline(false);
    await page.getByText(enUS.connection.offline).waitFor({ state: 'detached' });
    await page.waitForFunction(
      (before) => Number(document.querySelector('.conversation__badge')?.textContent) > before,
      unreadBefore,
      { timeout: 15_000 },
    );
    await context.close();
  });

  it('shows that the chat went to another window, and updates again after "Use here"', async () => {
    const context = await phoneContext(served.browser);
    const list = await context.newPage();
    await list.goto(`${served.sandbox.baseUrl}/chatlist?app_key=demo&user=bob&pass=demo-pass&country=US`);
    const preview = list.locator('.conversation__preview').first();
    await preview.waitFor();
    const before = await preview.innerText();

    const chat = await context.newPage();
    await chat.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=US`);
    await chat.locator('.welcome').waitFor();
    await useHere(list).waitFor();
    await composer(chat).fill('I forgot my password, how do I reset it?');
    await composer(chat).press('Enter');
    await chat.waitForFunction(() => !document.querySelector('[role=log]')?.textContent?.includes('Sending…'));
    await chat.getByRole('log').locator('.bubble--theirs').last().waitFor();
    assert.equal(await preview.innerText(), before, 'the occupied list does not update');

    await useHere(list).click();
    await list.waitForFunction((old) => document.querySelector('.conversation__preview')?.textContent !== old, before, {
      timeout: 15_000,
    });
    await useHere(chat).waitFor();
    await context.close();
  });
});
