import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type chatTexts from '../../locales/en-US.json';
import type moreTexts from '../../locales/en-US.more.json';

/** A locale's texts, both of its files (src/lib/i18n/setupI18n.ts: the chat's, then every other screen's). */
export type LocaleTexts = typeof chatTexts & typeof moreTexts;

export function localeTexts(tag: string): LocaleTexts {
  const read = (file: string) => JSON.parse(readFileSync(join(process.cwd(), 'locales', file), 'utf8')) as Record<string, unknown>;
  return { ...read(`${tag}.json`), ...read(`${tag}.more.json`) } as LocaleTexts;
}
