import { ERROR_CODE } from '../../protocol/codes';
import { HELP_CENTRE_LIMITS } from '../../protocol/helpCentreEditing';
import { UNREACHABLE_PROBLEM } from '../agents';
import type { Refusal } from './helpCentreApi';

export const READ_ONLY_EXPLANATION =
  'Read only: you do not have the help-centre editor role. Ask an administrator for it to change articles.';

const { titleMaxChars, phrasingsMax, phrasingMaxChars } = HELP_CENTRE_LIMITS;

/** What the help centre's screens say when the sandbox refuses a call or cannot be reached. */
export function helpCentreProblemOf(refusal: Refusal): string {
  if (refusal === 'unreachable') return UNREACHABLE_PROBLEM;
  switch (refusal) {
    case ERROR_CODE.forbidden:
      return `Not saved. ${READ_ONLY_EXPLANATION}`;
    case ERROR_CODE.tokenInvalid:
    case ERROR_CODE.tokenExpired:
      return 'Your session has ended. Sign out, then sign in again.';
    case ERROR_CODE.parameterError:
      return `Refused as invalid: a title of 1 to ${titleMaxChars} characters, an answer, and at most ${phrasingsMax} phrasings of up to ${phrasingMaxChars} characters each.`;
    case ERROR_CODE.notFound:
      return 'That article or question is no longer there.';
    case ERROR_CODE.unsupportedProduct:
      return 'This product does not exist in the sandbox.';
    case ERROR_CODE.tooManyRequests:
      return 'Too many requests. Wait a moment, then try again.';
    default:
      return `The sandbox could not do it (error ${refusal}).`;
  }
}

/** Adding a question as a phrasing: the article must be published in the language, the text short enough. */
export function addPhrasingProblemOf(refusal: Refusal): string {
  if (refusal === ERROR_CODE.parameterError)
    return `Not added: the article is not published in this language yet, already has ${phrasingsMax} phrasings, or the question is over ${phrasingMaxChars} characters.`;
  return helpCentreProblemOf(refusal);
}
