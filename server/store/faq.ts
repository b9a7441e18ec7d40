import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';
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

/** Texts missing in a language (a row added by hand) fall back to the default locale's. */
export function createFaqRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'faq');
  const types = prepare<{ product: string; language: string; fallback: string }, FaqTypeRow>('types', `
    SELECT t.id, COALESCE(n.name, f.name, '') AS name, t.icon, t.sort,
      (SELECT COUNT(*) FROM faq_questions q WHERE q.type_id = t.id) AS question_count
    FROM faq_types t
    LEFT JOIN faq_type_names n ON n.type_id = t.id AND n.language = @language
    LEFT JOIN faq_type_names f ON f.type_id = t.id AND f.language = @fallback
    WHERE t.product_id = @product
    ORDER BY t.sort, t.id`);
  const questionColumns = `q.id, q.type_id, COALESCE(x.title, f.title, '') AS title, COALESCE(x.content, f.content, '') AS content,
      q.is_top, q.updated_at
    FROM faq_questions q
    JOIN faq_types t ON t.id = q.type_id
    LEFT JOIN faq_question_texts x ON x.question_id = q.id AND x.language = @language
    LEFT JOIN faq_question_texts f ON f.question_id = q.id AND f.language = @fallback`;
  const questions = prepare<{ product: string; language: string; fallback: string }, FaqQuestionRow>('questions', `
    SELECT ${questionColumns} WHERE t.product_id = @product ORDER BY t.sort, q.sort, q.id`);
  const question = prepare<{ product: string; language: string; fallback: string; id: string }, FaqQuestionRow>('question', `
    SELECT ${questionColumns} WHERE t.product_id = @product AND q.id = @id`);
  const scope = (product: string, language: LocaleCode) => ({ product, language, fallback: DEFAULT_LOCALE });
  return {
    types: (productId: string, language: LocaleCode): FaqTypeRow[] => types.all(scope(productId, language)),
    /** Every question of the product, in display order; the FAQ is small, so filtering happens in code. */
    questions: (productId: string, language: LocaleCode): FaqQuestionRow[] => questions.all(scope(productId, language)),
    question: (productId: string, id: string, language: LocaleCode): FaqQuestionRow | undefined =>
      question.get({ ...scope(productId, language), id }),
  };
}
