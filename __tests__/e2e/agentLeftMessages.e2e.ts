import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { listenDemoHostPage, type RunningDemoHostPage } from '../../server/demoHost/demoHostPage';
import { signedDemoLink } from '../../server/sessions/signedDemoLink';
import { localeTexts } from '../support/localeTexts';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedClient } from './servedClient';

/*
 * Issue 31, point 5: a customer leaves a message while no agent is online; an agent answers it in the
 * console; the customer finds the answer unread the next time they open support, and on the demo host
 * page (server/demoHost, docs/embedding.md) the bridge's unreadCount rises before they open the chat.
 */

const enUS = localeTexts('en-US');
/** The same customer on every visit (each chat link is signed anew: they are single-use). */
const CUSTOMER = 'left-message-erin';
const LEFT = 'Please call me back about my withdrawal';
const ANSWER = 'We checked it: the withdrawal is on its way.';

let demoHost: RunningDemoHostPage | undefined;
const served = servedClient({ aiDelayMs: 100 }, async ({ sandbox }) => {
  demoHost = await listenDemoHostPage({
    host: '127.0.0.1',
    port: 0,
    linkHost: '127.0.0.1',
    sandboxUrl: sandbox.baseUrl,
    chatLink: () => signedDemoLink(sandbox.baseUrl, CUSTOMER),
  });
});
after(async () => {
  await demoHost?.close();
});

const chatOf = (page: Page) => page.frameLocator('iframe[title="Support chat"]');

describe('a left message answered', () => {
  it('reaches the customer as unread on their next visit, and the host page’s badge counts it', async () => {
    // No agent is online: the customer leaves a message from the chat on the host page.
    const first = await phoneContext(served.browser);
    const host = await first.newPage();
    await host.goto(demoHost!.url);
    await host.getByRole('button', { name: enUS.embed.launcher, exact: true }).click();
    const chat = chatOf(host);
    const box = chat.getByRole('textbox', { name: enUS.chat.composerLabel });
    await box.fill('I want to talk to a human');
    await box.press('Enter');
    await chat.getByRole('button', { name: enUS.reception.leaveMessage }).click();
    await chat.getByRole('textbox', { name: enUS.reception.leaveMessageLabel }).fill(LEFT);
    await chat.getByRole('button', { name: enUS.reception.sendMessage }).click();
    await chat.getByText(enUS.reception.messageLeft).waitFor();
    await first.close();

    // An agent answers it in the console: it shows as answered, by them.
    const agentContext = await served.browser.newContext();
    const agent = await agentContext.newPage();
    await signInToAgentConsole(agent, served.sandbox.baseUrl);
    const left = agent.getByRole('region', { name: /Left messages/ });
    await left.getByText(LEFT).waitFor();
    await left.getByRole('button', { name: `Reply to ${CUSTOMER}` }).click();
    await left.getByRole('textbox', { name: `Your reply to ${CUSTOMER}` }).fill(ANSWER);
    await expectNoAxeViolations(agent);
    await left.getByRole('button', { name: 'Send reply' }).click();
    await left.getByText(`Answered by Ann`, { exact: false }).waitFor();
    assert.equal(await left.getByRole('button', { name: `Reply to ${CUSTOMER}` }).count(), 0);
    await agentContext.close();

    // The customer opens support again: their conversations list the answer, unread.
    const second = await phoneContext(served.browser);
    const list = await second.newPage();
    await list.goto(signedDemoLink(served.sandbox.baseUrl, CUSTOMER).replace('/chat?', '/chatlist?'));
    const team = list.getByRole('link').filter({ hasText: enUS.conversations.supportTeam });
    await team.getByText(ANSWER).waitFor();
    await team.getByRole('img', { name: enUS.conversations.unread_one.replace('{{count, number}}', '1') }).waitFor();
    await second.close();

    // On the host page the chat, still closed, tells the host: the badge and the launcher count it.
    const third = await phoneContext(served.browser);
    const again = await third.newPage();
    await again.goto(demoHost!.url);
    const withUnread = again.getByRole('button', {
      name: enUS.embed.launcherUnread.replace('{{count}}', '1'),
      exact: true,
    });
    await withUnread.waitFor();
    await again.getByRole('listitem').filter({ hasText: 'unreadCount {"count":1}' }).waitFor();
    await withUnread.click();
    await chatOf(again).getByRole('log').getByText(ANSWER).waitFor();
    await again.getByRole('listitem').filter({ hasText: 'unreadCount {"count":0}' }).waitFor();
    await third.close();
  });
});
