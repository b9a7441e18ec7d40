import { LOCALE_STORAGE_KEY } from '../../src/session/sessionStorageKeys';

/**
 * A JavaScript expression for index.html's inline scripts: the locale code the app will resolve
 * (src/protocol/locales.ts, resolveLocale: the country parameter, else the stored one), or '' when
 * neither names one of `codes` (a JavaScript expression for a set of codes). Runs before any module.
 */
export function localeGuessSource(codes: string): string {
  return `(function(k){var q=new URLSearchParams(location.search),c=(q.get('country')||'').trim().toUpperCase();if(k.indexOf(c)<0){try{c=(localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})||'').trim().toUpperCase()}catch(e){c=''}}return k.indexOf(c)<0?'':c})(${codes})`;
}
