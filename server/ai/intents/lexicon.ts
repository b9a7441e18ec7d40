/**
 * The words of each intent in one language (server/ai/intents/lexicons/*.ts), matched on folded text
 * (NFKC, lower case; for languages that separate words also without accents, "đ" as "d"). A phrase
 * matches anywhere in languages written without spaces (Chinese, Japanese, Thai); elsewhere it must
 * start and end on a word boundary, and a trailing `*` allows any ending (`withdraw*` matches
 * "withdrawal"). Keep each list to everyday words customers really type, including slang and common
 * misspellings; never a whole sentence.
 */
export interface IntentLexicon {
  /** Asking for a person: human, agent, admin, CS, operator, customer service, "real person"… */
  human: readonly string[];
  /** Appealing or disputing a violation / a blocked or rejected order: appeal, dispute, unfair, "not a violation"… */
  appeal: readonly string[];
  /** Reporting a software defect to be fixed: bug, glitch, "report a problem"… (not a crash or blank screen, which have articles). */
  technical: readonly string[];
  /** What the money problem is about. */
  subjects: {
    /** Taking money out: withdraw*, cash out, payout… */
    withdrawal: readonly string[];
    /** Putting money in: top up, deposit*, recharge… */
    topUp: readonly string[];
    /** Paying or being charged: payment, charged, deducted, refund… */
    payment: readonly string[];
  };
  /**
   * Something went wrong with the customer's own money or order and staff must check it: not received,
   * missing, didn't arrive, still waiting, stuck, disappeared, deducted, charged twice, wrong amount…
   */
  problem: readonly string[];
  /** Greetings and thanks on their own ("hi", "thank you"): answered with small talk, not an article. */
  greeting: readonly string[];
  thanks: readonly string[];
}

/** A list written as "phrase | phrase | …", a line break also ending a phrase. */
export const oneOf = (list: string): readonly string[] =>
  list
    .split(/[|\n]/)
    .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
    .filter((phrase) => phrase.length > 0);
