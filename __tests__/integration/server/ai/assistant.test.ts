import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHelpCentreAssistant, QUICK_QUESTIONS, type Assistant } from '../../../../server/ai/assistant';
import { HelpCentre } from '../../../../server/ai/knowledge/helpCentre';
import { chatTextOfArticle } from '../../../../server/ai/knowledge/articleText';
import { ASSISTANT_TEXTS, QUICK_TOPICS, WORK_ORDER_TOPICS } from '../../../../server/ai/texts';
import type { SandboxDatabase } from '../../../../server/db/open';
import { answerOf, FAQ_CONTENT, FAQ_QUESTIONS } from '../../../../server/faq/content';
import { faqQuestionId } from '../../../../server/faq/seedFaq';
import { LOCALE_CODES, resolveLocale, type LocaleCode } from '../../../../server/locale';
import { createStore } from '../../../../server/store';
import { AI_REPLY_CODE } from '../../../../src/protocol/codes';
import { aiReplySchema, aiWelcomeSchema, type AiQueryPayload } from '../../../../src/protocol/entities';
import { LOCALE_TAGS } from '../../../../src/protocol/locales';
import { localeTexts } from '../../../support/localeTexts';
import { dropTestDatabaseFor, openTestDatabase } from '../../../support/testDatabase';

const PRODUCT = '1';

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
  NG: /\b(kindly|reflected|wahala)\b/u,
};

function textsOf(locale: LocaleCode): string[] {
  const texts = ASSISTANT_TEXTS[locale];
  return [
    texts.welcome,
    texts.sameQuestion,
    texts.startOver,
    texts.notUnderstood,
    texts.stillNotUnderstood,
    texts.noAgentOnline,
    texts.pictureAdded,
    ...Object.values(texts.questions),
    ...Object.values(texts.answers),
    ...Object.values(texts.replies),
  ];
}

/** Keyboard mashing, a run of symbols, repeated letters: nothing any locale answers. */
const GIBBERISH = ['asdkjh qwpoeiru zzxq', 'zzqx 12345', '!!!???...', '#$%^&*', 'aaaaaaaaaa', 'hhhhhh jjjjj'];

const articleKeyOf = new Map(FAQ_QUESTIONS.map((question) => [faqQuestionId(PRODUCT, question.number), question.key]));

let dataDir: string;
let database: SandboxDatabase;
let helpCentre: HelpCentre;
let assistant: Assistant;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'assistant-'));
  database = await openTestDatabase(dataDir);
  helpCentre = new HelpCentre(createStore(database));
  assistant = createHelpCentreAssistant(helpCentre);
});

