import { EVALUATION_SET } from '../__tests__/integration/server/ai/evaluation/questions';
import { createHelpCentreAssistant } from '../server/ai/assistant';
import { ArticleIndex } from '../server/ai/knowledge/articleIndex';
import { chatTextOfArticle } from '../server/ai/knowledge/articleText';
import { HelpCentre } from '../server/ai/knowledge/helpCentre';
import { answerOf, FAQ_CONTENT, FAQ_QUESTIONS } from '../server/faq/content';
import { FAQ_PHRASINGS } from '../server/faq/content/phrasings';
import { LOCALE_CODES, type LocaleCode } from '../server/locale';
import type { Store } from '../server/store';
import type { FaqPhrasingRow, FaqQuestionRow } from '../server/store/faq';
import type { BenchResult } from './run';

/** Issue 27: at 1,000 articles per locale, an answer p99 < 30 ms in the server and a re-index < 200 ms. */
const ARTICLES_PER_LOCALE = 1_000;
const ANSWER_P99_BUDGET_MS = 30;
const REINDEX_BUDGET_MS = 200;
const REINDEX_RUNS = 5;

/**
 * A help centre of ARTICLES_PER_LOCALE articles in each language: the 14 demo articles, then copies of
 * them each made distinct by a word of its own in its title and phrasings, so the index holds 1,000
 * articles of realistic length and vocabulary that the questions' words keep meeting.
 */
function largeHelpCentre(locale: LocaleCode): { questions: FaqQuestionRow[]; phrasings: FaqPhrasingRow[] } {
  const questions: FaqQuestionRow[] = [];
  const phrasings: FaqPhrasingRow[] = [];
  for (let index = 0; index < ARTICLES_PER_LOCALE; index++) {
    const base = FAQ_QUESTIONS[index % FAQ_QUESTIONS.length];
    const mark = index < FAQ_QUESTIONS.length ? '' : ` (v${index})`;
    const id = String(1000 + index);
    questions.push({
      id,
      type_id: 'bench',
      title: `${FAQ_CONTENT[locale].questions[base.key].title}${mark}`,
      content: answerOf(locale, base.key),
      is_top: 0,
      updated_at: 0,
    });
    for (const text of FAQ_PHRASINGS[locale][base.key]) phrasings.push({ question_id: id, text: `${text}${mark}` });
  }
  return { questions, phrasings };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/**
 * What a publish costs: the time until the next question sees the published article, in a language
 * with ARTICLES_PER_LOCALE articles (the article re-read and replaced in the index), median of a few;
 * and, informative, building the whole index (a language's first question after a start).
 */
async function reindexTimes(): Promise<BenchResult[]> {
  const { questions, phrasings } = largeHelpCentre('US');
  const faq = {
    questions: async () => questions,
    phrasings: async () => phrasings,
    question: async (_productId: string, id: string) => questions.find((question) => question.id === id),
    phrasingsOfQuestion: async (id: string) => phrasings.filter((row) => row.question_id === id),
  };
  const helpCentre = new HelpCentre({ faq } as unknown as Pick<Store, 'faq'>);
  const articles = articlesOf(questions, phrasings);
  const builds: number[] = [];
  for (let run = 0; run < REINDEX_RUNS; run++) {
    const started = performance.now();
    new ArticleIndex('US', articles);
    builds.push(performance.now() - started);
  }
  await helpCentre.view('1', 'US');
  const publishes: number[] = [];
  for (let run = 0; run < REINDEX_RUNS; run++) {
    questions[7] = { ...questions[7], title: `${questions[7].title} (edit ${run})` };
    const started = performance.now();
    await helpCentre.articleChanged('1', questions[7].id);
    publishes.push(performance.now() - started);
  }
  const median = (timings: number[]) => timings.sort((a, b) => a - b)[timings.length >> 1];
  const scale = `${ARTICLES_PER_LOCALE.toLocaleString('en-US')} articles (US, ${phrasings.length.toLocaleString('en-US')} phrasings)`;
  return [
    {
      name: `assistant: re-index after a publish, one article among ${scale}, median of ${REINDEX_RUNS}`,
      value: Math.round(median(publishes) * 10) / 10,
      unit: 'ms',
      budget: `< ${REINDEX_BUDGET_MS}`,
      withinBudget: median(publishes) < REINDEX_BUDGET_MS,
    },
    {
      name: `assistant: whole index of ${scale}, a language's first question after a start (informative), median of ${REINDEX_RUNS}`,
      value: Math.round(median(builds)),
      unit: 'ms',
      budget: '—',
      withinBudget: true,
    },
  ];
}

function articlesOf(questions: readonly FaqQuestionRow[], phrasings: readonly FaqPhrasingRow[]) {
  return questions.map((question) => ({
    id: question.id,
    title: question.title,
    text: chatTextOfArticle(question.content),
    phrasings: phrasings.filter((row) => row.question_id === question.id).map((row) => row.text),
  }));
}

/** Every question of the evaluation set, 5 times, against 1,000 articles in its language: the reply's time in the server. */
async function answerTime(): Promise<BenchResult> {
  const rows = new Map(LOCALE_CODES.map((locale) => [locale, largeHelpCentre(locale)]));
  const faq = {
    questions: async (_productId: string, locale: LocaleCode) => rows.get(locale)!.questions,
    phrasings: async (_productId: string, locale: LocaleCode) => rows.get(locale)!.phrasings,
    // The editors' list of unanswered questions: a write the server does after answering, not timed here.
    noteUnanswered: async () => undefined,
  };
  const assistant = createHelpCentreAssistant(new HelpCentre({ faq } as unknown as Pick<Store, 'faq'>));
  const ask = (locale: LocaleCode, text: string) =>
    assistant.reply({
      productId: '1',
      customerId: '10001',
      locale,
      query: { time_zone: 'UTC', query: text, images: [], withdraw_order_ids: [] },
      withdrawOrders: [],
    });
  // A server answers all day: the first round (V8 compiling the code paths of each language) is not counted.
  for (const item of EVALUATION_SET) await ask(item.locale, item.question);
  const timings: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const item of EVALUATION_SET) {
      const started = performance.now();
      await ask(item.locale, item.question);
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  const p99 = percentile(timings, 0.99);
  return {
    name: `assistant: answer time at ${ARTICLES_PER_LOCALE.toLocaleString('en-US')} articles per locale (${timings.length} questions in 9 languages after one round of warm-up; p50 ${percentile(timings, 0.5).toFixed(1)} ms), p99`,
    value: Math.round(p99 * 10) / 10,
    unit: 'ms',
    budget: `< ${ANSWER_P99_BUDGET_MS}`,
    withinBudget: p99 < ANSWER_P99_BUDGET_MS,
  };
}

export async function assistantBench(): Promise<BenchResult[]> {
  return [...(await reindexTimes()), await answerTime()];
}
