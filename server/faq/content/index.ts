import type { LocaleCode } from '../../locale';
import type { FaqLocaleContent } from './catalog';
import { BR } from './br';
import { CN } from './cn';
import { ID } from './id';
import { JP } from './jp';
import { NG } from './ng';
import { RU } from './ru';
import { TH } from './th';
import { US } from './us';
import { VN } from './vn';

export { FAQ_QUESTIONS, FAQ_TYPES, type CatalogQuestion, type CatalogType, type FaqLocaleContent } from './catalog';

/**
 * A deliberately hostile answer, as if the CMS behind a real FAQ had been tampered with: the client
 * must render it without running anything (tests look for it by these markers).
 */
export const HOSTILE_MARKUP =
  '<img src=x onerror="alert(1)"><script>alert("faq")</script><a href="javascript:alert(1)">Fix it now</a><p onclick="alert(2)">Still stuck? Chat with support.</p>';
export const HOSTILE_QUESTION_KEY = 'blankScreen';

export const FAQ_CONTENT: Record<LocaleCode, FaqLocaleContent> = { CN, US, BR, ID, JP, RU, TH, VN, NG };

/** The answer as served: the hostile question carries its injected markup in every language. */
export function answerOf(locale: LocaleCode, key: keyof FaqLocaleContent['questions']): string {
  const { answer } = FAQ_CONTENT[locale].questions[key];
  return key === HOSTILE_QUESTION_KEY ? `${answer}${HOSTILE_MARKUP}` : answer;
}
