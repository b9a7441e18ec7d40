import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type chatTexts from '../../locales/en-US.json';
import type moreTexts from '../../locales/en-US.more.json';

/** A locale's texts, both of its files (src/lib/i18n/setupI18n.ts: the chat's, then every other screen's). */
export type LocaleTexts = typeof chatTexts & typeof moreTexts;

type Texts = Record<string, unknown>;
const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** Both files as i18next sees them: a section may be split between the two (the chat's errors, the rest). */
export function mergedTexts(first: Texts, second: Texts): Texts {
  const merged: Texts = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const earlier = merged[key];
    merged[key] = isTexts(earlier) && isTexts(value) ? mergedTexts(earlier, value) : value;
  }
  return merged;
}

export function readLocaleFile(file: string): Texts {
  return JSON.parse(readFileSync(join(process.cwd(), 'locales', file), 'utf8')) as Texts;
}

export function localeTexts(tag: string): LocaleTexts {
  return mergedTexts(readLocaleFile(`${tag}.json`), readLocaleFile(`${tag}.more.json`)) as LocaleTexts;
}
