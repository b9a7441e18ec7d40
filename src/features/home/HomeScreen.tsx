import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { selectNickname } from '../../session/screenSelectors';
import { useSignedIn } from '../../session/useSignedIn';
import { Card } from '../../ui/Card';
import { ScreenBar } from '../../ui/navigation/ScreenBar';
import './home.css';

/** What other features show on the help home, composed by src/app. */
export interface HomeSlots {
  /** The latest conversation; shown when the link signs the customer in. */
  LatestConversation?: ComponentType<{ signedIn: boolean }>;
  /** FAQ search and popular questions. */
  HelpShortcuts?: ComponentType;
}

/** `/`: the help home (greeting, chat, the latest conversation, FAQ shortcuts, other channels). */
export function HomeScreen({ LatestConversation, HelpShortcuts }: HomeSlots) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const nickname = useSelector(selectNickname).trim();
  const identity = useSignedIn(false);

  return (
    <main className="screen home">
      <ScreenBar />
      <header className="home__hero">
        <h1 className="screen__title home__greeting">
          {nickname ? t('home.greetingName', { name: nickname }) : t('home.greeting')}
        </h1>
        <p className="home__subtitle">{t('home.subtitle')}</p>
      </header>

      <Card title={t('home.chatTitle')}>
        <p className="card__muted">{t('home.chatBody')}</p>
        <Link className="button button--primary home__cta" to={{ pathname: '/chat', search }}>
          {t('home.chatWithSupport')}
        </Link>
      </Card>

      {LatestConversation && identity.wanted && identity.status !== 'failed' ? (
        <LatestConversation signedIn={identity.status === 'signedIn'} />
      ) : null}

      {HelpShortcuts && <HelpShortcuts />}

      <Card title={t('home.otherWaysTitle')}>
        <p className="card__muted">{t('home.otherWaysBody')}</p>
        <Link className="card__link" to={{ pathname: '/social', search }}>
          {t('home.contactUs')}
        </Link>
      </Card>
    </main>
  );
}
