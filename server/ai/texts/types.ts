/** What the scripted AI answers from, most specific first: the first topic with a matching keyword wins. */
export const TOPICS = ['password', 'withdraw', 'deposit', 'thanks', 'greeting'] as const;
export type Topic = (typeof TOPICS)[number];

/** The quick questions offered with the welcome, in this order. */
export const QUICK_TOPICS = ['password', 'deposit', 'withdraw'] as const satisfies readonly Topic[];
export type QuickTopic = (typeof QUICK_TOPICS)[number];

/** Work orders the AI offers to open (TO_CREATE_WORK_ORDER), in the order they are tried. */
export const WORK_ORDER_TOPICS = ['withdrawal', 'topUp', 'appeal', 'payment'] as const;
export type WorkOrderTopic = (typeof WORK_ORDER_TOPICS)[number];

/** The AI question_type of each work order (docs/protocol.md: 21–24 are spec §4's work-order types). */
export const WORK_ORDER_QUESTION_TYPE: Readonly<Record<WorkOrderTopic, number>> = {
  withdrawal: 21,
  topUp: 22,
  appeal: 23,
  payment: 24,
};

/**
 * Triggers that beat the topics, in precedence order: asking for a person (CONTACT_HUMAN), a
 * technical problem (CREATE_TECHNICAL_ORDER), then the work orders (TO_CREATE_WORK_ORDER).
 */
export const TRIGGERS = ['human', 'technical', ...WORK_ORDER_TOPICS] as const;
export type Trigger = (typeof TRIGGERS)[number];

export interface AssistantTexts {
  welcome: string;
  /**
   * Quick-question titles. Tapped, each gets its topic's answer; typed, the deposit and withdrawal
   * ones name a work-order trigger and so get the work order instead.
   */
  questions: Record<QuickTopic, string>;
  answers: Record<Topic, string>;
  /** Said when nothing matches: the question was understood, and an agent can help with it. */
  fallback: string;
  /** The text of the reply to each trigger. */
  replies: Record<Trigger, string>;
  /** DETECTED_SAME_QUESTIONS: the customer asked the same thing twice in a row. */
  sameQuestion: string;
  /** The answer to a "start over" (a query with reset_question_type). */
  startOver: string;
  /**
   * Spec §8 "Unable to understand your request, please describe in more detail": the answer to a
   * text with no recognisable word. The same text as the client's `errors.unreadableRequest`.
   */
  notUnderstood: string;
  /**
   * Everyday words of the language (pronouns, particles, question words…), matched like the
   * keywords: a text with none of them, no keyword and no trigger is gibberish to the assistant.
   */
  commonWords: readonly string[];
  /**
   * Matched case-insensitively after Unicode NFKC. With `spaced` (languages that separate words), a
   * keyword must start and end on a word boundary, a trailing `*` allows any word ending
   * (`withdraw*` matches "withdrawal"), and accents are ignored on both sides. Without it (Chinese,
   * Japanese, Thai), a keyword matches anywhere. No topic keyword contains a trigger, so each one
   * reaches its answer.
   */
  keywords: Record<Topic, readonly string[]>;
  triggers: Record<Trigger, readonly string[]>;
  spaced: boolean;
}
