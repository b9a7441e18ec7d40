import type { LocaleCode } from '../../locale';

/** The shortest word a suffix is taken from, so "need" and "using" stay whole. */
const MIN_STEM = 4;

const ENGLISH_SUFFIXES = ['ing', 'ed', 'es', 's'];
const PORTUGUESE_SUFFIXES = ['s'];

const SUFFIXES: Readonly<Partial<Record<LocaleCode, readonly string[]>>> = {
  US: ENGLISH_SUFFIXES,
  NG: ENGLISH_SUFFIXES,
  BR: PORTUGUESE_SUFFIXES,
};

/**
 * A light stem of a folded word: English loses -ing, -ed, -es and -s, Portuguese its plural -s, so
 * "reflected" finds "reflect" and "saques" finds "saque". Both the articles and the questions are
 * read this way, so a stem need not be a word. Other languages keep their words.
 */
export function stemOf(term: string, locale: LocaleCode): string {
  for (const suffix of SUFFIXES[locale] ?? []) {
    if (term.endsWith(suffix) && term.length - suffix.length >= MIN_STEM) return term.slice(0, -suffix.length);
  }
  return term;
}
