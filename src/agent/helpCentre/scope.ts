import type { TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALE_TAGS, type LocaleCode } from '../../protocol/locales';
import { displayLanguage } from '../i18n/displayLanguage';

/** Whose help centre the console shows: a product's articles in one language. */
export interface Scope {
  productId: string;
  language: LocaleCode;
}

/** "Japanese (JP)": the language in the console's (`uiTag`), with the spec's code. */
export const languageLabel = (code: LocaleCode, uiTag: string, t: TFunction) =>
  t('helpCentre.languageName', { name: displayLanguage(LOCALE_TAGS[code], uiTag, true), code });

/** Where the console opens: the company's first product, in the default locale. */
export const initialScope = (productId: string): Scope => ({ productId, language: DEFAULT_LOCALE });

/** A key that changes with the scope: what was loaded for one scope never shows in another. */
export const scopeKey = ({ productId, language }: Scope) => `${productId}:${language}`;
