/**
 * The assistant's evaluation set (questions.ts): natural first messages in the 9 languages, each labelled
 * with the article that answers it or the route it must take, asked of the help-centre assistant over
 * the seeded demo help centre of product 1. Prints its score; holds ≥ 90 % right at the first answer,
 * every route case right.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHelpCentreAssistant, type Assistant } from '../../../../../server/ai/assistant';
import { HelpCentre } from '../../../../../server/ai/knowledge/helpCentre';
import { ASSISTANT_TEXTS, WORK_ORDER_QUESTION_TYPE } from '../../../../../server/ai/texts';
import type { SandboxDatabase } from '../../../../../server/db/open';
import { FAQ_QUESTIONS } from '../../../../../server/faq/content';
import { faqQuestionId } from '../../../../../server/faq/seedFaq';
import type { LocaleCode } from '../../../../../server/locale';
import { createStore } from '../../../../../server/store';
import { AI_REPLY_CODE } from '../../../../../src/protocol/codes';
import type { AiReply } from '../../../../../src/protocol/entities';
import { dropTestDatabaseFor, openTestDatabase } from '../../../../support/testDatabase';
import { EVALUATION_SET, type EvaluationCase, type Expected } from './questions';

const PRODUCT_ID = '1';
const ROUTES: ReadonlySet<Expected> = new Set([
  'human',
  'appeal',
  'withdrawal',
  'topUp',
  'payment',
  'technical',
  'notUnderstood',
]);
const WORK_ORDER_OF_QUESTION_TYPE = new Map(
  Object.entries(WORK_ORDER_QUESTION_TYPE).map(([topic, questionType]) => [questionType, topic as Expected]),
);
const ARTICLE_OF_ID = new Map(
  FAQ_QUESTIONS.map((question) => [faqQuestionId(PRODUCT_ID, question.number), question.key as Expected]),
);

/** What a reply did, in the evaluation set's labels. */
function outcomeOf(reply: AiReply, locale: LocaleCode): Expected | string {
  switch (reply.reply_code) {
    case AI_REPLY_CODE.contactHuman:
      return 'human';
    case AI_REPLY_CODE.createTechnicalOrder:
      return 'technical';
    case AI_REPLY_CODE.toCreateWorkOrder:
      return WORK_ORDER_OF_QUESTION_TYPE.get(reply.data.question_type ?? 0) ?? `work order ${reply.data.question_type}`;
    case AI_REPLY_CODE.answer: {
      const source = reply.data.sources?.[0];
      if (source) return ARTICLE_OF_ID.get(source.id) ?? `article ${source.id}`;
      return reply.data.text === ASSISTANT_TEXTS[locale].notUnderstood
        ? 'notUnderstood'
        : `answer "${reply.data.text}"`;
    }
    default:
      return reply.reply_code;
  }
}

let dataDir: string;
let database: SandboxDatabase;
let assistant: Assistant;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'assistant-evaluation-'));
  database = await openTestDatabase(dataDir);
  assistant = createHelpCentreAssistant(new HelpCentre(createStore(database)));
});

afterAll(async () => {
  await database.close();
  await dropTestDatabaseFor(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

async function ask(item: EvaluationCase): Promise<Expected | string> {
  const reply = await assistant.reply({
    productId: PRODUCT_ID,
    customerId: '10001',
    locale: item.locale,
    query: { time_zone: 'UTC', query: item.question, images: [], withdraw_order_ids: [] },
    withdrawOrders: [],
  });
  return outcomeOf(reply, item.locale);
}

describe('the assistant on its evaluation set', () => {
  let results: { item: EvaluationCase; got: Expected | string }[];

  beforeAll(async () => {
    results = [];
    for (const item of EVALUATION_SET) results.push({ item, got: await ask(item) });
    const right = results.filter(({ item, got }) => item.expected === got).length;
    const wrong = results
      .filter(({ item, got }) => item.expected !== got)
      .map(({ item, got }) => `  ${item.locale} "${item.question}": expected ${item.expected}, got ${got}`);
    process.stdout.write(
      `assistant evaluation: ${right}/${results.length} right (${((100 * right) / results.length).toFixed(1)} %)\n${wrong.join('\n')}\n`,
    );
  });

  it('has at least 150 questions over the 9 locales', () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EVALUATION_SET.map((item) => item.locale)).size).toBe(9);
  });

  it('answers at least 90 % right at the first answer', () => {
    const right = results.filter(({ item, got }) => item.expected === got).length;
    expect(right / results.length).toBeGreaterThanOrEqual(0.9);
  });

  it('routes every person, work-order, technical and not-understood case right', () => {
    const wrongRoutes = results
      .filter(({ item, got }) => ROUTES.has(item.expected) && item.expected !== got)
      .map(({ item, got }) => `${item.locale} "${item.question}" → ${got}`);
    expect(wrongRoutes).toEqual([]);
  });
});
