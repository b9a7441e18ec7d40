import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

interface PlaceholderScreenProps {
  /** Translation key of the screen's name. */
  titleKey: string;
}

/** A route whose screen a later issue builds: it says what it is and how to get back. */
export function PlaceholderScreen({ titleKey }: PlaceholderScreenProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <main className="screen">
      <h1 className="screen__title">{t(titleKey)}</h1>
      <p>{t('placeholder.body')}</p>
      <p>
        <Link className="button button--primary" to={{ pathname: '/chat', search }}>
          {t('placeholder.openChat')}
        </Link>
      </p>
    </main>
  );
}
