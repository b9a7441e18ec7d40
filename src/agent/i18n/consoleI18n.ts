import i18next, { type BackendModule, type i18n } from 'i18next';
import type { LocaleTag } from '../../protocol/locales';

type Texts = Promise<{ default: Record<string, unknown> }>;

/**
 * The console's own texts, one file per locale (locales/agent/<tag>.json), each its own chunk of the
 * console's build: only the chosen locale's is downloaded. The customer client never imports them.
 * Spelled out rather than a template import, which would match every file of the folder.
 */
const CONSOLE_TEXTS: Record<LocaleTag, () => Texts> = {
  'zh-CN': () => import('../../../locales/agent/zh-CN.json'),
  'en-US': () => import('../../../locales/agent/en-US.json'),
  'pt-BR': () => import('../../../locales/agent/pt-BR.json'),
  'id-ID': () => import('../../../locales/agent/id-ID.json'),
  'ja-JP': () => import('../../../locales/agent/ja-JP.json'),
  'ru-RU': () => import('../../../locales/agent/ru-RU.json'),
  'th-TH': () => import('../../../locales/agent/th-TH.json'),
  'vi-VN': () => import('../../../locales/agent/vi-VN.json'),
  'en-NG': () => import('../../../locales/agent/en-NG.json'),
};

/** The namespace of the console's texts. */
export const CONSOLE_NS = 'console';

const consoleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = CONSOLE_TEXTS[language as LocaleTag];
    if (!load) {
      callback(new Error(`No console texts for ${language}`), false);
      return;
    }
    load()
      .then((module) => callback(null, module.default))
      .catch((error: Error) => callback(error, false));
  },
};

/** An i18next instance for the console in `tag`; `ready` settles once its texts are loaded. */
export function createConsoleI18n(tag: LocaleTag): { instance: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance.use(consoleBackend).init({
    lng: tag,
    load: 'currentOnly',
    fallbackLng: false,
    ns: [CONSOLE_NS],
    defaultNS: CONSOLE_NS,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return { instance, ready };
}
