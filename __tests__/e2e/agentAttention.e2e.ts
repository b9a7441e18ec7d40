/**
 * The agent console calls the agent and reads well (issue 31, points 3, 4 and 6): the tab's title
 * counts a customer's message that came while the page was hidden, a link in a message opens in a new
 * tab, an image opens enlarged, and ending a session asks first (Cancel and Escape keep it). The
 * customer is a plain socket; axe checks the console with each dialog open.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { CHAT_TYPE, CONTENT_TYPE } from '../../src/protocol/codes';
import { PNG_BYTES, upload } from '../support/orders';
import { connectAs, login, textMessage, type TestSocket } from '../support/sandbox';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, setVisibility } from './browser';
import { servedClient } from './servedClient';

const served = servedClient({ storage: true });
const ALICE_GROUP = 'cg_1_10001';
const TITLE = 'Agent console';

async function sendToGroup(socket: TestSocket, content: string, contentType: number = CONTENT_TYPE.text) {
  const reply = await socket.request(
    'send_msg',
    textMessage(content, {
      chat_type: CHAT_TYPE.group,
      group_id: ALICE_GROUP,
      receiver_id: '',
      content_type: contentType,
    }),
  );
  if (reply.kind !== 'frame' || reply.frame.identify !== 'send_msg')
    throw new Error(`send refused: ${JSON.stringify(reply)}`);
}

/** Polled from here: the page's CSP allows no evaluated string (waitForFunction). */
async function titleIs(page: Page, title: string): Promise<void> {
  for (let tries = 0; tries < 100 && (await page.title()) !== title; tries += 1) await page.waitForTimeout(50);
  assert.equal(await page.title(), title);
}

describe('the agent console calls the agent and shows links, images and a confirmation', () => {
  let alice: TestSocket;
  let context: BrowserContext;
  let agent: Page;

  before(async () => {
    context = await served.browser.newContext();
    agent = await context.newPage();
    await signInToAgentConsole(agent, served.sandbox.baseUrl);
    alice = await connectAs(served.sandbox);
    await alice.request('seat_reception_contact', { conversation_id: 'si_10001_20001', reason: 'help' });
    await agent.getByRole('button', { name: 'Accept' }).click();
    await agent.getByRole('heading', { name: 'Conversation with Alice' }).waitFor();
  });
  after(async () => {
    alice?.close();
    await context?.close();
  });

  it('counts a customer message in the title while the tab is hidden, and clears it on coming back', async () => {
    await titleIs(agent, TITLE);
    await setVisibility(agent, 'hidden');
    await sendToGroup(alice, 'Are you still there?');
    await agent.getByText('Are you still there?').waitFor();
    await titleIs(agent, `(1) ${TITLE}`);
    await sendToGroup(alice, 'Hello?');
    await titleIs(agent, `(2) ${TITLE}`);

    await setVisibility(agent, 'visible');
    await titleIs(agent, TITLE);
  });

  it('opens a link in a new tab and an image enlarged', async () => {
    await context.route('https://help.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Help</title>' }),
    );
    await sendToGroup(alice, 'See https://help.example.com/withdrawals, please.');
    const link = agent.getByRole('log').getByRole('link', { name: 'https://help.example.com/withdrawals' });
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.waitForURL('https://help.example.com/withdrawals');
    await opened.close();

    const { token } = await login(served.sandbox.baseUrl);
    const url = await upload(served.sandbox.baseUrl, token, PNG_BYTES);
    await sendToGroup(alice, JSON.stringify({ url, width: 1, height: 1 }), CONTENT_TYPE.image);
    await agent.getByRole('button', { name: 'Enlarge the image sent in the chat' }).click();
    const viewer = agent.getByRole('dialog', { name: 'Image sent in the chat' });
    assert.equal(await viewer.getByRole('img').getAttribute('src'), url);
    await expectNoAxeViolations(agent);
    await agent.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  it('asks before ending a session: Cancel and Escape keep it, "Yes, end it" ends it', async () => {
    const end = agent.getByRole('button', { name: 'End session' });
    const confirmation = agent.getByRole('dialog', { name: 'End the session with Alice?' });
    await end.click();
    await expectNoAxeViolations(agent);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await end.click();
    await agent.keyboard.press('Escape');
    await confirmation.waitFor({ state: 'detached' });
    await agent.waitForTimeout(300);
    await agent.getByRole('heading', { name: 'Conversation with Alice' }).waitFor();

    await end.click();
    await confirmation.getByRole('button', { name: 'Yes, end it' }).click();
    await agent.getByText('Session ended (by agent)').waitFor();
    await expectNoAxeViolations(agent);
  });
});
