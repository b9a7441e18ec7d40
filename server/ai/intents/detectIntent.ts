import type { LocaleCode } from '../../locale';
import { foldText } from '../knowledge/terms';
import type { IntentLexicon } from './lexicon';
import { INTENT_LEXICONS } from './lexicons';
import { compilePhrases, phraseRemover, type PhraseTest } from './phrases';

export type MoneySubject = keyof IntentLexicon['subjects'];

/** What a customer's message asks for before any article is looked up (docs/assistant.md, "Intent"). */
export type Intent =
  | { kind: 'human' }
  | { kind: 'appeal' }
  | { kind: 'moneyProblem'; subject: MoneySubject }
  | { kind: 'technical' }
  | { kind: 'smallTalk'; topic: 'greeting' | 'thanks' };

interface CompiledLexicon {
  withoutHuman: (folded: string) => string;
  withoutTechnical: (folded: string) => string;
  human: PhraseTest;
  appeal: PhraseTest;
  technical: PhraseTest;
  subjects: [MoneySubject, PhraseTest][];
  problem: PhraseTest;
  greeting: PhraseTest;
  thanks: PhraseTest;
}

const compiled = new Map<LocaleCode, CompiledLexicon>();

function lexiconFor(locale: LocaleCode): CompiledLexicon {
  let entry = compiled.get(locale);
  if (!entry) {
    const lexicon = INTENT_LEXICONS[locale];
    const test = (phrases: readonly string[]) => compilePhrases(phrases, locale);
    entry = {
      withoutHuman: phraseRemover(lexicon.human, locale),
      withoutTechnical: phraseRemover(lexicon.technical, locale),
      human: test(lexicon.human),
      appeal: test(lexicon.appeal),
      technical: test(lexicon.technical),
      // Payment before top-up and withdrawal: "charged but the top-up never came" is about the charge.
      subjects: (['payment', 'topUp', 'withdrawal'] as const).map((subject) => [
        subject,
        test(lexicon.subjects[subject]),
      ]),
      problem: test(lexicon.problem),
      greeting: test(lexicon.greeting),
      thanks: test(lexicon.thanks),
    };
    warmUp(entry);
    compiled.set(locale, entry);
  }
  return entry;
}

/**
 * Runs every list's expression twice: V8 interprets a regular expression at first and compiles it from
 * its second use, and these are large alternations, so the first customers of a language would
 * otherwise wait tens of milliseconds.
 */
function warmUp(lexicon: CompiledLexicon): void {
  for (const sample of ['warm up', 'warm up again']) warmUpWith(lexicon, sample);
}

function warmUpWith(lexicon: CompiledLexicon, sample: string): void {
  for (const test of [
    lexicon.human,
    lexicon.appeal,
    lexicon.technical,
    lexicon.problem,
    lexicon.greeting,
    lexicon.thanks,
  ])
    test(sample);
  for (const [, test] of lexicon.subjects) test(sample);
  lexicon.withoutHuman(sample);
  lexicon.withoutTechnical(sample);
}

/** An amount, an order number, a date or a time: the report is about one transaction of the customer's. */
const hasSpecifics = (text: string) => /\p{N}/u.test(text);

/**
 * The intent of a message, by precedence: a person, an appeal (ahead of the withdrawal it is often
 * about), a reported problem with one's own money (a subject, a problem word and a specific amount,
 * number or date), a bug report. Greetings and thanks are reported as small talk: they are answered
 * as such only when no article matches. Undefined: a question for the help centre.
 */
export function detectIntent(text: string, locale: LocaleCode): Intent | undefined {
  const lexicon = lexiconFor(locale);
  const folded = foldText(text, locale);
  if (lexicon.human(folded)) return { kind: 'human' };
  if (lexicon.appeal(folded)) return { kind: 'appeal' };
  const subject = lexicon.subjects.find(([, test]) => test(folded))?.[0];
  if (subject && lexicon.problem(folded) && hasSpecifics(folded)) return { kind: 'moneyProblem', subject };
  if (lexicon.technical(folded)) return { kind: 'technical' };
  if (lexicon.greeting(folded)) return { kind: 'smallTalk', topic: 'greeting' };
  if (lexicon.thanks(folded)) return { kind: 'smallTalk', topic: 'thanks' };
  return undefined;
}

/**
 * The text without the words that made it ask for a person or report a bug: what is left may still be a
 * question for the help centre ("someone says he is the admin and wants my code").
 */
export function withoutIntentWords(text: string, locale: LocaleCode, kind: 'human' | 'technical'): string {
  const lexicon = lexiconFor(locale);
  const folded = foldText(text, locale);
  return kind === 'human' ? lexicon.withoutHuman(folded) : lexicon.withoutTechnical(folded);
}

/** Whether a text has any of an intent's words: an article about "people claiming to be support" has the person words. */
export function hasIntentWords(text: string, locale: LocaleCode, kind: 'human' | 'technical'): boolean {
  const lexicon = lexiconFor(locale);
  return lexicon[kind](foldText(text, locale));
}
