import { QUICK_QUESTIONS, scriptedAssistant } from '../../../../server/ai/assistant';
import { isRecognisable, matchTopic, matchTrigger } from '../../../../server/ai/matcher';
import {
  ASSISTANT_TEXTS,
  QUICK_TOPICS,
  TOPICS,
  TRIGGERS,
  WORK_ORDER_QUESTION_TYPE,
  type Trigger,
} from '../../../../server/ai/texts';
import { LOCALE_CODES, resolveLocale, type LocaleCode } from '../../../../server/locale';
import { LOCALE_TAGS } from '../../../../src/protocol/locales';
import { localeTexts } from '../../../support/localeTexts';
import { AI_REPLY_CODE, QUESTION_TYPE_TO_WORK_ORDER_TYPE } from '../../../../src/protocol/codes';
import { aiReplySchema, aiWelcomeSchema, type AiQueryPayload } from '../../../../src/protocol/entities';

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
  return [
    texts.welcome,
    texts.fallback,
    texts.sameQuestion,
    texts.startOver,
    texts.notUnderstood,
    ...Object.values(texts.questions),
    ...Object.values(texts.answers),
    ...Object.values(texts.replies),
  ];
}

/** Keyboard mashing, a run of symbols, repeated letters: nothing any locale recognises. */
const GIBBERISH = [
  'asdkjh qwpoeiru zzxq',
  'zzqx 12345',
  '!!!???...',
  '#$%^&*',
  'aaaaaaaaaa',
  'hhhhhh jjjjj',
  'qwerty',
  'фывапролдж',
];

/** A real question that names no topic or trigger: understood, so it gets the fallback. */
const REAL_QUESTION: Record<LocaleCode, string> = {
  US: 'Can I change my nickname?',
  NG: 'Please how do I change my nickname?',
  BR: 'Como posso mudar meu apelido?',
  ID: 'Bagaimana cara mengganti nama panggilan saya?',
  VN: 'Làm sao để đổi biệt danh của tôi?',
  RU: 'Как сменить никнейм?',
  CN: '怎么修改昵称？',
  JP: 'ニックネームを変更したいです',
  TH: 'เปลี่ยนชื่อเล่นยังไง',
};

const CODE_OF_TRIGGER: Record<Trigger, string> = {
  human: AI_REPLY_CODE.contactHuman,
  technical: AI_REPLY_CODE.createTechnicalOrder,
  withdrawal: AI_REPLY_CODE.toCreateWorkOrder,
  topUp: AI_REPLY_CODE.toCreateWorkOrder,
  appeal: AI_REPLY_CODE.toCreateWorkOrder,
  payment: AI_REPLY_CODE.toCreateWorkOrder,
};

