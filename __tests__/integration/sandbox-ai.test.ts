import { QUICK_QUESTIONS, scriptedAssistant } from '../../server/ai/assistant';
import { matchTopic } from '../../server/ai/matcher';
import { ASSISTANT_TEXTS, QUICK_TOPICS, TOPICS } from '../../server/ai/texts';
import { LOCALE_CODES, resolveLocale, type LocaleCode } from '../../server/locale';
import { AI_REPLY_CODE } from '../../src/protocol/codes';
import { aiReplySchema, aiWelcomeSchema, type AiQueryPayload } from '../../src/protocol/entities';

const query = (text: string, extra: Partial<AiQueryPayload> = {}): AiQueryPayload => ({
  time_zone: 'UTC',
  query: text,
  images: [],
  withdraw_order_ids: [],
  ...extra,
});

/** Every text of a locale is in its script; Latin-script locales are told apart by their words. */
const EACH_TEXT: Partial<Record<LocaleCode, RegExp>> = {
  CN: /\p{Script=Han}/u,
  JP: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  RU: /\p{Script=Cyrillic}/u,
  TH: /\p{Script=Thai}/u,
};
const SOME_TEXT: Partial<Record<LocaleCode, RegExp>> = {
  BR: /\b(você|não|senha|saques?)\b/u,
  ID: /\b(saya|Anda|untuk|kata sandi)\b/u,
  VN: /\b(tôi|bạn|mật khẩu)\b/u,
  NG: /\b(kindly|reflected)\b/u,
};

function textsOf(locale: LocaleCode): string[] {
  const texts = ASSISTANT_TEXTS[locale];
  return [texts.welcome, texts.fallback, ...Object.values(texts.questions), ...Object.values(texts.answers)];
}

describe('scripted AI texts', () => {
  it.each(LOCALE_CODES)('%s has every text, in its own language', (locale) => {
    const texts = ASSISTANT_TEXTS[locale];
    const all = textsOf(locale);
    expect(all).toHaveLength(2 + QUICK_TOPICS.length + TOPICS.length);
    for (const text of all) {
      expect(text.trim()).not.toBe('');
      if (EACH_TEXT[locale]) expect(text).toMatch(EACH_TEXT[locale]!);
    }
    if (SOME_TEXT[locale]) expect(all.join('\n')).toMatch(SOME_TEXT[locale]!);
    for (const topic of TOPICS) expect(texts.keywords[topic].length).toBeGreaterThan(0);
    expect(new Set(Object.values(texts.answers)).size).toBe(TOPICS.length);
  });

  it('has no locale reusing the English texts', () => {
    const english = new Set(textsOf('US'));
    for (const locale of LOCALE_CODES.filter((code) => code !== 'US')) {
      for (const text of textsOf(locale)) expect(english.has(text)).toBe(false);
    }
  });
});

describe('scripted AI', () => {
  it.each(LOCALE_CODES)('%s: the welcome passes the client schema and offers the quick questions', (locale) => {
    const welcome = scriptedAssistant.welcome(locale);
    expect(aiWelcomeSchema(welcome).ok).toBe(true);
    expect(welcome.text).toBe(ASSISTANT_TEXTS[locale].welcome);
    expect(welcome.questions.map((question) => question.id)).toEqual(QUICK_QUESTIONS.map((question) => question.id));
  });

  it.each(LOCALE_CODES)('%s: typing a quick question’s title, or tapping it, gets that topic’s answer', (locale) => {
    const texts = ASSISTANT_TEXTS[locale];
    for (const question of scriptedAssistant.welcome(locale).questions) {
      const topic = QUICK_QUESTIONS.find((quick) => quick.id === question.id)!.topic;
      const expected = { reply_code: AI_REPLY_CODE.answer, contact_human: 0, reset_question: 0, data: { text: texts.answers[topic] } };
      expect(scriptedAssistant.reply(query(question.title), locale)).toEqual(expected);
      expect(scriptedAssistant.reply(query('', { select_question_type: question.question_type }), locale)).toEqual(expected);
    }
  });

  it.each(LOCALE_CODES)('%s: every keyword reaches its topic, and nonsense gets the fallback', (locale) => {
    const texts = ASSISTANT_TEXTS[locale];
    for (const topic of TOPICS) {
      for (const keyword of texts.keywords[topic]) {
        const typed = `${keyword.replace(/\*$/, '')} `;
        // An earlier topic may claim a keyword it shares; the first in TOPICS order wins by design.
        const reached = matchTopic(typed, locale);
        expect(TOPICS.indexOf(reached!)).toBeLessThanOrEqual(TOPICS.indexOf(topic));
      }
    }
    const reply = scriptedAssistant.reply(query('zzqx 12345'), locale);
    expect(aiReplySchema(reply).ok).toBe(true);
    expect(reply.data.text).toBe(texts.fallback);
  });

  it('matches whole words in spaced languages, with word endings where a keyword allows them', () => {
    expect(matchTopic('this is it', 'US')).toBeUndefined();
    expect(matchTopic('Hi there', 'US')).toBe('greeting');
    expect(matchTopic('My WITHDRAWAL is late', 'US')).toBe('withdraw');
    expect(matchTopic('hello, I forgot my password', 'US')).toBe('password');
    expect(matchTopic('withdraw my deposit', 'US')).toBe('withdraw');
    expect(matchTopic('meu deposito nao caiu', 'BR')).toBe('deposit');
    expect(matchTopic('Я забыл пароль', 'RU')).toBe('password');
    expect(matchTopic('toi quen mat khau', 'VN')).toBe('password');
    expect(matchTopic('I don fund my account', 'NG')).toBe('deposit');
  });

  it('matches anywhere in unspaced languages, half-width katakana included', () => {
    expect(matchTopic('我忘记密码了', 'CN')).toBe('password');
    expect(matchTopic('ﾊﾟｽﾜｰﾄﾞを忘れました', 'JP')).toBe('password');
    expect(matchTopic('ถอนเงินไม่ได้', 'TH')).toBe('withdraw');
  });

  it('is deterministic', () => {
    const ask = () => scriptedAssistant.reply(query('How long does a withdrawal take?'), 'US');
    expect(ask()).toEqual(ask());
  });
});

describe('resolveLocale', () => {
  it('takes a known code in any case and falls back to US', () => {
    expect(resolveLocale('JP')).toBe('JP');
    expect(resolveLocale(' vn ')).toBe('VN');
    expect(resolveLocale('XX')).toBe('US');
    expect(resolveLocale('')).toBe('US');
    expect(resolveLocale(undefined)).toBe('US');
  });
});
