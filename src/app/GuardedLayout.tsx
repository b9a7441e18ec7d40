import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { Notice } from '../ui/Notice';
import type { GuardResult } from './guard/routeGuardLoader';

const BLOCK_MESSAGES = {
  parameterError: 'errors.parameterError',
  unsupportedProduct: 'errors.unsupportedProduct',
  unreachable: 'errors.unreachable',
  linkTooLong: 'errors.linkTooLong',
} as const;

/** Renders the guarded screens, or the guard's translated reason for blocking them (spec §2). */
export function GuardedLayout() {
  const { t } = useTranslation();
  const guard = useLoaderData() as GuardResult;
  const navigation = useNavigation();
  const revalidator = useRevalidator();

  if (guard.status === 'blocked') {
    return (
      <Notice title={t(BLOCK_MESSAGES[guard.reason])}>
        {guard.reason === 'unreachable' ? (
          <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()}>
            {t('common.retry')}
          </button>
        ) : (
          <p>{t('errors.reopenFromApp')}</p>
        )}
      </Notice>
    );
  }
  return (
    <div className="app" aria-busy={navigation.state === 'loading'}>
      <Outlet />
    </div>
  );
}
