import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ScreenBar } from '../../ui/navigation/ScreenBar';

interface InfoScreenProps {
  /** Translation keys of the screen's name and its one paragraph. */
  titleKey: string;
  bodyKey: string;
}

/** A screen that only says what it is, with the way to the chat. */
export function InfoScreen({ titleKey, bodyKey }: InfoScreenProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <main className="screen">
      <ScreenBar />
      <h1 className="screen__title">{t(titleKey)}</h1>
      <p>{t(bodyKey)}</p>
      <p>
        <Link className="button button--primary" to={{ pathname: '/chat', search }}>
          {t('home.chatWithSupport')}
        </Link>
      </p>
    </main>
  );
}
