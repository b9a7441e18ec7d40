import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { selectUserId } from '../../session/sessionSelectors';
import { Card } from '../../ui/Card';
import { ConversationItem } from './ConversationItem';
import { useRecentConversationsQuery } from './conversationsApi';
import './conversations.css';

/** The help home's latest conversation (live like the list), and the way to all of them. */
export function LatestConversation({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const myId = useSelector(selectUserId);
  const result = useRecentConversationsQuery(undefined, { skip: !signedIn });
  const latest = result.data?.conversations[0];
  if (result.isError) return null; // the chat list itself shows the error and the retry
  return (
    <Card title={t('home.recentTitle')} busy={!result.data}>
      {!result.data ? (
        <p className="card__muted">{t('common.loading')}</p>
      ) : latest ? (
        <ConversationItem entry={latest} myId={myId} />
      ) : (
        <p className="card__muted">{t('conversations.empty')}</p>
      )}
      <Link className="card__link" to={{ pathname: '/chatlist', search }}>
        {t('home.allConversations')}
      </Link>
    </Card>
  );
}
