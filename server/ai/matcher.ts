import type { LocaleCode } from '../locale';
import { ASSISTANT_TEXTS, TOPICS, type AssistantTexts, type Topic } from './texts';

type Test = (folded: string) => boolean;

function fold(text: string, spaced: boolean): string {
  const lower = text.normalize('NFKC').toLowerCase();
  // Ignoring accents lets "deposito" match "depósito"; "đ" is a letter of its own, not d + a mark.
  return spaced ? lower.normalize('NFD').replace(/\p{M}+/gu, '').replace(/đ/g, 'd') : lower;
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

type CompiledTexts = { spaced: boolean; topics: [Topic, Test[]][] };
const compiled = new Map<LocaleCode, CompiledTexts>();

function compile(texts: AssistantTexts): CompiledTexts {
  return {
    spaced: texts.spaced,
    topics: TOPICS.map((topic) => [topic, texts.keywords[topic].map((keyword) => compileKeyword(keyword, texts.spaced))]),
  };
}

/** The first topic (in TOPICS order) with a keyword in the text, or undefined. */
export function matchTopic(text: string, locale: LocaleCode): Topic | undefined {
  let entry = compiled.get(locale);
  if (!entry) {
    entry = compile(ASSISTANT_TEXTS[locale]);
    compiled.set(locale, entry);
  }
  const folded = fold(text, entry.spaced);
  return entry.topics.find(([, tests]) => tests.some((test) => test(folded)))?.[0];
}
