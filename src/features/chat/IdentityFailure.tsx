import { useTranslation } from 'react-i18next';
import { errorMessageKey, isRetryable } from '../../lib/i18n/errorMessages';
import { identityRequired } from '../../session/sessionSlice';
import { useAppDispatch } from '../../lib/store/hooks';
import { Notice } from '../../ui/Notice';

/** Signing in failed: the translated reason, and a retry where one can help (else: reopen from the app). */
export default function IdentityFailure({ code }: { code: number | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Notice title={t(errorMessageKey(code))}>
      {isRetryable(code) ? (
        <button type="button" className="button button--primary" onClick={() => dispatch(identityRequired())}>
          {t('common.retry')}
        </button>
      ) : (
        <p>{t('errors.reopenFromApp')}</p>
      )}
    </Notice>
  );
}
