import { LOCALE_TAGS, type LocaleTag } from '../../protocol/locales';

/**
 * Where the agent's choice of language is kept: this browser's localStorage, so that it holds before
 * sign-in (the sign-in screen is in it too), after sign-out and in every tab (server/README.md, "Agent console").
 */
export const LANGUAGE_STORAGE_KEY = 'agent-console.language';

export const CONSOLE_TAGS: readonly LocaleTag[] = Object.values(LOCALE_TAGS);
export const DEFAULT_TAG: LocaleTag = LOCALE_TAGS.US;

const exactTag = (candidate: string) => CONSOLE_TAGS.find((tag) => tag.toLowerCase() === candidate.toLowerCase());

/** A browser language the console has, exactly ("en-NG") or by its language alone ("pt" → pt-BR, "en-GB" → en-US). */
function tagFor(language: string): LocaleTag | undefined {
  const primary = language.split('-')[0].toLowerCase();
  // "in" is the old code of Indonesian, still sent by some Android browsers.
  const wanted = primary === 'in' ? 'id' : primary;
  return exactTag(language) ?? CONSOLE_TAGS.find((tag) => tag.startsWith(`${wanted}-`));
}

/** The console's language: the agent's saved choice, else the first of the browser's languages it has, else en-US. */
export function consoleLanguageOf(saved: string | null, browserLanguages: readonly string[]): LocaleTag {
  const chosen = saved === null ? undefined : exactTag(saved);
  if (chosen) return chosen;
  for (const language of browserLanguages) {
    const tag = tagFor(language);
    if (tag) return tag;
  }
  return DEFAULT_TAG;
}

export function loadConsoleLanguage(
  storage: Pick<Storage, 'getItem'>,
  browser: Pick<Navigator, 'languages' | 'language'>,
): LocaleTag {
  let saved: string | null = null;
  try {
    saved = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Blocked storage: the browser's language decides.
  }
  const languages = browser.languages?.length ? browser.languages : [browser.language ?? ''];
  return consoleLanguageOf(saved, languages);
}

export function saveConsoleLanguage(storage: Pick<Storage, 'setItem'>, tag: LocaleTag): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, tag);
  } catch {
    // A full or blocked storage keeps the choice for this page only.
  }
}
