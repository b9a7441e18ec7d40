import { resolveLocale as resolveClientLocale, type LocaleCode } from '../src/protocol/locales';

export { LOCALE_CODES, type LocaleCode } from '../src/protocol/locales';

/** A country code from a login or a socket query; anything unknown falls back to US (spec §1). */
export function resolveLocale(country: string | undefined): LocaleCode {
  return resolveClientLocale(country, null);
}
