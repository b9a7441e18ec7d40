import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../api/apiError';
import { errorMessageKey } from '../../lib/i18n/errorMessages';
import { ERROR_CODE } from '../../protocol/codes';

interface QueryStatusProps {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** Loading, error (translated, with retry) and empty states around one RTK Query result. */
export function QueryStatus({ isLoading, error, onRetry, isEmpty, emptyText, children }: QueryStatusProps) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <p className="faq__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (error) {
    const code = errorCodeOf(error);
    return (
      <div className="faq__error" role="alert">
        <p>{code === ERROR_CODE.notFound ? t('faq.notFound') : t(errorMessageKey(code))}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (isEmpty) return <p className="faq__status">{emptyText}</p>;
  return <>{children}</>;
}
