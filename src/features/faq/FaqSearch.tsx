import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FAQ_KEYWORD_MAX_LENGTH } from '../../protocol/faq';
import { faqLink } from './faqLinks';
import { QuestionList } from './QuestionList';
import { QueryStatus } from './QueryStatus';
import { useFaqQuestionsQuery } from './faqApi';
import { useFaqScope } from './useFaqScope';

/** The search box; the keyword lives in the address (?keyword=), so back and reload keep the results. */
export function FaqSearch() {
  const { t } = useTranslation();
  const inputId = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const [draft, setDraft] = useState(keyword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    navigate(faqLink(pathname, search, text ? { keyword: text } : {}));
  };

  return (
    <section className="faq-search" aria-labelledby={`${inputId}-label`}>
      <form role="search" className="faq-search__form" onSubmit={submit}>
        <label id={`${inputId}-label`} htmlFor={inputId} className="faq-search__label">
          {t('faq.searchLabel')}
        </label>
        <div className="faq-search__row">
          <input
            id={inputId}
            className="text-input faq-search__input"
            type="search"
            value={draft}
            maxLength={FAQ_KEYWORD_MAX_LENGTH}
            placeholder={t('faq.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('faq.searchButton')}
          </button>
        </div>
      </form>
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
