import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { phoneContext } from './browser';
import { servedClient } from './servedClient';

const served = servedClient({ aiDelayMs: 50 });

/** Issue 29, point 3: the order picker as a customer meets it, and after a reload. */
describe('the withdrawal order picker in the chat', () => {
  it('toggles from the whole row, sends a readable bubble, then stays read-only and out of the tab order', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    const link = `${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`;
    await page.goto(link);
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('I withdrew 100 USD yesterday and never received it');
    await box.press('Enter');
    const picker = page.getByRole('group', { name: 'Choose the withdrawal orders concerned' });
    await picker.waitFor();

    // A tap on the order's status line ticks it, as a tap on its number does.
    await picker.locator('li', { hasText: 'WD10008' }).locator('.order-status').click();
    assert.equal(await picker.getByRole('checkbox', { name: /WD10008/ }).isChecked(), true);
    await picker.locator('li', { hasText: 'WD10007' }).locator('.order-status').click();
    await page.getByRole('button', { name: 'Send 2 selected orders' }).click();

    const sent = page.getByRole('log').locator('.bubble--mine').last();
    await sent.getByText('My orders: WD10008, WD10007').waitFor();
    const expectReadOnly = async () => {
      for (const checkbox of await picker.getByRole('checkbox').all())
        assert.equal(await checkbox.isDisabled(), true, 'a sent picker takes no more input');
      assert.equal(await page.getByRole('button', { name: /selected order/ }).count(), 0, 'and offers no send');
      const focusable = await picker.evaluate(
        (element) => element.querySelectorAll('input:not([disabled]), button:not([disabled]), [tabindex="0"]').length,
      );
      assert.equal(focusable, 0, 'nothing in it takes a Tab stop');
    };
    await expectReadOnly();
    await picker.locator('li', { hasText: 'WD10006' }).locator('.order-status').click();
    assert.equal(await picker.getByRole('checkbox', { name: /WD10006/ }).isChecked(), false);

    await page.goto(link);
    await page.getByText('My orders: WD10008, WD10007').waitFor();
    await picker.waitFor();
    await expectReadOnly();
    await context.close();
  });

  it('writes an amount as the assistant writes it: one currency format, the customer’s (pt-BR, BRL)', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=bob&pass=demo-pass&country=BR`);
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: 'Sua mensagem' });
    await box.fill('Fiz um saque de 500 reais ontem e não recebi');
    await box.press('Enter');
    const order = page
      .getByRole('group', { name: 'Escolha os pedidos de saque em questão' })
      .locator('li', { hasText: 'WD20002' });
    const amount = (await order.locator('.order-picker__amount').textContent()) ?? '';
    assert.equal(amount, 'R$\u00a0500,00', 'the picker writes Brazilian reais as Brazilians do');
    await order.click();
    const answers = page.locator('.bubble--theirs');
    const before = await answers.count();
    await page.getByRole('button', { name: 'Enviar 1 pedido selecionado' }).click();
    await answers.nth(before).getByText(`WD20002 (${amount})`, { exact: false }).waitFor();
    await context.close();
  });
});
