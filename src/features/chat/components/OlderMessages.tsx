import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { chatApi } from '../chatApi';
import { selectConversation, selectFirstStoredSeq, selectHasOlderMessages } from '../chatSelectors';

/** Loads the page of 10 before the first stored message (history-list); a button, so keyboards can too. */
export function useOlderMessages() {
  const conversation = useAppSelector(selectConversation);
  const firstSeq = useAppSelector(selectFirstStoredSeq);
  const hasOlder = useAppSelector(selectHasOlderMessages);
  const [fetchPage, { isFetching, isError }] = chatApi.useLazyHistoryListQuery();
  const load = () => {
    if (conversation && hasOlder && !isFetching) void fetchPage({ conversationId: conversation.conversation_id, beforeSeq: firstSeq });
  };
  return { hasOlder, isFetching, isError, load };
}

export function OlderMessages({ older }: { older: ReturnType<typeof useOlderMessages> }) {
  const { t } = useTranslation();
  if (!older.hasOlder) return null;
  return (
    <div className="older">
      <button type="button" className="older__button" onClick={older.load} disabled={older.isFetching}>
        {older.isFetching ? t('common.loading') : t('chat.showEarlier')}
      </button>
      {older.isError && <p role="alert">{t('errors.unreachable')}</p>}
    </div>
  );
}
