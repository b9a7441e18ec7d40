import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_TAGS, type LocaleCode } from '../../protocol/locales';

/**
 * Each locale in two files, each its own chunk, and only the active locale's are downloaded
 * (docs/architecture.md, "Locales, secrets, browsers"): `locales/<tag>.json`, what the chat shows,
 * loaded up front; `locales/<tag>.more.json`, every other screen's and view's, loaded with them
 * (`withMoreTranslations`). Keys need no namespace: a key not in `chat` is looked up in `more`.
 */
const CHAT = 'chat';
const MORE = 'more';

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const file = namespace === MORE ? import(`../../../locales/${language}.more.json`) : import(`../../../locales/${language}.json`);
    file.then((module: { default: Record<string, unknown> }) => callback(null, module.default)).catch((error: Error) => callback(error, false));
  },
};

/** The page's i18next instance (one page, one instance): what withMoreTranslations loads into. */
let page: { instance: i18n; ready: Promise<i18n> } | null = null;

export function setupI18n(locale: LocaleCode): Promise<i18n> {
  const tag = LOCALE_TAGS[locale];
  const instance = i18next.createInstance();
  const ready = instance
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: tag,
      load: 'currentOnly',
      fallbackLng: false,
      ns: [CHAT],
      defaultNS: CHAT,
      fallbackNS: MORE,
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18nStore: 'added' },
      returnNull: false,
    })
    .then(() => {
      document.documentElement.lang = tag;
      document.title = instance.t('chat.title');
      return instance;
    });
  page = { instance, ready };
  return ready;
}

/** `load` once every screen's texts are there too: for what loads a screen or a view beyond the chat's first. */
export async function withMoreTranslations<T>(load: () => Promise<T>): Promise<T> {
  const current = page;
  const texts = current ? current.ready.then(() => current.instance.loadNamespaces(MORE)) : undefined;
  const [module] = await Promise.all([load(), texts]);
  return module;
}
