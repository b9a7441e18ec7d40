import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { chatApi } from '../chatApi';
import { selectNextOlderPage } from '../chatSelectors';

/** Loads the page of 10 before the first stored message (history-list); a button, so keyboards can too. */
export function useOlderMessages() {
  const nextPage = useSelector(selectNextOlderPage);
  const [fetchPage, { isFetching, isError }] = chatApi.useLazyHistoryListQuery();
  const load = () => {
    if (nextPage && !isFetching) void fetchPage(nextPage);
  };
  return { hasOlder: nextPage !== null, isFetching, isError, load };
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
