import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PNG_BYTES } from '../support/orders';
import { phoneContext } from './browser';
import { expectTextLaidOut } from './layout';
import { servedClient } from './servedClient';

/** Spec §8 messages of the work-order forms, and where the picker's refusal shows on a phone (issue 16). */
const served = servedClient({ aiDelayMs: 50, storage: true });
const VIEWPORT = { width: 360, height: 640 };
let files: string;

before(() => {
  files = mkdtempSync(join(tmpdir(), 'wo-checks-e2e-'));
  writeFileSync(join(files, 'one.png'), PNG_BYTES);
  writeFileSync(join(files, 'two.png'), PNG_BYTES);
  // Named and typed as a PNG, but its bytes are text.
  writeFileSync(join(files, 'fake.png'), 'this is not an image, only text');
});

async function openChat(page: Page, user = 'alice'): Promise<Locator> {
  await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=${user}&pass=demo-pass&country=US`);
  await page.locator('.welcome').waitFor();
  return page.getByRole('textbox', { name: 'Your message' });
}

async function ask(box: Locator, text: string): Promise<void> {
  await box.fill(text);
  await box.press('Enter');
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  assert.ok(found, 'the element is laid out');
  return found;
}

describe('work-order checks (spec §8) and the picker at 360×640', () => {
  it('"You can select up to 3 orders only" shows by the refused order, inside the phone viewport, not below the list', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    assert.deepEqual(page.viewportSize(), VIEWPORT);
    await ask(await openChat(page), 'I withdrew 100 USD yesterday and never received it');
    const picker = page.getByRole('group', { name: 'Choose the withdrawal orders concerned' });
    await picker.waitFor();
    for (const no of ['WD10008', 'WD10007', 'WD10006'])
      await picker.getByRole('checkbox', { name: new RegExp(no) }).check();
    const fourth = picker.getByRole('checkbox', { name: /WD10005/ });
    await fourth.click();
    const alert = picker.getByRole('alert').filter({ hasText: 'You can select up to 3 orders only' });
    await alert.waitFor();
    assert.equal(await fourth.isChecked(), false);

    const message = await box(alert);
    assert.ok(
      message.y >= 0 && message.y + message.height <= VIEWPORT.height,
      `the message is inside the viewport: ${JSON.stringify(message)}`,
    );
    assert.ok(message.x >= 0 && message.x + message.width <= VIEWPORT.width, 'and not clipped at the sides');
    const lastOrder = await box(picker.getByRole('listitem').last());
    assert.ok(message.y < lastOrder.y, 'the message is not below the list');
    const refused = await box(fourth);
    assert.ok(message.y > refused.y && message.y - refused.y < 150, 'the message is right under the refused order');
    await expectTextLaidOut(picker);
    await context.close();
  });

  it('the appeal form takes a typed withdrawal order number: a bad one is "Invalid withdrawal order number", a good one is ticked and filed', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await ask(await openChat(page), 'appeal');
    await page.getByRole('button', { name: 'Open the appeal form' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Appeal' });
    await dialog.waitFor();
    const typed = dialog.getByRole('textbox', { name: 'Or type a withdrawal order number' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });

    for (const bad of ['WD99999', 'WD20002', 'hello']) {
      await typed.fill(bad);
      await add.click();
      await dialog.getByRole('alert').filter({ hasText: 'Invalid withdrawal order number' }).waitFor();
      assert.equal(await typed.getAttribute('aria-invalid'), 'true', `${bad} is marked invalid`);
    }
    // Typing again clears the refusal; Enter adds (it does not submit the form).
    await typed.fill(' wd10006 ');
    assert.equal(await dialog.getByText('Invalid withdrawal order number').count(), 0);
    await typed.press('Enter');
    await dialog.getByRole('status').filter({ hasText: 'Order WD10006 added and selected.' }).waitFor();
    assert.equal(await dialog.getByRole('checkbox', { name: /WD10006/ }).isChecked(), true);
    assert.equal(await typed.inputValue(), '');

    await dialog.getByRole('textbox', { name: 'Reason' }).fill('This was not a violation.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('region', { name: /Work order WO/ })
      .first()
      .getByText('Status: Submitted')
      .waitFor();
    await context.close();
  });

  it('a payment screenshot that is not an image is "Single payment screenshot is invalid" at the screenshots; real images are filed', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await ask(await openChat(page), 'my deposit of 50 USD this morning is still not credited');
    await page.getByRole('button', { name: 'Report a top-up problem' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Top-up problem' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Top-up order number' }).fill('TP10001');
    const screenshots = dialog.getByRole('group', { name: 'Payment screenshots' });
    const album = screenshots.getByLabel('Choose from album');
    await album.setInputFiles([join(files, 'one.png'), join(files, 'fake.png')]);
    await screenshots.getByText('Uploaded').nth(1).waitFor();
    // Only this test files a top-up: counting top-up cards is not raced by the earlier tests' cards loading with the history.
    const topUpCards = page.getByRole('region', { name: /Work order WO/ }).filter({ hasText: 'Top-up problem' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await screenshots.getByRole('alert').filter({ hasText: 'Single payment screenshot is invalid' }).waitFor();
    assert.equal(await topUpCards.count(), 0, 'nothing filed');

    await screenshots.getByRole('button', { name: 'Remove fake.png' }).click();
    await album.setInputFiles(join(files, 'two.png'));
    await screenshots.getByText('Uploaded').nth(1).waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await topUpCards.getByText('Status: Submitted').waitFor();
    await context.close();
  });
});
