import { ERROR_CODE } from '../../../src/protocol/codes';
import { FAQ_KEYWORD_MAX_LENGTH, FAQ_PAGE_SIZE_DEFAULT, FAQ_PAGE_SIZE_MAX } from '../../../src/protocol/faq';
import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import { SandboxError } from '../../errors';
import { foldForSearch, summaryOf, textOfHtml } from '../../faq/text';
import { resolveLocale } from '../../locale';
import { queryField, requireText } from '../../validation';
import type { ApiRoute, RouteDeps } from './types';
import { productOfQuery } from './product';

/** A whole number in [min, max] from the query, or the fallback when absent; else parameterError. */
function intField(query: unknown, field: string, fallback: number, min: number, max: number): number {
  const raw = queryField(query, field);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new SandboxError(ERROR_CODE.parameterError, `${field} must be ${min}–${max}`);
  return value;
}

export function faqRoutes({ store }: RouteDeps): ApiRoute[] {
  const languageOf = (query: unknown) => resolveLocale(queryField(query, 'language'));
  return [
    {
      method: 'GET',
      url: DOCUMENTED_REST.faqConf,
      // `country` is accepted but does not change the config: the sandbox has one config per product.
      async handler(request) {
        const product = await productOfQuery(store, request.query, 'app_key');
        return {
          is_force_faq: product.isForceFaq,
          is_report_data: product.isReportData,
          ai_michat_status: product.aiMichatStatus,
          color_scheme: product.colorScheme,
          faq_url: product.faqUrl,
        };
      },
    },
    {
      method: 'GET',
      url: DOCUMENTED_REST.faqTypeList,
      async handler(request) {
        const product = await productOfQuery(store, request.query, 'app_key');
        return { types: await store.faq.types(product.id, languageOf(request.query)) };
      },
    },
    {
      method: 'GET',
      url: DOCUMENTED_REST.faqList,
      async handler(request) {
        const { query } = request;
        const product = await productOfQuery(store, query, 'app_key');
        const language = languageOf(query);
        const typeId = queryField(query, 'type_id')?.trim() || undefined;
        const keyword = foldForSearch(queryField(query, 'keyword')?.trim() ?? '');
        if ([...keyword].length > FAQ_KEYWORD_MAX_LENGTH)
          throw new SandboxError(ERROR_CODE.parameterError, 'keyword is too long');
        const topOnly = queryField(query, 'top') === '1';
        const page = intField(query, 'page', 1, 1, 10_000);
        const pageSize = intField(query, 'page_size', FAQ_PAGE_SIZE_DEFAULT, 1, FAQ_PAGE_SIZE_MAX);
        if (typeId && !(await store.faq.types(product.id, language)).some((type) => type.id === typeId))
          throw new SandboxError(ERROR_CODE.notFound);

        const matching = (await store.faq.questions(product.id, language))
          .filter((question) => !typeId || question.type_id === typeId)
          .filter((question) => !topOnly || question.is_top === 1)
          .filter(
            (question) =>
              !keyword || foldForSearch(`${question.title} ${textOfHtml(question.content)}`).includes(keyword),
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
      },
    },
    {
      method: 'GET',
      url: DOCUMENTED_REST.faqDetails,
      async handler(request) {
        const product = await productOfQuery(store, request.query, 'app_key');
        const id = requireText(queryField(request.query, 'id'), 'id');
        const question = await store.faq.question(product.id, id, languageOf(request.query));
        if (!question) throw new SandboxError(ERROR_CODE.notFound);
        return {
          id: question.id,
          type_id: question.type_id,
          title: question.title,
          content: question.content,
          updated_at: question.updated_at,
        };
      },
    },
  ];
}
