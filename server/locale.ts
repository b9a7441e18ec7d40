/** The spec's locale codes (spec §1) and their BCP 47 tags (design.md, "Locales"). */
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
export const LOCALE_CODES = Object.keys(LOCALE_TAGS) as LocaleCode[];
export const DEFAULT_LOCALE: LocaleCode = 'US';

export function isLocaleCode(value: string): value is LocaleCode {
  return Object.prototype.hasOwnProperty.call(LOCALE_TAGS, value);
}

/** A country code from a link or a socket query; anything unknown falls back to US (spec §1). */
export function resolveLocale(country: string | undefined): LocaleCode {
  const code = (country ?? '').trim().toUpperCase();
  return isLocaleCode(code) ? code : DEFAULT_LOCALE;
}
