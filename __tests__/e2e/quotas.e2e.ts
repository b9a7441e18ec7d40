import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { QuotaRules } from '../../server/quotas/rules';
import { HEADERS } from '../../src/protocol/identifiers';
import { DOCUMENTED_REST } from '../../src/protocol/restCatalog';
import { PNG_BYTES } from '../support/orders';
import { login } from '../support/sandbox';
import { signInToAgentConsole } from './agentConsole';
import { phoneContext } from './browser';
import { servedClient } from './servedClient';

const HOUR_MS = 60 * 60_000;
const QUOTAS: QuotaRules = {
  uploadSigns: { max: 20, windowMs: 60_000 },
  uploadBytesPerDay: 10_000,
  messages: { max: 3, windowMs: HOUR_MS },
};
const served = servedClient({ aiDelayMs: 0, storage: true, quotas: QUOTAS });

/** The texts a locale shows for a key of its `.more.json` (errors.*, uploads.*). */
function textOf(locale: string, section: string, key: string): string {
  const texts = JSON.parse(readFileSync(join(process.cwd(), 'locales', `${locale}.more.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  return texts[section][key];
}

/** Signs an upload URL for the customer through the REST call, as another tab or a script would. */
async function signAs(token: string, size: number): Promise<number> {
  const query = new URLSearchParams({ file_name: 'other.png', content_type: 'image/png', size: String(size) });
  const response = await fetch(`${served.sandbox.baseUrl}${DOCUMENTED_REST.signUploadObject}?${query.toString()}`, {
    headers: { [HEADERS.token]: token },
  });
  return ((await response.json()) as { code: number }).code;
}

/** Counters are kept per fixed window: a test that must stay in one waits out the last seconds of one. */
async function awayFromWindowEnd(windowMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Opens the chat as the customer, attaches a PNG from the album, and returns the tray's alert. */
async function attachPng(query: string) {
  const page = await (await phoneContext(served.browser)).newPage();
  await page.goto(`${served.sandbox.baseUrl}/chat?${query}`);
  await page.locator('.welcome').waitFor();
  await page.locator('.composer__attach').click();
  // The album's picker (the photo picker before it opens the camera on a phone).
  await page.locator('.chat-attach input[type="file"][accept="image/*"]:not([capture])').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  return { page, alert: page.locator('.upload-item--failed [role="alert"]') };
}

/** Issue 30, point 3: the quotas' refusals, translated, on the customer's screen; nothing half-written. */
describe('quotas on screen', () => {
  it('refuses the 21st upload URL of a minute with the translated message in the tray (en-US)', async () => {
    const { token } = await login(served.sandbox.baseUrl, { username: 'bob' });
    const codes = [];
    for (let count = 0; count < 20; count++) codes.push(await signAs(token, 10));
    assert.deepEqual(codes, Array(20).fill(0), 'the first 20 URLs of the minute are signed');
    const { page, alert } = await attachPng('app_key=demo&user=bob&pass=demo-pass&country=US');
    await alert.waitFor();
    assert.equal(
      await alert.textContent(),
      `${textOf('en-US', 'uploads', 'failed')} ${textOf('en-US', 'errors', 'tooManyUploads')}`,
    );
    await page.context().close();
  });

  it('refuses the upload that passes the day’s bytes with the translated message (pt-BR), and stores nothing', async () => {
    const { token } = await login(served.sandbox.baseUrl, { app_key: 'demo-scheme2' });
    assert.equal(await signAs(token, QUOTAS.uploadBytesPerDay - 10), 0, 'all but 10 bytes of the day are signed');
    const { page, alert } = await attachPng('app_key=demo-scheme2&user=alice&pass=demo-pass&country=BR');
    await alert.waitFor();
    assert.equal(
      await alert.textContent(),
      `${textOf('pt-BR', 'uploads', 'failed')} ${textOf('pt-BR', 'errors', 'uploadQuotaExceeded')}`,
    );
    assert.match((await alert.textContent()) ?? '', /limite de envios de arquivos de hoje/);

    // The agent console's storage panel: nothing of it was written to the storage host.
    const console = await page.context().newPage();
    await signInToAgentConsole(console, served.sandbox.baseUrl);
    const panel = console.getByRole('region', { name: 'Storage use' });
    await panel.getByText(/\(product 5\): 0 bytes in 0 files/).waitFor();
    await page.context().close();
  });

  it('refuses a message over the quota: "Not sent" with the translated reason, the typed text kept', async () => {
    await awayFromWindowEnd(QUOTAS.messages.windowMs);
    const page = await (await phoneContext(served.browser)).newPage();
    await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US`);
    await page.locator('.welcome').waitFor();
    const box = page.getByRole('textbox', { name: 'Your message' });
    const mine = page.getByRole('log').locator('.bubble--mine');
    for (const text of ['hello', 'are you there', 'thanks']) {
      await box.fill(text);
      await box.press('Enter');
      await mine.filter({ hasText: text }).locator('.bubble__status--failed').waitFor({ state: 'detached' });
    }
    await box.fill('one message too many');
    await box.press('Enter');
    const refused = mine.filter({ hasText: 'one message too many' });
    await refused.getByText(textOf('en-US', 'errors', 'tooManyMessages')).waitFor();
    await refused.getByRole('button', { name: 'Retry' }).waitFor();
    await page.context().close();
  });
});
