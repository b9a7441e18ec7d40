import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endSessionInConsole, signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedClient } from './servedClient';

const served = servedClient({ aiDelayMs: 100 });

describe('asking for a human', () => {
  it('with no agent online, shows the no-agent state and lets the customer leave a message', async () => {
    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('I want to talk to a human');
    await box.press('Enter');
    await page.getByText('No support agent is online right now.').waitFor();
    await page.getByRole('button', { name: 'Leave a message' }).click();
    await page
      .getByRole('textbox', { name: 'Your message for our support team' })
      .fill('Please call me back about my withdrawal.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thanks! Our team will reply as soon as possible.').waitFor();
    await expectNoAxeViolations(page);
    assert.equal(await page.getByRole('button', { name: 'Leave a message' }).count(), 0);
    await context.close();
  });

  it('with the agent console open: the agent sees the handoff, accepts, both chat, the agent ends, the customer evaluates once', async () => {
    const agentContext = await served.browser.newContext();
    const agentPage = await agentContext.newPage();
    await signInToAgentConsole(agentPage, served.sandbox.baseUrl);

    const context = await phoneContext(served.browser);
    const page = await context.newPage();
    const link = `${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`;
    await page.goto(link);
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('I want to talk to a human about my deposit');
    await box.press('Enter');
    await page.getByText('Connecting you to a support agent…').waitFor();

    // The agent sees the customer with what was asked of the AI, and accepts.
    await agentPage.getByText('I want to talk to a human about my deposit').first().waitFor();
    await expectNoAxeViolations(agentPage);
    await agentPage.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Ann joined the chat').waitFor();
    await page.getByRole('button', { name: 'End session' }).waitFor();

    await box.fill('My deposit of 50 USD is missing');
    await box.press('Enter');
    await agentPage.getByText('My deposit of 50 USD is missing').waitFor();
    await agentPage.getByRole('textbox', { name: 'Reply to the customer' }).fill('I am checking it now.');
    await agentPage.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('log').getByText('I am checking it now.').waitFor();
    await expectNoAxeViolations(page);

    // The agent ends: the customer gets the evaluation popup (308) and the card (202).
    await endSessionInConsole(agentPage);
    const dialog = page.getByRole('dialog', { name: 'Rate your conversation' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByText('Yes', { exact: true }).click();
    await dialog.locator('.evaluation__star').nth(4).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Thank you for your feedback!').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByText('You rated this conversation 5 of 5').waitFor();

    // The rating is the server's: after a reload, and on another device, the card shows the score and no form.
    await page.goto(link);
    await page.getByText('You rated this conversation 5 of 5').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Rate the conversation' }).count(), 0);
    const elsewhere = await phoneContext(served.browser);
    const other = await elsewhere.newPage();
    await other.goto(link);
    await other.getByText('You rated this conversation 5 of 5').waitFor();
    assert.equal(await other.getByRole('button', { name: 'Rate the conversation' }).count(), 0);
    await expectNoAxeViolations(other);
    await elsewhere.close();
    await context.close();
    await agentContext.close();
  });
});
