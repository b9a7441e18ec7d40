import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../ui/Notice';
import { errorScreenShown } from './fieldCapture';
import { useAppDispatch } from './hooks';
import { useDocumentScheme } from './SchemedRoot';

/** Any error while loading or rendering a route (a chunk that failed to download, a bug). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(errorScreenShown());
  }, [dispatch]);
  // In place of the root's element, which would have set it.
  useDocumentScheme();
  return (
    <Notice title={t('errors.generic')}>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </Notice>
  );
}
