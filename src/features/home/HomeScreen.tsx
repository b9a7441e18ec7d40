import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { ConversationItem } from '../conversations/ConversationItem';
import { useRecentConversationsQuery } from '../conversations/conversationsApi';
import { useFaqQuestionsQuery } from '../faq/faqApi';
import { faqLink } from '../faq/faqLinks';
import { FaqSearchForm } from '../faq/FaqSearchForm';
import { useFaqHomePath, useFaqScope } from '../faq/useFaqScope';
import { selectUserId } from '../session/sessionSelectors';
import { useSignedIn } from '../session/useSignedIn';
import './home.css';

const TOP_QUESTIONS = 3;

/** `/`: the help home (greeting, chat, the latest conversation, FAQ shortcuts, other channels). */
export function HomeScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const nickname = useAppSelector((state) => state.session.nickname.trim());
  const identity = useSignedIn(false);

  return (
    <main className="screen home">
      <header className="home__hero">
        <h1 className="screen__title home__greeting">{nickname ? t('home.greetingName', { name: nickname }) : t('home.greeting')}</h1>
        <p className="home__subtitle">{t('home.subtitle')}</p>
      </header>

      <section className="home__card" aria-labelledby="home-chat">
        <h2 id="home-chat" className="home__heading">
          {t('home.chatTitle')}
        </h2>
        <p className="home__muted">{t('home.chatBody')}</p>
        <Link className="button button--primary home__cta" to={{ pathname: '/chat', search }}>
          {t('home.chatWithSupport')}
        </Link>
      </section>

      {identity.wanted && identity.status !== 'failed' ? <RecentConversation signedIn={identity.status === 'signedIn'} /> : null}

      <FaqShortcuts />

      <section className="home__card" aria-labelledby="home-social">
        <h2 id="home-social" className="home__heading">
          {t('home.otherWaysTitle')}
        </h2>
        <p className="home__muted">{t('home.otherWaysBody')}</p>
        <Link className="home__link" to={{ pathname: '/social', search }}>
          {t('home.contactUs')}
        </Link>
      </section>
    </main>
  );
}

function RecentConversation({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const myId = useAppSelector(selectUserId);
  const result = useRecentConversationsQuery(undefined, { skip: !signedIn });
  const latest = result.data?.conversations[0];
  if (result.isError) return null; // the chat list itself shows the error and the retry
  return (
    <section className="home__card" aria-labelledby="home-recent" aria-busy={!result.data}>
      <h2 id="home-recent" className="home__heading">
        {t('home.recentTitle')}
      </h2>
      {!result.data ? (
        <p className="home__muted">{t('common.loading')}</p>
      ) : latest ? (
        <ConversationItem entry={latest} myId={myId} />
      ) : (
        <p className="home__muted">{t('conversations.empty')}</p>
      )}
      <Link className="home__link" to={{ pathname: '/chatlist', search }}>
        {t('home.allConversations')}
      </Link>
    </section>
  );
}

function FaqShortcuts() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const scope = useFaqScope();
  const faqHome = useFaqHomePath();
  const top = useFaqQuestionsQuery({ ...scope, top: true, pageSize: TOP_QUESTIONS }, { skip: !scope.appKey });
  const questions = top.data?.list.slice(0, TOP_QUESTIONS) ?? [];

  return (
    <section className="home__card" aria-labelledby="home-help">
      <h2 id="home-help" className="home__heading">
        {t('home.helpTitle')}
      </h2>
      <FaqSearchForm pathname={faqHome} hideLabel />
      {questions.length > 0 ? (
        <>
          <h3 className="home__subheading">{t('faq.topQuestions')}</h3>
          <ul className="home__questions">
            {questions.map((question) => (
              <li key={question.id}>
                <Link className="home__question" to={faqLink('/faqdetail', search, { id: question.id })}>
                  {question.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className="home__link" to={faqLink(faqHome, search)}>
        {t('home.browseHelp')}
      </Link>
    </section>
  );
}
