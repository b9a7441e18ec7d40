import { api } from '../../api/api';
import type { ApiError } from '../../api/apiError';
import { legacyFaqBaseQuery } from '../../api/legacyFaqBaseQuery';
import { env } from '../../lib/env';
import {
  FAQ_REST,
  LEGACY_FAQ_REST,
  faqDetailsSchema,
  faqListSchema,
  faqTypeListSchema,
  legacyGuideDetailsSchema,
  legacyGuideListSchema,
  type FaqDetails,
  type FaqList,
  type FaqType,
  type FaqTypeList,
  type LegacyGuide,
  type LegacyGuideDetails,
  type LegacyGuideList,
} from '../../protocol/faq';
import type { LocaleCode } from '../../protocol/locales';

/** Which product's FAQ, in which language (docs/protocol.md: `app_key`, `language`). */
export interface FaqScope {
  appKey: string;
  language: LocaleCode;
}

export interface FaqQuestionsArgs extends FaqScope {
  typeId?: string;
  keyword?: string;
  top?: boolean;
  pageSize?: number;
}

const scopeParams = ({ appKey, language }: FaqScope) => ({ app_key: appKey, language });
const legacyFaq = legacyFaqBaseQuery(env.legacyFaqBase);

export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    faqTypes: build.query<FaqType[], FaqScope>({
      query: (scope) => ({ url: FAQ_REST.faqTypeList, params: scopeParams(scope) }),
      extraOptions: { schema: faqTypeListSchema },
      transformResponse: (response: FaqTypeList) => response.types,
    }),
    faqQuestions: build.query<FaqList, FaqQuestionsArgs>({
      query: ({ typeId, keyword, top, pageSize, ...scope }) => ({
        url: FAQ_REST.faqList,
        params: { ...scopeParams(scope), type_id: typeId, keyword, top: top ? 1 : undefined, page_size: pageSize },
      }),
      extraOptions: { schema: faqListSchema },
    }),
    faqDetails: build.query<FaqDetails, FaqScope & { id: string }>({
      query: ({ id, ...scope }) => ({ url: FAQ_REST.faqDetails, params: { ...scopeParams(scope), id } }),
      extraOptions: { schema: faqDetailsSchema },
    }),
    legacyGuides: build.query<LegacyGuide[], { language: LocaleCode }>({
      async queryFn({ language }, queryApi) {
        const result = await legacyFaq({ url: LEGACY_FAQ_REST.findGuide, params: { language } }, queryApi, {
          schema: legacyGuideListSchema,
        });
        return result.error ? { error: result.error as ApiError } : { data: (result.data as LegacyGuideList).guides };
      },
    }),
    legacyGuide: build.query<LegacyGuideDetails, { id: string; language: LocaleCode }>({
      async queryFn({ id, language }, queryApi) {
        const result = await legacyFaq({ url: LEGACY_FAQ_REST.get, params: { id, language } }, queryApi, {
          schema: legacyGuideDetailsSchema,
        });
        return result.error ? { error: result.error as ApiError } : { data: result.data as LegacyGuideDetails };
      },
    }),
  }),
});

export const { useFaqTypesQuery, useFaqQuestionsQuery, useFaqDetailsQuery, useLegacyGuidesQuery, useLegacyGuideQuery } =
  faqApi;
