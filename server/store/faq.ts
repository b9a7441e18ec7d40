import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';
import type { LocaleCode } from '../locale';
import { DEFAULT_LOCALE } from '../../src/protocol/locales';

export interface FaqTypeRow {
  id: string;
  name: string;
  icon: string;
  sort: number;
  question_count: number;
}

export interface FaqQuestionRow {
  id: string;
  type_id: string;
  title: string;
  content: string;
  is_top: 0 | 1;
  updated_at: number;
}

export interface FaqPhrasingRow {
  question_id: string;
  text: string;
}

interface Scope {
  product: string;
  language: string;
  fallback: string;
}

/** Texts missing in a language (a row added by hand) fall back to the default locale's. */
export function createFaqRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'faq');
  const types = named('types', (p: Scope) =>
    db
      .selectFrom('faq_types as t')
      .leftJoin('faq_type_names as n', (join) => join.onRef('n.type_id', '=', 't.id').on('n.language', '=', p.language))
      .leftJoin('faq_type_names as f', (join) => join.onRef('f.type_id', '=', 't.id').on('f.language', '=', p.fallback))
      .select((eb) => [
        't.id',
        eb.fn.coalesce('n.name', 'f.name', sql.lit('')).as('name'),
        't.icon',
        't.sort',
        eb
          .selectFrom('faq_questions as q')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('q.type_id', '=', 't.id')
          .where('q.status', '=', 'published')
          .where((has) =>
            has.exists(
              has
                .selectFrom('faq_question_texts as x')
                .select('x.question_id')
                .whereRef('x.question_id', '=', 'q.id')
                .where('x.language', 'in', [p.language, p.fallback]),
            ),
          )
          .as('question_count'),
      ])
      .where('t.product_id', '=', p.product)
      .orderBy('t.sort')
      .orderBy('t.id')
      .$castTo<FaqTypeRow>(),
  );
  const questionsOf = (p: Scope) =>
    db
      .selectFrom('faq_questions as q')
      .innerJoin('faq_types as t', 't.id', 'q.type_id')
      .leftJoin('faq_question_texts as x', (join) =>
        join.onRef('x.question_id', '=', 'q.id').on('x.language', '=', p.language),
      )
      .leftJoin('faq_question_texts as f', (join) =>
        join.onRef('f.question_id', '=', 'q.id').on('f.language', '=', p.fallback),
      )
      .select((eb) => [
        'q.id',
        'q.type_id',
        eb.fn.coalesce('x.title', 'f.title', sql.lit('')).as('title'),
        eb.fn.coalesce('x.content', 'f.content', sql.lit('')).as('content'),
        'q.is_top',
        'q.updated_at',
      ])
      .where('t.product_id', '=', p.product)
      .where('q.status', '=', 'published')
      // An article an editor wrote in another language only is not shown here.
      .where((eb) => eb.or([eb('x.question_id', 'is not', null), eb('f.question_id', 'is not', null)]))
      .$castTo<FaqQuestionRow>();
  const questions = named('questions', (p: Scope) =>
    questionsOf(p).orderBy('t.sort').orderBy('q.sort').orderBy('q.id'),
  );
  const question = named('question', (p: Scope & { id: string }) => questionsOf(p).where('q.id', '=', p.id));
  const phrasings = named('phrasings', (p: { product: string; language: string }) =>
    db
      .selectFrom('faq_phrasings as p')
      .innerJoin('faq_questions as q', 'q.id', 'p.question_id')
      .innerJoin('faq_types as t', 't.id', 'q.type_id')
      .select(['p.question_id', 'p.text'])
      .where('t.product_id', '=', p.product)
      .where('p.language', '=', p.language)
      .orderBy('p.question_id')
      .orderBy('p.position')
      .$castTo<FaqPhrasingRow>(),
  );
  const phrasingsOfQuestion = named('phrasingsOfQuestion', (p: { questionId: string; language: string }) =>
    db
      .selectFrom('faq_phrasings')
      .select(['question_id', 'text'])
      .where('question_id', '=', p.questionId)
      .where('language', '=', p.language)
      .orderBy('position')
      .$castTo<FaqPhrasingRow>(),
  );
  const noteUnanswered = named(
    'noteUnanswered',
    (p: { product: string; language: string; key: string; text: string; at: number }) =>
      db
        .insertInto('faq_unanswered')
        .values({
          product_id: p.product,
          language: p.language,
          question_key: p.key,
          text: p.text,
          count: 1,
          last_asked_at: p.at,
        })
        .onConflict((conflict) =>
          conflict.columns(['product_id', 'language', 'question_key']).doUpdateSet((eb) => ({
            count: eb('faq_unanswered.count', '+', 1),
            text: eb.ref('excluded.text'),
            last_asked_at: eb.ref('excluded.last_asked_at'),
          })),
        ),
  );
  const scope = (product: string, language: LocaleCode): Scope => ({ product, language, fallback: DEFAULT_LOCALE });
  return {
    types: (productId: string, language: LocaleCode): Promise<FaqTypeRow[]> => types.all(scope(productId, language)),
    /** Every question of the product, in display order; the FAQ is small, so filtering happens in code. */
    questions: (productId: string, language: LocaleCode): Promise<FaqQuestionRow[]> =>
      questions.all(scope(productId, language)),
    question: (productId: string, id: string, language: LocaleCode): Promise<FaqQuestionRow | undefined> =>
      question.first({ ...scope(productId, language), id }),
    /** The questions customers ask for each article, in this language only (no fallback: they are the language's own words). */
    phrasings: (productId: string, language: LocaleCode): Promise<FaqPhrasingRow[]> =>
      phrasings.all({ product: productId, language }),
    phrasingsOfQuestion: (questionId: string, language: LocaleCode): Promise<FaqPhrasingRow[]> =>
      phrasingsOfQuestion.all({ questionId, language }),
    /**
     * A question nothing answered, under `key` (the same question asked again has the same key): asked
     * once more, at `at`, in the words of `text` (the latest kept).
     */
    async noteUnanswered(
      productId: string,
      language: LocaleCode,
      key: string,
      text: string,
      at: number,
    ): Promise<void> {
      await noteUnanswered.run({ product: productId, language, key, text, at });
    },
  };
}
