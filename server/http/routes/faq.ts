import { ERROR_CODE } from '../../../src/protocol/codes';
import { FAQ_KEYWORD_MAX_LENGTH, FAQ_PAGE_SIZE_DEFAULT, FAQ_PAGE_SIZE_MAX } from '../../../src/protocol/faq';
import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import { SandboxError } from '../../errors';
import type { FaqListQuery } from '../../faq/service';
import { foldForSearch } from '../../faq/text';
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

const languageOf = (query: unknown) => resolveLocale(queryField(query, 'language'));

function parseListQuery(query: unknown): FaqListQuery {
  const language = languageOf(query);
  const typeId = queryField(query, 'type_id')?.trim() || undefined;
  const keyword = foldForSearch(queryField(query, 'keyword')?.trim() ?? '');
  if ([...keyword].length > FAQ_KEYWORD_MAX_LENGTH)
    throw new SandboxError(ERROR_CODE.parameterError, 'keyword is too long');
  const topOnly = queryField(query, 'top') === '1';
  const page = intField(query, 'page', 1, 1, 10_000);
  const pageSize = intField(query, 'page_size', FAQ_PAGE_SIZE_DEFAULT, 1, FAQ_PAGE_SIZE_MAX);
  return { language, typeId, keyword, topOnly, page, pageSize };
}

/** No token: the help centre works before and without login; the app key names the product. */
export function faqRoutes({ products, faq }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: DOCUMENTED_REST.faqConf,
      async handler(request) {
        return faq.config(await productOfQuery(products, request.query, 'app_key'));
      },
    },
    {
      method: 'GET',
      url: DOCUMENTED_REST.faqTypeList,
      async handler(request) {
        const product = await productOfQuery(products, request.query, 'app_key');
        return faq.types(product, languageOf(request.query));
      },
    },
    {
      method: 'GET',
      url: DOCUMENTED_REST.faqList,
      async handler(request) {
        const product = await productOfQuery(products, request.query, 'app_key');
        return faq.list(product, parseListQuery(request.query));
      },
    },
    {
      method: 'GET',
      url: DOCUMENTED_REST.faqDetails,
      async handler(request) {
        const product = await productOfQuery(products, request.query, 'app_key');
        const id = requireText(queryField(request.query, 'id'), 'id');
        return faq.details(product, id, languageOf(request.query));
      },
    },
  ];
}
