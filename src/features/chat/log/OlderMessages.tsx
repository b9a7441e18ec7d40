import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { chatApi } from '../api/chatApi';
import { selectNextOlderPage, type OlderPage } from '../state/chatSelectors';

const samePage = (a: OlderPage | undefined, b: OlderPage) =>
  a?.conversationId === b.conversationId && a.beforeSeq === b.beforeSeq;

/**
 * Loads the page of 10 before the first stored message (history-list). Scrolling asks for each page
 * once, so a page that failed or brought nothing is not asked for again and again; the button asks
 * again (`again`), so keyboards can page too and a failure can be retried.
 */
export function useOlderMessages() {
  const nextPage = useSelector(selectNextOlderPage);
  const [fetchPage, { isFetching, isError, originalArgs }] = chatApi.useLazyHistoryListQuery();
  const load = (again?: boolean) => {
    if (nextPage && !isFetching && (again || !samePage(originalArgs, nextPage))) void fetchPage(nextPage);
  };
  return { hasOlder: nextPage !== null, isFetching, isError, load };
}

export function OlderMessages({ older }: { older: ReturnType<typeof useOlderMessages> }) {
  const { t } = useTranslation();
  if (!older.hasOlder) return null;
  return (
    <div className="older">
      <button type="button" className="older__button" onClick={() => older.load(true)} disabled={older.isFetching}>
        {older.isFetching ? t('common.loading') : t('chat.showEarlier')}
      </button>
      {older.isError && <p role="alert">{t('errors.unreachable')}</p>}
    </div>
  );
}
