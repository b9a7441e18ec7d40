import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Request } from 'playwright-core';
import { PNG_BYTES } from '../support/orders';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedClient } from './servedClient';

const served = servedClient({ aiDelayMs: 50, storage: true });
let files: string;

before(async () => {
  files = mkdtempSync(join(tmpdir(), 'wo-e2e-'));
  writeFileSync(join(files, 'one.png'), PNG_BYTES);
  writeFileSync(join(files, 'two.png'), PNG_BYTES);
  writeFileSync(join(files, 'notes.txt'), 'not an image');
});

describe('work orders and uploads', () => {
  it('picker, appeal with 2 screenshots, card updated by the agent console; uploads carry no auth', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    const storageRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(served.sandbox.storageUrl!)) storageRequests.push(request);
    });
    await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('I withdrew 100 USD yesterday and never received it');
    await box.press('Enter');

    const picker = page.getByRole('group', { name: 'Choose the withdrawal orders concerned' });
    await picker.waitFor();
    for (const status of [
      'Credited',
      'Pending review',
      'Failed and refunded',
      'In progress',
      'On hold',
      'Violation order',
    ]) {
      assert.ok((await picker.getByText(status).count()) > 0, `status ${status} shown`);
    }
    await picker.getByText('(the payout takes 10 to 20 minutes)').waitFor();
    await expectNoAxeViolations(page);

    for (const no of ['WD10008', 'WD10007', 'WD10006'])
      await picker.getByRole('checkbox', { name: new RegExp(no) }).check();
    const fourth = picker.getByRole('checkbox', { name: /WD10005/ });
    await fourth.click();
    await picker.getByRole('alert').filter({ hasText: 'You can select up to 3 orders only' }).waitFor();
    assert.equal(await fourth.isChecked(), false);

    // The appeal of the violation order.
    await page.getByRole('button', { name: 'Report a withdrawal problem' }).waitFor();
    await box.fill('appeal');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Open the appeal form' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Appeal' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: /WD10006/ }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please enter the reason.').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('This was not a violation.');

    // An unsupported file is refused before any request.
    const album = dialog.getByLabel('Choose from album');
    const before = storageRequests.length;
    await album.setInputFiles(join(files, 'notes.txt'));
    await dialog.getByText('This file type is not supported temporarily').waitFor();
    assert.equal(storageRequests.length, before);

    await album.setInputFiles([join(files, 'one.png'), join(files, 'two.png')]);
    await dialog.getByText('Uploaded').nth(1).waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const card = page.getByRole('region', { name: /Work order WO/ }).first();
    await card.waitFor();
    await card.getByText('Status: Submitted').waitFor();

    const puts = storageRequests.filter((request) => request.method() === 'PUT');
    assert.equal(puts.length, 2);
    for (const put of puts) {
      const headers = await put.allHeaders();
      assert.equal(headers.authorization, undefined);
      assert.equal(headers['x-token'], undefined);
      assert.equal(headers.cookie, undefined);
    }

    // The agent console advances the work order; the card follows.
    const agentPage = await context.newPage();
    await signInToAgentConsole(agentPage, served.sandbox.baseUrl);
    await agentPage
      .getByRole('button', { name: /advance|review/i })
      .first()
      .click();
    await card.getByText('Status: In review').waitFor();
    await context.close();
  });
});
