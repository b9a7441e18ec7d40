/**
 * The agent console in the agent's language (issue 31, point 8): the agent picks 日本語 in the header,
 * the console is in Japanese (texts, `<html lang>`, the tab's title) and stays so after a reload; a
 * Brazilian customer's request shows their language (pt-BR) on its waiting card, then on the chat's
 * tab and header. The customer is a plain socket; axe checks the Japanese console at each step.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { connectAs, type TestSocket } from '../support/sandbox';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations } from './browser';
import { servedClient } from './servedClient';

const served = servedClient({ storage: true });

describe('the agent console in the agent’s language', () => {
  let context: BrowserContext;
  let agent: Page;
  let alice: TestSocket | undefined;

  before(async () => {
    context = await served.browser.newContext({ locale: 'en-US' });
    agent = await context.newPage();
    await signInToAgentConsole(agent, served.sandbox.baseUrl);
  });
  after(async () => {
    alice?.close();
    await context?.close();
  });

  it('an agent picks 日本語: the console shows Japanese, and a reload keeps it', async () => {
    await agent.getByLabel('Console language').selectOption({ label: '日本語' });
    await agent.getByRole('heading', { name: 'エージェントコンソール', level: 1 }).waitFor();
    await agent.getByText('オンライン（Ann (30001)）').waitFor();
    assert.equal(await agent.locator('html').getAttribute('lang'), 'ja-JP');
    assert.equal(await agent.title(), 'エージェントコンソール');
    assert.equal(await agent.getByText('Waiting customers').count(), 0);
    await expectNoAxeViolations(agent);

    await agent.reload();
    await agent.getByText('オンライン（Ann (30001)）').waitFor();
    await agent.getByRole('region', { name: '待機中のお客様（0）' }).waitFor();
    assert.equal(await agent.getByLabel('コンソールの言語').inputValue(), 'ja-JP');
    assert.equal(await agent.locator('html').getAttribute('lang'), 'ja-JP');
  });

  it('a Brazilian customer’s conversation shows its locale (pt-BR) in the waiting list and in the chat', async () => {
    alice = await connectAs(served.sandbox, { country_code: 'BR' });
    await alice.request('seat_reception_contact', { conversation_id: 'si_10001_20001', reason: 'help' });
    const card = agent.getByRole('listitem').filter({ has: agent.getByRole('heading', { name: 'Alice', level: 3 }) });
    await card.getByText('pt-BR', { exact: true }).waitFor();
    await card.getByText(/^お客様の言語: ポルトガル語/).waitFor({ state: 'attached' });
    await expectNoAxeViolations(agent);

    await card.getByRole('button', { name: '受け付ける' }).click();
    await agent.getByRole('heading', { name: 'Alice との会話' }).waitFor();
    await agent.getByRole('tab', { name: 'Alice' }).getByText('pt-BR', { exact: true }).waitFor();
    const panel = agent.getByRole('tabpanel');
    await panel.getByText('pt-BR', { exact: true }).waitFor();
    await panel.getByText(/^お客様の言語: ポルトガル語/).waitFor({ state: 'attached' });
    await agent.getByRole('button', { name: 'セッションを終了' }).waitFor();
    await expectNoAxeViolations(agent);
  });
});
