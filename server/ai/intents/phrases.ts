import type { LocaleCode } from '../../locale';
import { foldText, isUnspaced } from '../knowledge/terms';

/** Whether a folded text contains one of a list's phrases. */
export type PhraseTest = (folded: string) => boolean;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test for any of `phrases` (see IntentLexicon for the rules): anywhere in unspaced languages; on word
 * boundaries elsewhere, where a trailing `*` allows any ending. One regular expression per list.
 */
export function compilePhrases(phrases: readonly string[], locale: LocaleCode): PhraseTest {
  const pattern = patternOf(phrases, locale);
  return (folded) => pattern !== null && pattern.test(folded);
}

/** A folded text without any of `phrases` (each found as compilePhrases finds it). */
export function phraseRemover(phrases: readonly string[], locale: LocaleCode): (folded: string) => string {
  const pattern = patternOf(phrases, locale);
  const global = pattern && new RegExp(pattern.source, 'gu');
  return (folded) => (global ? folded.replace(global, ' ') : folded);
}

function patternOf(phrases: readonly string[], locale: LocaleCode): RegExp | null {
  if (phrases.length === 0) return null;
  if (isUnspaced(locale))
    return new RegExp(phrases.map((phrase) => escapeRegExp(foldText(phrase, locale))).join('|'), 'u');
  const alternatives = phrases.map((phrase) => {
    const anyEnding = phrase.endsWith('*');
    const body = escapeRegExp(foldText(anyEnding ? phrase.slice(0, -1) : phrase, locale));
    return anyEnding ? `${body}[\\p{L}\\p{N}]*` : `${body}(?![\\p{L}\\p{N}])`;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'u');
}
