import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { CONSOLE_NS } from '../../src/agent/i18n/consoleI18n';
import { translated, type ConsoleText } from '../../src/agent/i18n/consoleText';

export const CONSOLE_LOCALES_DIR = join(process.cwd(), 'locales', 'agent');

/** The console's texts of one locale (locales/agent/<tag>.json), as the file holds them. */
export function readConsoleTexts(tag: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(CONSOLE_LOCALES_DIR, `${tag}.json`), 'utf8')) as Record<string, unknown>;
}

const made = new Map<string, TFunction>();

/** The console's `t` in a locale, ready at once: for the pure functions that take one. */
export function consoleT(tag = 'en-US'): TFunction {
  let t = made.get(tag);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: tag,
      fallbackLng: false,
      ns: [CONSOLE_NS],
      defaultNS: CONSOLE_NS,
      resources: { [tag]: { [CONSOLE_NS]: readConsoleTexts(tag) } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    t = instance.getFixedT(tag);
    made.set(tag, t);
  }
  return t;
}

/** A text the console keeps untranslated (ConsoleText), as an en-US console shows it. */
export function enText(text: ConsoleText | null): string | null {
  return text === null ? null : translated(consoleT(), text);
}

/** Matches a ConsoleText whose en-US text is `expected` (or matches it): for state that keeps texts untranslated. */
export function inEnglish(expected: string | RegExp): ConsoleText {
  // An asymmetric matcher stands where the value is expected, as expect.stringMatching does.
  const matcher = {
    asymmetricMatch: (actual: ConsoleText | null) => {
      const text = actual === null || typeof actual !== 'object' ? null : enText(actual);
      return text !== null && (typeof expected === 'string' ? text === expected : expected.test(text));
    },
    toString: () => `a console text reading ${String(expected)} in en-US`,
    toAsymmetricMatcher: () => `inEnglish(${String(expected)})`,
  };
  return matcher as unknown as ConsoleText;
}
