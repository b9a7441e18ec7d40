import { useTranslation } from 'react-i18next';
import { Notice } from '../ui/Notice';

/** Any error while loading or rendering a route (a chunk that failed to download, a bug). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <Notice title={t('errors.generic')}>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </Notice>
  );
}
