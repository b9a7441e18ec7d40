import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Recording } from '../../src/recorder/recordingFormat';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedClient } from './servedClient';

const QUESTION = 'Hello, I need help with my password';
const served = servedClient({ aiDelayMs: 300 });

/** Chats on the demo link with debug=1 and returns the recording the page exports, and what it must not hold. */
async function recordAChat() {
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=alice&pass=demo-pass&country=US&debug=1`);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await page.locator('.welcome').waitFor();
  await box.fill(QUESTION);
  await box.press('Enter');
  const log = page.getByRole('log');
  await log.locator('.bubble--theirs').first().waitFor();
  const answer = (await log.locator('.bubble--theirs .bubble__text').first().innerText()).trim();
  const welcome = (await page.locator('.welcome .bubble__text').innerText()).trim();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const exported = await page.evaluate(() => {
    const client = (window as Window & { __supportClient?: { exportRecording(): unknown } }).__supportClient;
    if (!client) throw new Error('window.__supportClient is missing: the debug=1 recording API is not there');
    return JSON.stringify(client.exportRecording());
  });
  assert.match(exported, /"format":"support-client-recording"/);
  // The support engineer's way: the debug control downloads the file that goes to /replay.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download session recording' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^support-recording-.+\.json$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  await context.close();
  return { text, answer, welcome, token };
}

describe('the replay viewer at /replay', () => {
  it('is its own page, served with the customer page’s cache headers, at /replay and /replay/', async () => {
    const customerPage = await fetch(`${served.sandbox.baseUrl}/chat`);
    const index = await customerPage.text();
    assert.doesNotMatch(index, /replay-/, 'the customer page loads nothing of the viewer');
    for (const path of ['/replay', '/replay/']) {
      const response = await fetch(`${served.sandbox.baseUrl}${path}`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/);
      assert.equal(response.headers.get('cache-control'), customerPage.headers.get('cache-control'));
      const html = await response.text();
      assert.match(html, /<title>Session replay<\/title>/);
    }
  });

  it('replays a recorded chat: the screen at the end and before the answer arrived', async () => {
    const { text, answer, welcome, token } = await recordAChat();
    assert.ok(answer.length > 10, `the AI answered: ${answer}`);
    assert.ok(!text.includes('demo-pass'), 'the pass is not in the recording');
    assert.ok(token && token.length > 8, 'the page had a session token');
    assert.ok(!text.includes(token), 'the session token is not in the recording');
    const recording = JSON.parse(text) as Recording;
    const answerAt = recording.entries.findIndex(
      (entry) =>
        entry.kind === 'action' &&
        entry.action.type === 'socket/push_msg' &&
        JSON.stringify(entry.action.payload).includes('"content_type":205'),
    );
    assert.ok(answerAt > 0, 'the recording holds the answer’s push_msg action');

    const context = await served.browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const requests: string[] = [];
    const sockets: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('websocket', (socket) => sockets.push(socket.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${served.sandbox.baseUrl}/replay`);
    await page.getByRole('heading', { name: 'Session replay', level: 1 }).waitFor();

    // A file that is not a recording gets a clear message.
    const picker = page.getByLabel('Recording file (.json)');
    await picker.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello":"world"}'),
    });
    await page.getByRole('alert').getByText('not a support-client session recording').waitFor();

    await picker.setInputFiles({ name: 'session.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    const slider = page.getByRole('slider', { name: 'Step' });
    await slider.waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
    const phone = page.frameLocator('iframe[title^="Customer"]');
    const log = phone.getByRole('log');

    // The end: the question and the answer, as the customer saw them.
    await slider.focus();
    await page.keyboard.press('End');
    assert.equal(await slider.inputValue(), String(recording.entries.length - 1));
    await log.getByText(QUESTION).waitFor();
    await log.getByText(answer).waitFor();
    await phone.getByText(welcome).waitFor();
    assert.equal(await phone.locator('html').getAttribute('lang'), 'en-US');
    const sendColor = await phone
      .locator('.composer__send')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    assert.equal(sendColor, 'rgb(29, 78, 216)', 'the client’s own stylesheet styles the chat in its frame');
    await expectNoAxeViolations(page);

    // The step before the answer arrived: the question is there, the answer is not.
    await page.keyboard.press('Home');
    for (let index = -1; index < answerAt - 1; index++) await page.keyboard.press('ArrowRight');
    assert.equal(await slider.inputValue(), String(answerAt - 1));
    await log.getByText(QUESTION).waitFor();
    assert.equal(await log.getByText(answer).count(), 0, 'no answer before it arrived');
    await page.getByRole('button', { name: 'Next' }).click();
    await log.getByText(answer).waitFor();
    await page
      .getByText(/^messages\.conversations\.si_\d+_\d+\.stored/)
      .first()
      .waitFor();

    // Play from the start runs through to the end at recorded speed.
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Play' }).waitFor({ timeout: 15_000 });
    assert.equal(await slider.inputValue(), String(recording.entries.length - 1));

    assert.deepEqual(sockets, [], 'the viewer opens no socket');
    assert.deepEqual(
      requests.filter((path) => path.startsWith('/api') || path.startsWith('/ws')),
      [],
      'the viewer calls no API',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
