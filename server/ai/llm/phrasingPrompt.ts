import type { LocaleCode } from '../../locale';
import type { ChatMessage } from './chatCompletions';

/** The help-centre article an answer came from, as the chat shows it. */
export interface AnsweredArticle {
  title: string;
  /** The article's chat text (knowledge/articleText.ts): a paragraph per line, "• " list items, links written out. */
  text: string;
}

/** The customer's language in English words for the model. */
const LANGUAGE_NAMES: Record<LocaleCode, string> = {
  CN: 'Simplified Chinese',
  US: 'English',
  BR: 'Brazilian Portuguese',
  ID: 'Indonesian',
  JP: 'Japanese',
  RU: 'Russian',
  TH: 'Thai',
  VN: 'Vietnamese',
  NG: 'Nigerian English',
};

/**
 * What the model is told: the article (in the system message, trusted) and the customer's question (in
 * the user message, not trusted: it may ask the model to ignore the article). Nothing else of the
 * conversation or the customer is sent.
 */
export function phrasingPrompt(article: AnsweredArticle, question: string, locale: LocaleCode): ChatMessage[] {
  const instructions = [
    "You are a customer-support assistant. Answer the customer's question using only the help-centre article below.",
    `Write in the customer's language: the language of their question, usually ${LANGUAGE_NAMES[locale]}.`,
    "Keep the article's facts, numbers, steps, names and links exactly; add nothing the article does not say.",
    'If the article does not answer the question, say briefly what the article does cover.',
    'Be short and friendly. Plain text only, no Markdown: a paragraph per line, list items as lines starting with "• ", links written out as URLs.',
  ].join('\n');
  return [
    { role: 'system', content: `${instructions}\n\nArticle: ${article.title}\n\n${article.text}` },
    { role: 'user', content: question },
  ];
}
