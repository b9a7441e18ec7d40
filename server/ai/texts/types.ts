/** What the scripted AI recognises, most specific first: the first topic with a matching keyword wins. */
export const TOPICS = ['password', 'withdraw', 'deposit', 'thanks', 'greeting'] as const;
export type Topic = (typeof TOPICS)[number];

/** The quick questions offered with the welcome, in this order. */
export const QUICK_TOPICS = ['password', 'deposit', 'withdraw'] as const satisfies readonly Topic[];
export type QuickTopic = (typeof QUICK_TOPICS)[number];

export interface AssistantTexts {
  welcome: string;
  /** Quick-question titles; each contains one of its topic's keywords, so typing it gets the same answer. */
  questions: Record<QuickTopic, string>;
  answers: Record<Topic, string>;
  /** Said when nothing matches: the question was understood, and an agent can help with it. */
  fallback: string;
  /**
   * Matched case-insensitively after Unicode NFKC. With `spaced` (languages that separate words), a
   * keyword must start and end on a word boundary, a trailing `*` allows any word ending
   * (`withdraw*` matches "withdrawal"), and accents are ignored on both sides. Without it (Chinese,
   * Japanese, Thai), a keyword matches anywhere.
   */
  keywords: Record<Topic, readonly string[]>;
  spaced: boolean;
}
