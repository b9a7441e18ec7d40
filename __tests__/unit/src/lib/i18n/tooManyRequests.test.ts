/** Over a rate limit or frame budget (tooManyRequests, 1008) the client says to wait, in every locale. */
import { errorMessageKey, isRetryable } from '../../../../../src/lib/i18n/errorMessages';
import { ERROR_CODE } from '../../../../../src/protocol/codes';
import { LOCALE_TAGS } from '../../../../../src/protocol/locales';
import { localeTexts } from '../../../../support/localeTexts';

describe('tooManyRequests (1008) on the client', () => {
  it('maps to its own text and offers a retry (after the wait)', () => {
    expect(errorMessageKey(ERROR_CODE.tooManyRequests)).toBe('errors.tooManyRequests');
    expect(isRetryable(ERROR_CODE.tooManyRequests)).toBe(true);
  });

  it.each(Object.values(LOCALE_TAGS))('%s has a text of its own for it', (tag) => {
    const { errors } = localeTexts(tag) as unknown as { errors: Record<string, string> };
    expect(errors.tooManyRequests).toBeTruthy();
    expect(errors.tooManyRequests).not.toBe(errors.generic);
  });
});
