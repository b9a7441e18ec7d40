/**
 * Spec §8 "Unable to understand your request, please describe in more detail" on screen (issue 16,
 * point 5): gibberish typed in /chat gets it from the scripted AI, in the customer's language, while a
 * real question right after it still gets its answer.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chatTextOfArticle } from '../../server/ai/knowledge/articleText';
import { ASSISTANT_TEXTS } from '../../server/ai/texts';
import { answerOf } from '../../server/faq/content';
import type { LocaleCode } from '../../server/locale';
import { LOCALE_TAGS } from '../../src/protocol/locales';
import { localeTexts } from '../support/localeTexts';
import { expectNoAxeViolations, phoneContext } from './browser';
import { servedClient } from './servedClient';

const served = servedClient({ aiDelayMs: 0 });

async function askInChat(user: string, country: LocaleCode, typed: readonly string[]) {
  const texts = localeTexts(LOCALE_TAGS[country]);
  const context = await phoneContext(served.browser);
  const page = await context.newPage();
  await page.goto(`${served.sandbox.baseUrl}/chat?app_key=demo&user=${user}&pass=demo-pass&country=${country}`);
  await page.locator('.welcome').waitFor();
  await page
    .getByRole('log')
    .locator('.bubble')
    .first()
    .waitFor({ timeout: 2000 })
    .catch(() => undefined);
  const box = page.getByRole('textbox', { name: texts.chat.composerLabel });
  const all = page.getByRole('log').locator('.bubble--theirs');
  // Earlier tests' replies to the same customer come back with the history.
  const before = await all.count();
  for (const index of typed.keys()) {
    await box.fill(typed[index]);
    await box.press('Enter');
    await all.nth(before + index).waitFor();
  }
  return { page, replies: { nth: (index: number) => all.nth(before + index) }, texts, close: () => context.close() };
}

describe('gibberish in the chat', () => {
  it('US: keyboard mashing and a run of symbols get "Unable to understand…"; a real question its answer', async () => {
    const { page, replies, texts, close } = await askInChat('alice', 'US', [
      'asdkjh qwpoeiru zzxq',
      '?!?!%%%',
      'How do I reset my password?',
    ]);
    assert.equal(texts.errors.unreadableRequest, 'Unable to understand your request, please describe in more detail');
    assert.equal((await replies.nth(0).locator('.bubble__text').innerText()).trim(), texts.errors.unreadableRequest);
    // A second miss in a row offers the person first (docs/assistant.md).
    assert.equal(
      (await replies.nth(1).locator('.bubble__text').innerText()).trim(),
      ASSISTANT_TEXTS.US.stillNotUnderstood,
    );
    // It comes with the answer's lazily loaded follow-up, which may show just after the reply's text.
    const person = replies.nth(1).getByRole('button', { name: 'Talk to a person' });
    await person.waitFor();
    assert.equal(await person.count(), 1);
    // The help centre's own answer (server/faq/content), shown line by line.
    assert.equal(
      (await replies.nth(2).locator('.bubble__text').innerText()).trim(),
      chatTextOfArticle(answerOf('US', 'forgotPassword')),
    );
    await expectNoAxeViolations(page);
    await close();
  });

  it('JP and RU: repeated letters get the translated message', async () => {
    for (const [user, country] of [
      ['bob', 'JP'],
      ['chloe', 'RU'],
    ] as const) {
      const { replies, texts, close } = await askInChat(user, country, ['aaaaaaaa hhhhh']);
      assert.equal(
        (await replies.nth(0).locator('.bubble__text').innerText()).trim(),
        texts.errors.unreadableRequest,
        country,
      );
      assert.notEqual(texts.errors.unreadableRequest, localeTexts('en-US').errors.unreadableRequest);
      await close();
    }
  });
});
