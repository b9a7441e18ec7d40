import type { LocaleCode } from '../../protocol/locales';

/** Whose help centre the console shows: a product's articles in one language. */
export interface Scope {
  productId: string;
  language: LocaleCode;
}

/** The sandbox's demo products, which every agent serves (server/db/seed.ts). */
export const PRODUCT_IDS = ['1', '2', '3', '4', '5'] as const;

/** The console is in English: each locale by its English name. */
const LANGUAGE_NAMES: Record<LocaleCode, string> = {
  CN: 'Chinese',
  US: 'English',
  BR: 'Portuguese',
  ID: 'Indonesian',
  JP: 'Japanese',
  RU: 'Russian',
  TH: 'Thai',
  VN: 'Vietnamese',
  NG: 'Nigerian English',
};

/** "Japanese (JP)". */
export const languageLabel = (code: LocaleCode) => `${LANGUAGE_NAMES[code]} (${code})`;

export const INITIAL_SCOPE: Scope = { productId: PRODUCT_IDS[0], language: 'US' };

/** A key that changes with the scope: what was loaded for one scope never shows in another. */
export const scopeKey = ({ productId, language }: Scope) => `${productId}:${language}`;
