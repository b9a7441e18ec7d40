import type { Locator, Page } from 'playwright-core';
import { DEMO_AGENTS } from '../../server/db/seed';

/** Opens the agent console and signs a demo agent in through its sign-in screen; waits until online. */
export async function signInToAgentConsole(
  page: Page,
  baseUrl: string,
  username: (typeof DEMO_AGENTS)[number]['username'] = 'ann',
): Promise<void> {
  const agent = DEMO_AGENTS.find((candidate) => candidate.username === username)!;
  await page.goto(`${baseUrl}/agent`);
  await page.getByLabel('Username').fill(agent.username);
  await page.getByLabel('Password').fill(agent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Online as ${agent.nickname}`).waitFor();
}

/**
 * The customer asks for a person in `box`; the signed-in agent on `agent` accepts, then ends the session,
 * so the customer's page is about to show the evaluation popup.
 */
export async function sessionEndedByAgent(agent: Page, customer: Page, box: Locator): Promise<void> {
  await box.fill('I want to talk to a human');
  await box.press('Enter');
  await agent.getByRole('button', { name: 'Accept' }).click();
  await customer.getByText('Ann joined the chat').waitFor();
  await endSessionInConsole(agent);
}

/** "End session" in the console, then "Yes, end it" in its confirmation. */
export async function endSessionInConsole(agent: Page): Promise<void> {
  await agent.getByRole('button', { name: 'End session' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Yes, end it' }).click();
}
