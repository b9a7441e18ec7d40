import { ERROR_CODE } from '../../src/protocol/codes';
import { HELP_CENTRE_LIMITS } from '../../src/protocol/helpCentreEditing';
import { SandboxError } from '../errors';
import type { ArticleVersion } from '../store/faqEditing';
import { characterCount } from '../validation';
import { sanitizeAnswerHtml } from './sanitizeAnswer';

const tooLong = (field: string, max: number) =>
  new SandboxError(ERROR_CODE.parameterError, `${field} is longer than ${max} characters`);

/**
 * Phrasings as an editor typed them: trimmed, blank ones and repeats (same text, any case) left out;
 * too many or too long ones refused.
 */
export function phrasingsOf(typed: readonly string[]): string[] {
  if (typed.length > HELP_CENTRE_LIMITS.phrasingsMax)
    throw new SandboxError(ERROR_CODE.parameterError, `at most ${HELP_CENTRE_LIMITS.phrasingsMax} phrasings`);
  const seen = new Set<string>();
  const phrasings: string[] = [];
  for (const text of typed.map((phrasing) => phrasing.trim())) {
    if (characterCount(text) > HELP_CENTRE_LIMITS.phrasingMaxChars)
      throw tooLong('a phrasing', HELP_CENTRE_LIMITS.phrasingMaxChars);
    const folded = text.toLowerCase();
    if (text === '' || seen.has(folded)) continue;
    seen.add(folded);
    phrasings.push(text);
  }
  return phrasings;
}

/** What an editor saves, checked and made safe: a title (required), the answer's HTML sanitized, the phrasings. */
export function articleVersionOf(input: {
  title: string;
  content: string;
  phrasings: readonly string[];
}): ArticleVersion {
  const title = input.title.trim();
  if (title === '') throw new SandboxError(ERROR_CODE.parameterError, 'title is required');
  if (characterCount(title) > HELP_CENTRE_LIMITS.titleMaxChars)
    throw tooLong('title', HELP_CENTRE_LIMITS.titleMaxChars);
  if (characterCount(input.content) > HELP_CENTRE_LIMITS.contentMaxChars)
    throw tooLong('content', HELP_CENTRE_LIMITS.contentMaxChars);
  return { title, content: sanitizeAnswerHtml(input.content), phrasings: phrasingsOf(input.phrasings) };
}