afterAll(async () => {
  await database.close();
  await dropTestDatabaseFor(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

const ask = (locale: LocaleCode, payload: AiQueryPayload, previous?: AiQueryPayload) =>
  assistant.reply({ productId: PRODUCT, customerId: '10001', locale, query: payload, previous, withdrawOrders: [] });

/** Asks `previous`, then `payload` after it, as a conversation does: with the previous query and its reply. */
const askAfter = async (locale: LocaleCode, payload: AiQueryPayload, previous: AiQueryPayload) =>
  assistant.reply({
    productId: PRODUCT,
    customerId: '10001',
    locale,
    query: payload,
    previous,
    previousReply: await ask(locale, previous),
    withdrawOrders: [],
  });

describe('the assistant’s own texts', () => {
  it.each(LOCALE_CODES)('%s has every text, in its own language', (locale) => {
    const all = textsOf(locale);
    expect(all).toHaveLength(7 + QUICK_TOPICS.length + 2 + 2 + WORK_ORDER_TOPICS.length);
    for (const text of all) {
      expect(text.trim()).not.toBe('');
      if (EACH_TEXT[locale]) expect(text).toMatch(EACH_TEXT[locale]!);
    }
    if (SOME_TEXT[locale]) expect(all.join('\n')).toMatch(SOME_TEXT[locale]!);
    expect(ASSISTANT_TEXTS[locale].notUnderstood).toBe(localeTexts(LOCALE_TAGS[locale]).errors.unreadableRequest);
  });

  it('has no locale reusing the English texts', () => {
    const english = new Set(textsOf('US'));
    for (const locale of LOCALE_CODES.filter((code) => code !== 'US')) {
      for (const text of textsOf(locale)) expect(english.has(text)).toBe(false);
    }
  });
});

describe('the help-centre assistant', () => {
  it.each(LOCALE_CODES)('%s: the welcome passes the client schema and offers the quick questions', (locale) => {
    const welcome = assistant.welcome(locale);
    expect(aiWelcomeSchema(welcome).ok).toBe(true);
    expect(welcome.text).toBe(ASSISTANT_TEXTS[locale].welcome);
    expect(welcome.questions.map((question) => question.id)).toEqual(QUICK_QUESTIONS.map((question) => question.id));
  });

  it.each(LOCALE_CODES)(
    '%s: a quick question, tapped or typed, gets its article’s own answer with the article as source',
    async (locale) => {
      const expectedArticle = { password: 'forgotPassword', deposit: 'depositNotArrived', withdraw: 'withdrawalTime' };
      for (const question of assistant.welcome(locale).questions) {
        const topic = QUICK_QUESTIONS.find((quick) => quick.id === question.id)!.topic;
        const key = expectedArticle[topic];
        const tapped = await ask(locale, query(question.title, { select_question_type: question.question_type }));
        const typed = await ask(locale, query(question.title));
        for (const reply of [tapped, typed]) {
          expect(aiReplySchema(reply).ok).toBe(true);
          expect(reply.reply_code).toBe(AI_REPLY_CODE.answer);
          expect(articleKeyOf.get(reply.data.sources?.[0]?.id ?? '')).toBe(key);
          expect(reply.data.sources?.[0]?.title).toBe(FAQ_CONTENT[locale].questions[key as 'forgotPassword'].title);
          expect(reply.data.text).toBe(chatTextOfArticle(answerOf(locale, key as 'forgotPassword')));
        }
      }
    },
  );

  it.each<[LocaleCode, string, string]>([
    ['US', 'How long does a withdrawal take?', 'withdrawalTime'],
    ['US', "What's the smallest amount I can top up?", 'depositLimits'],
    ['US', 'Which ways can I pay?', 'depositMethods'],
    ['US', 'It says my account is locked', 'accountLocked'],
    ['CN', '怎么开启两步验证？', 'twoStep'],
    ['US', 'How do I set up 2FA?', 'twoStep'],
    ['US', 'The game keeps shutting down', 'appCrash'],
    ['CN', '客服会不会找我要验证码？', 'phishing'],
  ])('answers the issue’s example (%s) %j from the article %s', async (locale, text, key) => {
    const reply = await ask(locale, query(text));
    expect(reply.reply_code).toBe(AI_REPLY_CODE.answer);
    expect(articleKeyOf.get(reply.data.sources?.[0]?.id ?? '')).toBe(key);
  });

  it('takes an appeal of a violation on a withdrawal order as the appeal, not the withdrawal', async () => {
    const reply = await ask('US', query('I want to appeal the violation on my withdrawal order'));
    expect(reply.data).toMatchObject({ question_type: 23, work_order_type: 1 });
  });

  it('says only what the help centre says: the answer is the article’s text, without markup', async () => {
    const reply = await ask('US', query('how do i turn on 2fa with an authenticator app'));
    expect(articleKeyOf.get(reply.data.sources![0].id)).toBe('twoStep');
    expect(reply.data.text).toContain('Profile → Security → Two-step verification');
    expect(reply.data.text).toContain('(https://en.wikipedia.org/wiki/Multi-factor_authentication)');
    expect(reply.data.text).not.toMatch(/[<>]/);
  });

  it.each(LOCALE_CODES)(
    '%s: gibberish gets spec §8 "Unable to understand…" with a person offered, the person first when it repeats',
    async (locale) => {
      const texts = ASSISTANT_TEXTS[locale];
      const missed = (text: string) => ({
        reply_code: AI_REPLY_CODE.answer,
        contact_human: 0,
        reset_question: 0,
        data: { text, offer_human: 1 },
      });
      for (const typed of GIBBERISH) {
        expect(await ask(locale, query(typed))).toEqual(missed(texts.notUnderstood));
        expect(await askAfter(locale, query(typed), query(typed))).toEqual(missed(texts.stillNotUnderstood));
        expect(await askAfter(locale, query(typed), query('zzqx wvvw'))).toEqual(missed(texts.stillNotUnderstood));
      }
      // After a question that was understood, or a tap, a miss is a first miss again.
      const understood = assistant.welcome(locale).questions[0];
      expect(await askAfter(locale, query('qwxzv'), query(understood.title))).toEqual(missed(texts.notUnderstood));
      expect(
        await askAfter(locale, query('qwxzv'), query('', { select_question_type: understood.question_type })),
      ).toEqual(missed(texts.notUnderstood));
    },
  );

  it('hands over when asked for a person, leading with the leave-a-message offer when no agent can take the chat', async () => {
    const handOver = (agentAvailable: boolean) =>
      assistant.reply({
        productId: PRODUCT,
        customerId: '10001',
        locale: 'US',
        query: query('can i talk to a real person'),
        withdrawOrders: [],
        agentAvailable: async () => agentAvailable,
      });
    expect(await handOver(true)).toEqual({
      reply_code: AI_REPLY_CODE.contactHuman,
      contact_human: 1,
      reset_question: 0,
      data: { text: ASSISTANT_TEXTS.US.replies.human },
    });
    expect((await handOver(false)).data.text).toBe(ASSISTANT_TEXTS.US.noAgentOnline);
  });

  it('offers the articles related to a repeated question to pick from', async () => {
    const question = 'my deposit is not showing in my balance';
    const reply = await ask('US', query(question), query(question));
    expect(reply.reply_code).toBe(AI_REPLY_CODE.detectedSameQuestions);
    expect(reply.reset_question).toBe(1);
    expect(aiReplySchema(reply).ok).toBe(true);
    const suggested = reply.data.questions!.map((item) => articleKeyOf.get(item.id));
    expect(suggested[0]).toBe('depositNotArrived');
    expect(suggested.length).toBeLessThanOrEqual(3);
  });

  it('answers a start over, and asking for a person hands over in every locale’s words', async () => {
    expect((await ask('US', query('Start over', { reset_question_type: 0 }))).data.text).toBe(
      ASSISTANT_TEXTS.US.startOver,
    );
    for (const [locale, text] of [
      ['TH', 'อยากคุยกับแอดมิน'],
      ['VN', 'Cho mình gặp admin'],
      ['US', 'can i talk to a real person'],
      ['CN', '转人工'],
    ] as const) {
      const reply = await ask(locale, query(text));
      expect(reply).toMatchObject({ reply_code: AI_REPLY_CODE.contactHuman, contact_human: 1 });
    }
  });

  it('answers with a published edit at the next question, and never with an article withdrawn to draft', async () => {
    const id = faqQuestionId(PRODUCT, FAQ_QUESTIONS.find((question) => question.key === 'depositLimits')!.number);
    await database.db
      .updateTable('faq_question_texts')
      .set({ content: '<p>The smallest top-up is <b>10</b>.</p>' })
      .where('question_id', '=', id)
      .where('language', '=', 'US')
      .execute();
    const question = query('what is the minimum amount i can top up');
    const before = await ask('US', question);
    await helpCentre.articleChanged(PRODUCT, id);
    const after = await ask('US', question);
    expect(before.data.text).not.toContain('smallest top-up is 10');
    expect(after.data.text).toBe('The smallest top-up is 10.');

    await database.db.updateTable('faq_questions').set({ status: 'draft' }).where('id', '=', id).execute();
    await helpCentre.articleChanged(PRODUCT, id);
    const withdrawn = await ask('US', question);
    expect(withdrawn.data.sources?.map((source) => source.id) ?? []).not.toContain(id);
    await database.db.updateTable('faq_questions').set({ status: 'published' }).where('id', '=', id).execute();
    await helpCentre.articleChanged(PRODUCT, id);
  });

  it('is deterministic', async () => {
    for (const locale of LOCALE_CODES) {
      for (const text of ['How long does a withdrawal take?', 'zzqx', assistant.welcome(locale).questions[0].title]) {
        expect(await ask(locale, query(text), query(text))).toEqual(await ask(locale, query(text), query(text)));
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

describe('questions the assistant could not answer', () => {
  it('are counted for the editors when they share words with the help centre, never when they are gibberish', async () => {
    const unanswered = () =>
      database.db
        .selectFrom('faq_unanswered')
        .select(['question_key', 'text', 'count'])
        .where('product_id', '=', PRODUCT)
        .where('language', '=', 'US')
        .execute();
    await ask('US', query('can my account balance be moved to my sister'));
    await ask('US', query('Can my account balance be moved to my  sister'));
    await ask('US', query('qwxzv hjkl'));
    const rows = (await unanswered()).filter(
      (row) => row.question_key.includes('sister') || row.question_key.includes('qwxzv'),
    );
    expect(rows).toEqual([
      {
        question_key: 'can my account balance be moved to my sister',
        text: 'Can my account balance be moved to my  sister',
        count: 2,
      },
    ]);
  });
});
