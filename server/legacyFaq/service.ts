import { ERROR_CODE } from '../../src/protocol/codes';
import { SandboxError } from '../errors';
import { FAQ_QUESTIONS } from '../faq/content';
import { faqQuestionId, faqTypeNumber } from '../faq/seedFaq';
import type { LocaleCode } from '../locale';
import type { Store } from '../store';

/**
 * The product whose help centre the legacy FAQ client shows: the demo one (app key `demo`). Its calls
 * name no product (spec §6), so the host serves this one.
 */
export const LEGACY_FAQ_PRODUCT_ID = '1';

/** Guides keep the legacy numbering: their catalog number, not the row id. */
const GUIDE_NUMBER_OF_ROW = new Map(
  FAQ_QUESTIONS.filter((question) => question.guide).map((question) => [
    faqQuestionId(LEGACY_FAQ_PRODUCT_ID, question.number),
    String(question.number),
  ]),
);
const GUIDE_ROW_OF_NUMBER = new Map([...GUIDE_NUMBER_OF_ROW].map(([row, number]) => [number, row]));

const legacyTypeId = (typeRowId: string) => {
  const number = faqTypeNumber(LEGACY_FAQ_PRODUCT_ID, typeRowId);
  return number === undefined ? undefined : String(number);
};

/**
 * The legacy FAQ API (docs/protocol.md, "Legacy FAQ client") over the same rows as `/api/v1/faq/*` and
 * the assistant: published articles only, with their current texts.
 */
export class LegacyFaqService {
  constructor(private readonly store: Store) {}

  /** The categories of the help centre; a category added by hand, without a catalog number, is not listed. */
  async types(language: LocaleCode) {
    const types = await this.store.faq.types(LEGACY_FAQ_PRODUCT_ID, language);
    return {
      types: types.flatMap((type) => {
        const id = legacyTypeId(type.id);
        return id === undefined ? [] : [{ id, name: type.name }];
      }),
    };
  }

  /** The published guides, in display order, of one category (legacy type id) or all. */
  async guides(language: LocaleCode, typeId: string | undefined) {
    const questions = await this.store.faq.questions(LEGACY_FAQ_PRODUCT_ID, language);
    const guides = questions.flatMap((question) => {
      const id = GUIDE_NUMBER_OF_ROW.get(question.id);
      return id === undefined ? [] : [{ id, type_id: legacyTypeId(question.type_id) ?? '', title: question.title }];
    });
    return { guides: guides.filter((guide) => !typeId || guide.type_id === typeId) };
  }

  /** A published guide by its legacy id; any other id, or a guide not published, is notFound. */
  async guide(id: string, language: LocaleCode) {
    const row = GUIDE_ROW_OF_NUMBER.get(id);
    const question =
      row === undefined ? undefined : await this.store.faq.question(LEGACY_FAQ_PRODUCT_ID, row, language);
    if (!question) throw new SandboxError(ERROR_CODE.notFound);
    return { id, title: question.title, content: question.content };
  }
}

/** buildSandbox decorates its instance with its LegacyFaqService under this name, for the host on its own port (main.ts). */
export const LEGACY_FAQ_DECORATOR = 'legacyFaq';
