/** Session storage keys; the first eight are named by the spec (§2, route guard). */
export const SESSION_KEYS = {
  accountId: 'account_id',
  distinctId: 'distinct_id',
  forceFaq: 'is_force_faq',
  reportData: 'is_report_data',
  aiStatus: 'ai_michat_status',
  productId: 'product_id',
  companyId: 'company_id',
  serviceLink: 'service_link',
  colorScheme: 'color_scheme',
  userId: 'user_id',
  token: 'token',
  appKey: 'app_key',
} as const;

export const LOCALE_STORAGE_KEY = 'support_locale';
