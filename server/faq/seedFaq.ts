import type { Database } from 'better-sqlite3';
import { LOCALE_CODES } from '../locale';
import { answerOf, FAQ_CONTENT, FAQ_QUESTIONS, FAQ_TYPES } from './content';

/** Row ids per product, so that every product has its own FAQ and ids never collide across products. */
export const faqTypeId = (productId: string, typeNumber: number) => String(Number(productId) * 100 + typeNumber);
export const faqQuestionId = (productId: string, questionNumber: number) => String(Number(productId) * 1000 + questionNumber);

/** Idempotent like the rest of the seed: existing rows (possibly edited by hand) are kept. */
export function seedFaq(db: Database, productIds: readonly string[], now: number): void {
  const insertType = db.prepare('INSERT OR IGNORE INTO faq_types (id, product_id, icon, sort) VALUES (?, ?, ?, ?)');
  const insertTypeName = db.prepare('INSERT OR IGNORE INTO faq_type_names (type_id, language, name) VALUES (?, ?, ?)');
  const insertQuestion = db.prepare('INSERT OR IGNORE INTO faq_questions (id, type_id, sort, is_top, updated_at) VALUES (?, ?, ?, ?, ?)');
  const insertText = db.prepare('INSERT OR IGNORE INTO faq_question_texts (question_id, language, title, content) VALUES (?, ?, ?, ?)');
  const typeNumber = new Map(FAQ_TYPES.map((type) => [type.key, type.number]));

  for (const productId of productIds) {
    for (const type of FAQ_TYPES) {
      const typeId = faqTypeId(productId, type.number);
      insertType.run(typeId, productId, type.icon, type.number);
      for (const locale of LOCALE_CODES) insertTypeName.run(typeId, locale, FAQ_CONTENT[locale].types[type.key]);
    }
    for (const question of FAQ_QUESTIONS) {
      const id = faqQuestionId(productId, question.number);
      insertQuestion.run(id, faqTypeId(productId, typeNumber.get(question.type) ?? 0), question.number, question.top ? 1 : 0, now);
      for (const locale of LOCALE_CODES) {
        insertText.run(id, locale, FAQ_CONTENT[locale].questions[question.key].title, answerOf(locale, question.key));
      }
    }
  }
}
