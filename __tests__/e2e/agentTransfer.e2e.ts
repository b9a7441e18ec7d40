/**
 * Issue 31 in Chromium: a transfer between two agents' consoles, and private notes that never reach the
 * customer. The customer is a real chat page on a phone whose product records `always` (so the field
 * recording is checked too); the agents are two real consoles.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { RECORDING_REST } from '../../src/protocol/recordings';
import { signInAgent } from '../support/agentSocket';
import { agentGet } from '../support/recordings';
import { newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../support/sandbox';
import { openTestDatabase } from '../support/testDatabase';
import { endSessionInConsole, signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, launchBrowser, phoneContext } from './browser';
import { DIST } from './servedClient';

const NOTE = 'VIP: refunded twice already, marker-7d41';
const TRANSFER_NOTE = 'Deposit question, needs a payments agent (marker-9e02)';
const MARKERS = ['marker-7d41', 'marker-9e02'];

const dataDir = newDataDir('agent-transfer-e2e-');
let sandbox: RunningSandbox;
let browser: Browser;

before(async () => {
  const database = await openTestDatabase(dataDir);
  await database.db
    .updateTable('products')
    .set({ capture_policy: 'always', capture_sample_rate: 1 })
    .where('app_key', '=', 'demo')
    .execute();
  await database.close();
  sandbox = await startSandboxIn(dataDir, { staticDir: DIST, aiDelayMs: 50 });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await sandbox?.close();
  await removeDataDir(dataDir);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the customer's page read from the network: socket frames and REST answers, as text. */
function networkOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => seen.push(typeof payload === 'string' ? payload : payload.toString()));
  });
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    response.text().then(
      (text) => seen.push(text),
      () => undefined,
    );
  });
  return seen;
}

function assertNoNote(what: string, text: string): void {
  for (const marker of MARKERS) assert.ok(!text.includes(marker), `${what} holds a note (${marker})`);
}

async function openConsole(username: 'ann' | 'ben'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToAgentConsole(page, sandbox.baseUrl, username);
  return page;
}

/** The customer's stored field recording once it holds `text` (the page uploads every 10 s). */
async function recordingWith(recordingId: string, text: string): Promise<string> {
  const { token } = await signInAgent(sandbox, 'ann');
  for (let tries = 0; ; tries++) {
    const read = await agentGet(sandbox, RECORDING_REST.agentRecording(recordingId), token);
    const stored = JSON.stringify(read.data);
    if (read.code === 0 && stored.includes(text)) return stored;
    if (tries > 120) assert.fail(`the recording never held "${text}" (code ${read.code})`);
    await sleep(500);
  }
}

