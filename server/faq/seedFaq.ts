import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { LOCALE_CODES } from '../locale';
import { answerOf, FAQ_CONTENT, FAQ_QUESTIONS, FAQ_TYPES } from './content';
import { FAQ_PHRASINGS } from './content/phrasings';

/** Row ids per product, so that every product has its own FAQ and ids never collide across products. */
export const faqTypeId = (productId: string, typeNumber: number) => String(Number(productId) * 100 + typeNumber);
export const faqQuestionId = (productId: string, questionNumber: number) =>
  String(Number(productId) * 1000 + questionNumber);

/** The catalog number of a type row of the product (faqTypeId's inverse); undefined for a row the seed did not make. */
export function faqTypeNumber(productId: string, typeId: string): number | undefined {
  const number = Number(typeId) - Number(productId) * 100;
  return Number.isInteger(number) && number > 0 && number < 100 ? number : undefined;
}

/** Idempotent like the rest of the seed: existing rows (possibly edited by hand) are kept. One insert per table and product. */
export async function seedFaq(db: Kysely<Schema>, productIds: readonly string[], now: number): Promise<void> {
  const typeNumber = new Map(FAQ_TYPES.map((type) => [type.key, type.number]));
  for (const productId of productIds) {
    const types = FAQ_TYPES.map((type) => ({
      id: faqTypeId(productId, type.number),
      product_id: productId,
      icon: type.icon,
      sort: type.number,
    }));
    const typeNames = FAQ_TYPES.flatMap((type) =>
      LOCALE_CODES.map((locale) => ({
        type_id: faqTypeId(productId, type.number),
        language: locale,
        name: FAQ_CONTENT[locale].types[type.key],
      })),
    );
    const questions = FAQ_QUESTIONS.map((question) => ({
      id: faqQuestionId(productId, question.number),
      type_id: faqTypeId(productId, typeNumber.get(question.type) ?? 0),
      sort: question.number,
      is_top: question.top ? (1 as const) : (0 as const),
      updated_at: now,
    }));
    const texts = FAQ_QUESTIONS.flatMap((question) =>
      LOCALE_CODES.map((locale) => ({
        question_id: faqQuestionId(productId, question.number),
        language: locale,
        title: FAQ_CONTENT[locale].questions[question.key].title,
        content: answerOf(locale, question.key),
      })),
    );
    const phrasings = FAQ_QUESTIONS.flatMap((question) =>
      LOCALE_CODES.flatMap((locale) =>
        FAQ_PHRASINGS[locale][question.key].map((text, position) => ({
          question_id: faqQuestionId(productId, question.number),
          language: locale,
          position,
          text,
        })),
      ),
    );
    await db
      .insertInto('faq_types')
      .values(types)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await db
      .insertInto('faq_type_names')
      .values(typeNames)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await db
      .insertInto('faq_questions')
      .values(questions)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await db
      .insertInto('faq_question_texts')
      .values(texts)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await insertPhrasings(db, phrasings);
  }
}

/** In batches: one statement may bind at most 32,766 values on SQLite and 65,535 on PostgreSQL. */
async function insertPhrasings(db: Kysely<Schema>, rows: Schema['faq_phrasings'][]): Promise<void> {
  const BATCH = 1000;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('faq_phrasings')
      .values(rows.slice(start, start + BATCH))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
