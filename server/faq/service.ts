import { ERROR_CODE } from '../../src/protocol/codes';
import { SandboxError } from '../errors';
import type { LocaleCode } from '../locale';
import type { Store } from '../store';
import type { Product } from '../store/products';
import { foldForSearch, summaryOf, textOfHtml } from './text';

export interface FaqListQuery {
  language: LocaleCode;
  typeId?: string;
  /** Folded for search (faq/text.ts); matched against titles and answers. */
  keyword: string;
  topOnly: boolean;
  page: number;
  pageSize: number;
}

/** The help centre of a product, per language: its config, types, questions and answers. */
export class FaqService {
  constructor(private readonly store: Store) {}

  // `country` is accepted but does not change the config: the sandbox has one config per product.
  config(product: Product) {
    return {
      is_force_faq: product.isForceFaq,
      is_report_data: product.isReportData,
      ai_michat_status: product.aiMichatStatus,
      color_scheme: product.colorScheme,
      faq_url: product.faqUrl,
      capture_policy: product.capturePolicy,
      capture_sample_rate: product.captureSampleRate,
    };
  }

  async types(product: Product, language: LocaleCode) {
    return { types: await this.store.faq.types(product.id, language) };
  }

  /** One page of the questions of a type (or all), the top ones only, or those matching a keyword. */
  async list(product: Product, { language, typeId, keyword, topOnly, page, pageSize }: FaqListQuery) {
    if (typeId && !(await this.store.faq.types(product.id, language)).some((type) => type.id === typeId))
      throw new SandboxError(ERROR_CODE.notFound);
    const matching = (await this.store.faq.questions(product.id, language))
      .filter((question) => !typeId || question.type_id === typeId)
      .filter((question) => !topOnly || question.is_top === 1)
      .filter(
        (question) => !keyword || foldForSearch(`${question.title} ${textOfHtml(question.content)}`).includes(keyword),
      );
    const start = (page - 1) * pageSize;
    return {
      list: matching.slice(start, start + pageSize).map((question) => ({
        id: question.id,
        type_id: question.type_id,
        title: question.title,
        summary: summaryOf(question.content),
      })),
      total: matching.length,
    };
  }

  async details(product: Product, id: string, language: LocaleCode) {
    const question = await this.store.faq.question(product.id, id, language);
    if (!question) throw new SandboxError(ERROR_CODE.notFound);
    return {
      id: question.id,
      type_id: question.type_id,
      title: question.title,
      content: question.content,
      updated_at: question.updated_at,
    };
  }
}
