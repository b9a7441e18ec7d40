import { arrayOf, id, int, num, object, str, withDefault, type Infer } from './validate';

/** The FAQ's REST paths (spec §7). */
export const FAQ_REST = {
  faqTypeList: '/api/v1/faq/type-list',
  faqList: '/api/v1/faq/list',
  faqDetails: '/api/v1/faq/details',
} as const;

/** The legacy FAQ client's paths, on its own base host (spec §6). */
export const LEGACY_FAQ_REST = {
  getType: '/customer/v1/faq-api/get-type',
  findGuide: '/customer/v1/faq-api/find-guide',
  get: '/customer/v1/faq-api/get',
} as const;

/** GET faq/list paging (docs/protocol.md). */
export const FAQ_PAGE_SIZE_DEFAULT = 20;
export const FAQ_PAGE_SIZE_MAX = 50;
export const FAQ_KEYWORD_MAX_LENGTH = 100;

export const faqTypeSchema = object({
  id: id,
  name: str,
  icon: withDefault(str, ''),
  sort: withDefault(int, 0),
  question_count: withDefault(int, 0),
});
export type FaqType = Infer<typeof faqTypeSchema>;
export const faqTypeListSchema = object({ types: arrayOf(faqTypeSchema) });
export type FaqTypeList = Infer<typeof faqTypeListSchema>;

export const faqQuestionSummarySchema = object({
  id: id,
  type_id: id,
  title: str,
  summary: withDefault(str, ''),
});
export type FaqQuestionSummary = Infer<typeof faqQuestionSummarySchema>;
export const faqListSchema = object({ list: arrayOf(faqQuestionSummarySchema), total: int });
export type FaqList = Infer<typeof faqListSchema>;

/** `content` is rich text (HTML) from the server: render it only through src/ui/RichText. */
export const faqDetailsSchema = object({
  id: id,
  type_id: id,
  title: str,
  content: str,
  updated_at: withDefault(num, 0),
});
export type FaqDetails = Infer<typeof faqDetailsSchema>;

/**
 * The legacy FAQ client (spec §6): a fixed, static Authorization header and company id, the same in
 * every build. They identify the client application, not a user: no user token ever goes there.
 */
export const LEGACY_FAQ_HEADERS = {
  authorization: 'Authorization',
  companyId: 'X-Company-Id',
} as const;
export const LEGACY_FAQ_AUTHORIZATION = 'Basic c3VwcG9ydC1jbGllbnQ6ZmFxLXJlYWRlcg==';
export const LEGACY_FAQ_COMPANY_ID = '100';

export const legacyFaqTypesSchema = object({ types: arrayOf(object({ id: id, name: str })) });
export type LegacyFaqTypes = Infer<typeof legacyFaqTypesSchema>;
export const legacyGuideSchema = object({ id: id, type_id: id, title: str });
export type LegacyGuide = Infer<typeof legacyGuideSchema>;
export const legacyGuideListSchema = object({ guides: arrayOf(legacyGuideSchema) });
export type LegacyGuideList = Infer<typeof legacyGuideListSchema>;
export const legacyGuideDetailsSchema = object({ id: id, title: str, content: str });
export type LegacyGuideDetails = Infer<typeof legacyGuideDetailsSchema>;