describe('transferring a chat with private notes', () => {
  it('Ann notes and transfers to Ben: the customer is told in their language, Ben has the context and the notes, the customer never sees a note', async () => {
    const ann = await openConsole('ann');
    const context = await phoneContext(browser);
    const customer = await context.newPage();
    const network = networkOf(customer);
    const link = `${sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`;
    await customer.goto(link);
    await customer.locator('.welcome').waitFor({ timeout: 60_000 });
    const box = customer.getByRole('textbox', { name: 'Your message' });
    await box.fill('I want to talk to a human about my deposit');
    await box.press('Enter');
    await ann.getByRole('button', { name: 'Accept' }).click();
    await customer.getByText('Ann joined the chat').waitFor();
    await ann.getByRole('heading', { name: 'Conversation with Alice' }).waitFor();

    // A private note: on Ann's console, nowhere on the customer's.
    const notes = ann.getByRole('region', { name: 'Private notes' });
    await notes.getByRole('textbox', { name: 'Private note' }).fill(NOTE);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByRole('list', { name: 'Notes' }).getByText(NOTE).waitFor();
    await expectNoAxeViolations(ann);

    // Ben comes online; Ann transfers to him with a note.
    const ben = await openConsole('ben');
    await ann.getByRole('button', { name: 'Transfer' }).click();
    const dialog = ann.getByRole('dialog', { name: 'Transfer the chat with Alice' });
    await dialog.getByRole('radio', { name: 'Ben (0 of 2 chats)' }).check();
    await dialog.getByRole('textbox', { name: 'Note for the next agent' }).fill(TRANSFER_NOTE);
    await expectNoAxeViolations(ann);
    await dialog.getByRole('button', { name: 'Transfer' }).click();

    await customer.getByText('You are now talking to Ben').waitFor();
    await ann.getByText('Alice was transferred to Ben').waitFor();
    assert.equal(await ann.getByRole('heading', { name: 'Conversation with Alice' }).count(), 0);

    // Ben: the conversation, who handed it on with what note, the notes, and the customer's context.
    await ben.getByRole('heading', { name: 'Conversation with Alice' }).waitFor();
    const handedOn = ben.getByRole('note', { name: 'Transfer' });
    await handedOn.getByText('Transferred to you by Ann').waitFor();
    await handedOn.getByText(TRANSFER_NOTE).waitFor();
    const bensNotes = ben.getByRole('region', { name: 'Private notes' });
    await bensNotes.getByText(NOTE).waitFor();
    await bensNotes.getByText('Transferred to Ben').waitFor();
    const about = ben.getByRole('region', { name: 'About Alice' });
    await about.getByText('en-US').waitFor();
    await about.getByText('I want to talk to a human about my deposit').first().waitFor();
    await expectNoAxeViolations(ben);

    // Ben answers; the customer's next message reaches Ben, not Ann.
    await ben.getByRole('textbox', { name: 'Reply to the customer' }).fill('Ben here, checking your deposit.');
    await ben.getByRole('button', { name: 'Send' }).click();
    await customer.getByRole('log').getByText('Ben here, checking your deposit.').waitFor();
    await box.fill('Thanks Ben');
    await box.press('Enter');
    await ben.getByRole('log').getByText('Thanks Ben').waitFor();
    assert.equal(await ann.getByText('Thanks Ben').count(), 0);

    // Not on the customer's screen, socket frames or REST answers; nor after a reload (the history).
    assertNoNote('the customer’s page', await customer.content());
    await customer.reload();
    await customer.getByRole('log').getByText('You are now talking to Ben').waitFor();
    await customer.getByRole('log').getByText('Ben here, checking your deposit.').waitFor();
    await customer.getByRole('log').getByText('Thanks Ben').waitFor();
    assertNoNote('the customer’s page after a reload', await customer.content());
    assert.ok(network.length > 0, 'the customer’s network was read');
    assertNoNote('the customer’s network', network.join('\n'));

    // Nor in the customer's field recording, which holds what came after the notes.
    const recordingId = await customer.evaluate(
      () => (JSON.parse(sessionStorage.getItem('support.recording.demo') ?? '{}') as { id?: string }).id ?? '',
    );
    assert.notEqual(recordingId, '');
    assertNoNote('the field recording', await recordingWith(recordingId, 'Thanks Ben'));

    await endSessionInConsole(ben);
    await context.close();
    await ann.context().close();
    await ben.context().close();
  });

  it('Ben hands the customer back to the queue: the customer waits again and Ann, accepting, gets the note', async () => {
    const ben = await openConsole('ben');
    const context = await phoneContext(browser);
    const customer = await context.newPage();
    await customer.goto(`${sandbox.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=BR`);
    await customer.locator('.welcome').waitFor({ timeout: 60_000 });
    const box = customer.getByRole('textbox', { name: 'Sua mensagem' });
    await box.fill('Quero falar com um atendente');
    await box.press('Enter');
    await ben.getByRole('button', { name: 'Accept' }).click();
    await ben.getByRole('heading', { name: 'Conversation with Bob' }).waitFor();

    const ann = await openConsole('ann');
    await ben.getByRole('button', { name: 'Transfer' }).click();
    const dialog = ben.getByRole('dialog', { name: 'Transfer the chat with Bob' });
    await dialog.getByRole('radio', { name: 'Back to the queue' }).check();
    await dialog.getByRole('textbox', { name: 'Note for the next agent' }).fill('Asked for a refund');
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await ben.getByText('Bob was handed back to the queue').waitFor();

    // In Portuguese on the customer's page.
    await customer.getByText('Você voltou para a fila').waitFor();
    await ann.getByRole('button', { name: 'Accept' }).click();
    await ann.getByRole('note', { name: 'Transfer' }).getByText('Asked for a refund').waitFor();
    await customer.getByText('Ann entrou na conversa').waitFor();
    assert.equal(await customer.getByText('Asked for a refund').count(), 0);

    await context.close();
    await ann.context().close();
    await ben.context().close();
  });
});
