import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { errorCodeOf } from '../../api/apiError';
import { errorMessageKey, isRetryable } from '../../lib/i18n/errorMessages';
import { selectUserId } from '../../session/sessionSelectors';
import { useSignedIn } from '../../session/useSignedIn';
import { ScreenBar } from '../../ui/navigation/ScreenBar';
import { ConversationItem } from './ConversationItem';
import { useRecentConversationsQuery } from './conversationsApi';
import './conversations.css';

/** /chatlist (spec §2): the user's conversations, newest first, live while shown. */
export function ChatListScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const identity = useSignedIn();
  const myId = useSelector(selectUserId);
  const signedIn = identity.status === 'signedIn';
  const result = useRecentConversationsQuery(undefined, { skip: !signedIn });

  const conversations = result.data?.conversations ?? [];
  let body;
  if (identity.status === 'failed') {
    body = (
      <div className="conversations__error" role="alert">
        <p>{t(errorMessageKey(identity.error))}</p>
        {isRetryable(identity.error) ? (
          <button type="button" className="button" onClick={identity.retry}>
            {t('common.retry')}
          </button>
        ) : (
          <p>{t('errors.reopenFromApp')}</p>
        )}
      </div>
    );
  } else if (!signedIn || result.isLoading) {
    body = (
      <p className="conversations__status" role="status">
        {t('common.loading')}
      </p>
    );
  } else if (result.isError) {
    body = (
      <div className="conversations__error" role="alert">
        <p>{t(errorMessageKey(errorCodeOf(result.error)))}</p>
        <button type="button" className="button" onClick={() => void result.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (conversations.length === 0) {
    body = (
      <div className="conversations__empty">
        <p>{t('conversations.empty')}</p>
        <Link className="button button--primary" to={{ pathname: '/chat', search }}>
          {t('conversations.startChat')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="conversations__list">
        {conversations.map((entry) => (
          <li key={entry.conversation_id}>
            <ConversationItem entry={entry} myId={myId} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main className="screen conversations">
      <ScreenBar />
      <h1 className="screen__title">{t('screens.chatlist')}</h1>
      {body}
    </main>
  );
}
