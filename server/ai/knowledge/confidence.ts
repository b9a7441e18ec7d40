import type { ArticleMatch } from './articleIndex';

/**
 * How sure the assistant is that the best article answers a question (docs/assistant.md, "Confidence"):
 * - none: no article, or the best one explains too little of the question, or another one is about as good;
 * - likely: enough to answer with it;
 * - strong: it explains much of the question and leaves the others far behind, enough to answer with it
 *   even where the message also has a person's or a bug's words ("someone says he is the admin and
 *   wants my code" is the phishing article, not a request for a person).
 * Scores are BM25 sums whose scale differs between languages, so they are compared with each other.
 */
export type Confidence = 'none' | 'likely' | 'strong';

/** The least score: letter pairs make many more terms, and so larger sums, in Chinese, Japanese and Thai. */
export const MIN_SCORE = { spaced: 5, unspaced: 30 } as const;
/**
 * The least share of the question's terms the best article must explain: a fifth of its words, or a
 * tenth of the words and letter pairs of Chinese, Japanese and Thai (most pairs straddle two words).
 */
export const MIN_COVERAGE = { spaced: 0.2, unspaced: 0.1 } as const;
/** Explaining this share of the question is enough however close the runner-up. */
export const SURE_COVERAGE = 0.4;
/** Otherwise the best must score this many times the runner-up. */
export const CLEAR_LEAD = 1.5;
export const STRONG_COVERAGE = 0.3;
export const STRONG_LEAD = 3;

export function confidenceOf(matches: readonly ArticleMatch[], script: keyof typeof MIN_COVERAGE): Confidence {
  const [best, second] = matches;
  if (!best || best.coverage < MIN_COVERAGE[script]) return 'none';
  const lead = second ? best.score / second.score : Infinity;
  // A short question wholly explained by a rare word ("How do I set up 2FA?") scores little and is sure.
  if (best.coverage < SURE_COVERAGE && (best.score < MIN_SCORE[script] || lead < CLEAR_LEAD)) return 'none';
  return best.coverage >= STRONG_COVERAGE && lead >= STRONG_LEAD ? 'strong' : 'likely';
}
