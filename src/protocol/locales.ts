/**
 * The spec's locale codes (§1), sent as `language` at login and `country_code` on the socket, and their
 * BCP 47 tags (docs/architecture.md, "Locales, secrets, browsers") for <html lang>, Intl and the locale files.
 */
export const LOCALE_TAGS = {
  CN: 'zh-CN',
  US: 'en-US',
  BR: 'pt-BR',
  ID: 'id-ID',
  JP: 'ja-JP',
  RU: 'ru-RU',
  TH: 'th-TH',
  VN: 'vi-VN',
  NG: 'en-NG',
} as const;
export type LocaleCode = keyof typeof LOCALE_TAGS;
export type LocaleTag = (typeof LOCALE_TAGS)[LocaleCode];
export const DEFAULT_LOCALE: LocaleCode = 'US';
export const LOCALE_CODES = Object.keys(LOCALE_TAGS) as LocaleCode[];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && Object.hasOwn(LOCALE_TAGS, value);
}

/** Spec §1: the country parameter, else the stored value, else US. Case-insensitive. */
export function resolveLocale(countryParam: string | null | undefined, stored: string | null | undefined): LocaleCode {
  for (const candidate of [countryParam, stored]) {
    const upper = candidate?.trim().toUpperCase();
    if (isLocaleCode(upper)) return upper;
  }
  return DEFAULT_LOCALE;
}
