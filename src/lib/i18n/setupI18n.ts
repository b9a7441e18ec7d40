import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_TAGS, type LocaleCode, type LocaleTag } from '../../protocol/locales';
import type { Texts } from './moreTexts';

/**
 * Each locale in two files, each its own chunk, and only the active locale's are downloaded
 * (docs/architecture.md, "Locales, secrets, browsers"): `locales/<tag>.json`, what the chat shows,
 * loaded up front; `locales/<tag>.more.json`, every other screen's and view's, loaded with them
 * (`withMoreTranslations`) through the map in moreTexts.ts, itself loaded then. Keys need no namespace: a key not in `chat` is looked up in `more`.
 */
const CHAT = 'chat';
const MORE = 'more';

/** Spelled out rather than a template import, which would match every locales/*.json for each namespace. */
const CHAT_TEXTS: Record<LocaleTag, () => Texts> = {
  'zh-CN': () => import('../../../locales/zh-CN.json'),
  'en-US': () => import('../../../locales/en-US.json'),
  'pt-BR': () => import('../../../locales/pt-BR.json'),
  'id-ID': () => import('../../../locales/id-ID.json'),
  'ja-JP': () => import('../../../locales/ja-JP.json'),
  'ru-RU': () => import('../../../locales/ru-RU.json'),
  'th-TH': () => import('../../../locales/th-TH.json'),
  'vi-VN': () => import('../../../locales/vi-VN.json'),
  'en-NG': () => import('../../../locales/en-NG.json'),
};

/**
 * One import of the other screens' map for both of its uses, read as a module rather than destructured:
 * Vite rewrites each destructured `import()` into a function of its own in the entry.
 */
const moreTexts = () => import('./moreTexts');

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const texts =
      namespace === MORE
        ? moreTexts().then((module) => module.MORE_TEXTS[language as LocaleTag]())
        : CHAT_TEXTS[language as LocaleTag]();
    texts.then((module) => callback(null, module.default)).catch((error: Error) => callback(error, false));
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
    })
    .then(() => showLanguage(instance));
  page = { instance, ready };
  return ready;
}

/** The page says which language it is in: `<html lang>` and its title follow the instance's language. */
export function showLanguage(instance: i18n): i18n {
  document.documentElement.lang = instance.language;
  document.title = instance.t('chat.title');
  return instance;
}

/** `load` once every screen's texts are there too: for what loads a screen or a view beyond the chat's first. */
export async function withMoreTranslations<T>(load: () => Promise<T>): Promise<T> {
  const current = page;
  const [module] = await Promise.all([
    load(),
    current && moreTexts().then((module) => module.loadMoreTexts(current.instance, current.ready, MORE)),
  ]);
  return module;
}
