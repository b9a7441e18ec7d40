import { ERROR_CODE } from '../../protocol/codes';
import { HELP_CENTRE_LIMITS } from '../../protocol/helpCentreEditing';
import { UNREACHABLE_PROBLEM } from '../agents';
import { consoleText, type ConsoleText } from '../i18n/consoleText';
import type { Refusal } from './helpCentreApi';

export const READ_ONLY_EXPLANATION = consoleText('helpCentre.readOnly');

const { titleMaxChars, phrasingsMax, phrasingMaxChars } = HELP_CENTRE_LIMITS;

/** What the help centre's screens say when the sandbox refuses a call or cannot be reached. */
export function helpCentreProblemOf(refusal: Refusal): ConsoleText {
  if (refusal === 'unreachable') return UNREACHABLE_PROBLEM;
  switch (refusal) {
    case ERROR_CODE.forbidden:
      return consoleText('helpCentre.problems.notSaved');
    case ERROR_CODE.tokenInvalid:
    case ERROR_CODE.tokenExpired:
      return consoleText('helpCentre.problems.sessionEnded');
    case ERROR_CODE.parameterError:
      return consoleText('helpCentre.problems.invalid', {
        titleMax: titleMaxChars,
        phrasingsMax,
        phrasingMax: phrasingMaxChars,
      });
    case ERROR_CODE.notFound:
      return consoleText('helpCentre.problems.notFound');
    case ERROR_CODE.unsupportedProduct:
      return consoleText('helpCentre.problems.noProduct');
    case ERROR_CODE.tooManyRequests:
      return consoleText('helpCentre.problems.tooMany');
    default:
      return consoleText('helpCentre.problems.other', { code: refusal });
  }
}

/** Adding a question as a phrasing: the article must be published in the language, the text short enough. */
export function addPhrasingProblemOf(refusal: Refusal): ConsoleText {
  if (refusal === ERROR_CODE.parameterError)
    return consoleText('helpCentre.problems.notAdded', { phrasingsMax, phrasingMax: phrasingMaxChars });
  return helpCentreProblemOf(refusal);
}
