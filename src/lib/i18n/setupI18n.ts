import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_TAGS, type LocaleCode } from '../../protocol/locales';

/** Only the active locale's file is downloaded: each is its own chunk (docs/architecture.md, "Locales, secrets, browsers"). */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    import(`../../../locales/${language}.json`)
      .then((module: { default: Record<string, unknown> }) => callback(null, module.default))
      .catch((error: Error) => callback(error, false));
  },
};

export async function setupI18n(locale: LocaleCode): Promise<i18n> {
  const tag = LOCALE_TAGS[locale];
  const instance = i18next.createInstance();
  await instance
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: tag,
      load: 'currentOnly',
      fallbackLng: false,
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  document.documentElement.lang = tag;
  document.title = instance.t('chat.title');
  return instance;
}
