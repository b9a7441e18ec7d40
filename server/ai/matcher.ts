import type { LocaleCode } from '../locale';
import { ASSISTANT_TEXTS, TOPICS, TRIGGERS, type Topic, type Trigger } from './texts';

type Test = (folded: string) => boolean;

function fold(text: string, spaced: boolean): string {
  const lower = text.normalize('NFKC').toLowerCase();
  // Ignoring accents lets "deposito" match "depósito"; "đ" is a letter of its own, not d + a mark.
  return spaced
    ? lower
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .replace(/đ/g, 'd')
    : lower;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileKeyword(keyword: string, spaced: boolean): Test {
  if (!spaced) {
    const needle = fold(keyword, false);
    return (folded) => folded.includes(needle);
  }
  const anyEnding = keyword.endsWith('*');
  const body = escapeRegExp(fold(anyEnding ? keyword.slice(0, -1) : keyword, true));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}${anyEnding ? '' : '(?![\\p{L}\\p{N}])'}`, 'u');
  return (folded) => pattern.test(folded);
}

type CompiledTexts = { spaced: boolean; topics: [Topic, Test[]][]; triggers: [Trigger, Test[]][]; common: Test[] };
const compiled = new Map<LocaleCode, CompiledTexts>();

function compiledFor(locale: LocaleCode): CompiledTexts {
  let entry = compiled.get(locale);
  if (!entry) {
    const texts = ASSISTANT_TEXTS[locale];
    const tests = (keywords: readonly string[]) => keywords.map((keyword) => compileKeyword(keyword, texts.spaced));
    entry = {
      spaced: texts.spaced,
      topics: TOPICS.map((topic) => [topic, tests(texts.keywords[topic])]),
      triggers: TRIGGERS.map((trigger) => [trigger, tests(texts.triggers[trigger])]),
      common: tests(texts.commonWords),
    };
    compiled.set(locale, entry);
  }
  return entry;
}

function firstMatch<K>(text: string, spaced: boolean, entries: [K, Test[]][]): K | undefined {
  const folded = fold(text, spaced);
  return entries.find(([, tests]) => tests.some((test) => test(folded)))?.[0];
}

/** The first topic (in TOPICS order) with a keyword in the text, or undefined. */
export function matchTopic(text: string, locale: LocaleCode): Topic | undefined {
  const entry = compiledFor(locale);
  return firstMatch(text, entry.spaced, entry.topics);
}

/** The first trigger (in TRIGGERS order, which is their precedence) in the text, or undefined. */
export function matchTrigger(text: string, locale: LocaleCode): Trigger | undefined {
  const entry = compiledFor(locale);
  return firstMatch(text, entry.spaced, entry.triggers);
}

/**
 * A text the assistant can read: it has a topic keyword, a trigger or an everyday word of the
 * customer's language. Keyboard mashing ("asdkjh qwpoeiru"), a run of symbols or repeated letters,
 * and text in another language have none.
 */
export function isRecognisable(text: string, locale: LocaleCode): boolean {
  const entry = compiledFor(locale);
  const folded = fold(text, entry.spaced);
  return (
    entry.common.some((test) => test(folded)) ||
    matchTrigger(text, locale) !== undefined ||
    matchTopic(text, locale) !== undefined
  );
}

/** Two queries are the same question when equal after trimming, case-folding and collapsing spaces. */
export function sameQuestionKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/gu, ' ');
}
