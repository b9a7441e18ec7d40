import type { LocaleCode } from '../../locale';

/** Languages written without spaces between words: segmented by Intl.Segmenter, matched anywhere. */
const UNSPACED: Readonly<Partial<Record<LocaleCode, string>>> = { CN: 'zh', JP: 'ja', TH: 'th' };

export const isUnspaced = (locale: LocaleCode) => UNSPACED[locale] !== undefined;

/**
 * Case, width and (in spaced languages) accents ignored: "Depósito" and "deposito", "ＴＰ" and "tp"
 * read the same; "đ" is a letter of its own in Vietnamese, typed as "d" without a Vietnamese keyboard.
 */
export function foldText(text: string, locale: LocaleCode): string {
  // Phone keyboards type ’ where the word lists have ' ("hasn’t").
  const lower = text.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'");
  if (isUnspaced(locale)) return lower;
  return lower
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd');
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

const LATIN_OR_DIGITS = /^[\p{Script=Latin}\p{N}]+$/u;

/** The runs of letters of a text, Latin words and numbers apart from the script around them. */
function wordRunsOf(folded: string): string[] {
  return folded
    .split(/([\p{Script=Latin}\p{N}]+)/u)
    .flatMap((piece) => (LATIN_OR_DIGITS.test(piece) ? [piece] : piece.split(/[^\p{L}\p{M}]+/u)))
    .filter((run) => run.length > 0);
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * Overlapping pairs of letters (a Thai consonant with its vowel and tone marks is one letter): they
 * match where the segmenter cut a colloquial word differently.
 */
function bigramsOf(word: string): string[] {
  const letters = Array.from(graphemes.segment(word), ({ segment }) => segment);
  if (letters.length < 2) return letters;
  return letters.slice(1).map((letter, index) => letters[index] + letter);
}

/**
 * The terms of an already folded text: its words, and in Chinese, Japanese and Thai also the letter
 * pairs of each word run (the segmenter's dictionary misses slang and loanwords such as "แอดมิน")
 * unless `letterPairs` is false.
 */
export function termsOf(folded: string, locale: LocaleCode, letterPairs = true): string[] {
  const language = UNSPACED[locale];
  if (!language) return folded.split(/[^\p{L}\p{N}]+/u).filter((term) => term.length > 0);
  const terms: string[] = [];
  // Latin words and numbers typed inside Thai ("คุยกับadminได้ไหม") are words of their own.
  for (const run of wordRunsOf(folded)) {
    if (LATIN_OR_DIGITS.test(run)) {
      terms.push(run);
      continue;
    }
    for (const { segment, isWordLike } of segmenterFor(language).segment(run)) if (isWordLike) terms.push(segment);
    if (letterPairs) terms.push(...bigramsOf(run));
  }
  return terms;
}
