import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <main className="screen">
      <h1 className="screen__title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link className="button button--primary" to={{ pathname: '/chat', search }}>
          {t('placeholder.openChat')}
        </Link>
      </p>
    </main>
  );
}
