import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FaqSearchForm } from './FaqSearchForm';
import { QuestionList } from './QuestionList';
import { QueryStatus } from './QueryStatus';
import { useFaqQuestionsQuery } from './faqApi';
import { useQueryParam } from './faqLinks';
import { useFaqScope } from './useFaqScope';

/** The search box; the keyword lives in the address (?keyword=), so back and reload keep the results. */
export function FaqSearch() {
  const labelId = useId();
  const { pathname } = useLocation();
  const keyword = useQueryParam('keyword').trim();
  return (
    <section className="faq-search" aria-labelledby={labelId}>
      <FaqSearchForm pathname={pathname} initialKeyword={keyword} labelId={labelId} />
      {keyword ? <SearchResults keyword={keyword} /> : null}
    </section>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const scope = useFaqScope();
  const result = useFaqQuestionsQuery({ ...scope, keyword });
  return (
    <div className="faq-search__results" aria-live="polite">
      <h2 className="faq__heading">{t('faq.searchResults', { keyword })}</h2>
      <QueryStatus
        isLoading={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        isEmpty={result.data?.list.length === 0}
        emptyText={t('faq.noResults', { keyword })}
      >
        <QuestionList questions={result.data?.list ?? []} answerPath="/faqanswery" showSummary />
      </QueryStatus>
    </div>
  );
}
