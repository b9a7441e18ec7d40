import type { TFunction } from 'i18next';

/**
 * A text of the console kept untranslated: its key in locales/agent/*.json and its values, which may be
 * texts themselves ("Customer 10001" inside "… was transferred to …"). The console's state holds these,
 * never words, so that a change of language changes them too.
 */
export interface ConsoleText {
  key: string;
  values?: Record<string, string | number | ConsoleText>;
}

export const consoleText = (key: string, values?: ConsoleText['values']): ConsoleText =>
  values === undefined ? { key } : { key, values };

/** The text in the console's language, its values translated first. */
export function translated(t: TFunction, { key, values }: ConsoleText): string {
  if (values === undefined) return t(key);
  const words = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? translated(t, value) : value]),
  );
  return t(key, words);
}