describe('scripted AI texts', () => {
  it.each(LOCALE_CODES)('%s has every text, in its own language', (locale) => {
    const texts = ASSISTANT_TEXTS[locale];
    const all = textsOf(locale);
    expect(all).toHaveLength(5 + QUICK_TOPICS.length + TOPICS.length + TRIGGERS.length);
    for (const text of all) {
      expect(text.trim()).not.toBe('');
      if (EACH_TEXT[locale]) expect(text).toMatch(EACH_TEXT[locale]!);
    }
    if (SOME_TEXT[locale]) expect(all.join('\n')).toMatch(SOME_TEXT[locale]!);
    for (const topic of TOPICS) expect(texts.keywords[topic].length).toBeGreaterThan(0);
    for (const trigger of TRIGGERS) expect(texts.triggers[trigger].length).toBeGreaterThan(0);
    expect(new Set(Object.values(texts.answers)).size).toBe(TOPICS.length);
    expect(new Set(Object.values(texts.replies)).size).toBe(TRIGGERS.length);
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

  it.each(LOCALE_CODES)(
    '%s: tapping a quick question gets its topic’s answer; typed, deposit and withdrawal titles open work orders',
    (locale) => {
      const texts = ASSISTANT_TEXTS[locale];
      const typedCode = {
        password: AI_REPLY_CODE.answer,
        deposit: AI_REPLY_CODE.toCreateWorkOrder,
        withdraw: AI_REPLY_CODE.toCreateWorkOrder,
      };
      const typedType = { password: undefined, deposit: 22, withdraw: 21 };
      for (const question of scriptedAssistant.welcome(locale).questions) {
        const topic = QUICK_QUESTIONS.find((quick) => quick.id === question.id)!.topic;
        const expected = {
          reply_code: AI_REPLY_CODE.answer,
          contact_human: 0,
          reset_question: 0,
          data: { text: texts.answers[topic] },
        };
        // The client sends a tap with the title as query: the tap decides, not the words.
        expect(
          scriptedAssistant.reply(query(question.title, { select_question_type: question.question_type }), locale),
        ).toEqual(expected);
        expect(scriptedAssistant.reply(query('', { select_question_type: question.question_type }), locale)).toEqual(
          expected,
        );
        const typed = scriptedAssistant.reply(query(question.title), locale);
        expect(typed.reply_code).toBe(typedCode[topic]);
        expect(typed.data.question_type).toBe(typedType[topic]);
        if (topic === 'password') expect(typed).toEqual(expected);
      }
    },
  );

  it.each(LOCALE_CODES)('%s: every trigger word reaches its reply code, with the work-order mapping', (locale) => {
    for (const trigger of TRIGGERS) {
      for (const keyword of ASSISTANT_TEXTS[locale].triggers[trigger]) {
        const typed = `${keyword.replace(/\*$/, '')} `;
        // A word listed under two triggers goes to the earlier one (precedence); none is.
        expect(matchTrigger(typed, locale)).toBe(trigger);
        const reply = scriptedAssistant.reply(query(typed), locale);
        expect(aiReplySchema(reply).ok).toBe(true);
        expect(reply.reply_code).toBe(CODE_OF_TRIGGER[trigger]);
        expect(reply.contact_human).toBe(trigger === 'human' ? 1 : 0);
        expect(reply.data.text).toBe(ASSISTANT_TEXTS[locale].replies[trigger]);
        if (CODE_OF_TRIGGER[trigger] === AI_REPLY_CODE.toCreateWorkOrder) {
          const questionType = WORK_ORDER_QUESTION_TYPE[trigger as keyof typeof WORK_ORDER_QUESTION_TYPE];
          expect(reply.data).toEqual({
            text: reply.data.text,
            question_type: questionType,
            work_order_type: QUESTION_TYPE_TO_WORK_ORDER_TYPE[questionType],
            // The withdrawal (21) and appeal (23) forms list the customer's withdrawal orders (none given here).
            ...(questionType === 21 || questionType === 23 ? { withdraw_orders: [] } : {}),
          });
        }
      }
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
        // No topic word is also a trigger: each one reaches an answer.
        expect(matchTrigger(typed, locale)).toBeUndefined();
        expect(scriptedAssistant.reply(query(typed), locale)).toMatchObject({
          reply_code: AI_REPLY_CODE.answer,
          data: { text: ASSISTANT_TEXTS[locale].answers[reached!] },
        });
      }
    }
    const reply = scriptedAssistant.reply(query(REAL_QUESTION[locale]), locale);
    expect(aiReplySchema(reply).ok).toBe(true);
    expect(reply.data.text).toBe(texts.fallback);
  });

  it.each(LOCALE_CODES)(
    '%s: gibberish gets spec §8 "Unable to understand…", the same text as the client\'s',
    (locale) => {
      const texts = ASSISTANT_TEXTS[locale];
      expect(texts.notUnderstood).toBe(localeTexts(LOCALE_TAGS[locale]).errors.unreadableRequest);
      for (const typed of GIBBERISH) {
        expect(isRecognisable(typed, locale)).toBe(false);
        expect(scriptedAssistant.reply(query(typed), locale)).toEqual({
          reply_code: AI_REPLY_CODE.answer,
          contact_human: 0,
          reset_question: 0,
          data: { text: texts.notUnderstood },
        });
        // Gibberish twice is still gibberish, not "you asked this already".
        expect(scriptedAssistant.reply(query(typed), locale, query(typed)).data.text).toBe(texts.notUnderstood);
      }
      // A photo with no text, and picked orders with an empty query, are not gibberish.
      expect(scriptedAssistant.reply(query('', { images: ['https://storage.example/a.png'] }), locale).data.text).toBe(
        texts.fallback,
      );
      expect(
        scriptedAssistant.reply(query('qwxz', { images: ['https://storage.example/a.png'] }), locale).data.text,
      ).toBe(texts.fallback);
    },
  );

  it.each(LOCALE_CODES)(
    '%s: a real question with no keyword is understood (the fallback), in its own language only',
    (locale) => {
      expect(isRecognisable(REAL_QUESTION[locale], locale)).toBe(true);
      expect(scriptedAssistant.reply(query(REAL_QUESTION[locale]), locale).data.text).toBe(
        ASSISTANT_TEXTS[locale].fallback,
      );
      for (const word of ASSISTANT_TEXTS[locale].commonWords) expect(isRecognisable(` ${word} `, locale)).toBe(true);
    },
  );

  it('matches whole words in spaced languages, with word endings where a keyword allows them', () => {
    expect(matchTopic('this is it', 'US')).toBeUndefined();
    expect(matchTopic('Hi there', 'US')).toBe('greeting');
    expect(matchTopic('How LONG does it take?', 'US')).toBe('withdraw');
    expect(matchTrigger('My WITHDRAWAL is late', 'US')).toBe('withdrawal');
    expect(matchTrigger('the appeals page', 'US')).toBe('appeal');
    expect(matchTrigger('a payment', 'US')).toBe('payment');
    expect(matchTrigger('my agenda', 'US')).toBeUndefined();
    expect(matchTrigger('personal details', 'US')).toBeUndefined();
    expect(matchTopic('hello, I forgot my password', 'US')).toBe('password');
    expect(matchTrigger('withdraw my deposit', 'US')).toBe('withdrawal');
    expect(matchTopic('meu pix nao caiu', 'BR')).toBe('deposit');
    expect(matchTrigger('meu deposito nao caiu', 'BR')).toBe('topUp');
    expect(matchTrigger('ung dung bi loi', 'VN')).toBe('technical');
    expect(matchTrigger('cau tra loi', 'VN')).toBeUndefined();
    expect(matchTrigger('Это зависит от суммы', 'RU')).toBeUndefined();
    expect(matchTopic('Я забыл пароль', 'RU')).toBe('password');
    expect(matchTopic('toi quen mat khau', 'VN')).toBe('password');
    expect(matchTopic('I don fund my account', 'NG')).toBe('deposit');
  });

  it('matches anywhere in unspaced languages, half-width katakana included', () => {
    expect(matchTopic('我忘记密码了', 'CN')).toBe('password');
    expect(matchTopic('ﾊﾟｽﾜｰﾄﾞを忘れました', 'JP')).toBe('password');
    expect(matchTrigger('ถอนเงินไม่ได้', 'TH')).toBe('withdrawal');
    expect(matchTrigger('我要转人工', 'CN')).toBe('human');
    expect(matchTrigger('ｴﾗｰが出ます', 'JP')).toBe('technical');
  });

  it('is deterministic', () => {
    for (const locale of LOCALE_CODES) {
      for (const text of ['How long does a withdrawal take?', 'zzqx', ...ASSISTANT_TEXTS[locale].triggers.human]) {
        const ask = () => scriptedAssistant.reply(query(text), locale, query(text));
        expect(ask()).toEqual(ask());
      }
    }
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
