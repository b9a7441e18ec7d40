import { useTranslation } from 'react-i18next';
import { CategoryList } from './CategoryList';
import { FaqPage } from './FaqPage';
import { FaqSearch } from './FaqSearch';
import { GuideList } from './GuideList';
import { QueryStatus } from './QueryStatus';
import { QuestionList } from './QuestionList';
import { useFaqQuestionsQuery, useFaqTypesQuery } from './faqApi';
import { useQueryParam } from './faqLinks';
import { useFaqScope } from './useFaqScope';

interface FaqHomeProps {
  /** list: /faqmain; cards: /faqa (color scheme ≥ 3); compact: /faqb. */
  layout: 'list' | 'cards' | 'compact';
}

/** The FAQ home: search, popular questions, topics and the legacy guides. */
export function FaqHome({ layout }: FaqHomeProps) {
  const { t } = useTranslation();
  const searching = useQueryParam('keyword').trim() !== '';
  return (
    <FaqPage title={t('faq.homeTitle')} variant={layout}>
      <FaqSearch />
      {searching ? null : (
        <>
          <TopQuestions />
          <Categories layout={layout} />
          {layout === 'compact' ? null : <GuideList />}
        </>
      )}
    </FaqPage>
  );
}

function TopQuestions() {
  const { t } = useTranslation();
  const top = useFaqQuestionsQuery({ ...useFaqScope(), top: true });
  return (
    <section className="faq__section" aria-labelledby="faq-top">
      <h2 id="faq-top" className="faq__heading">
        {t('faq.topQuestions')}
      </h2>
      <QueryStatus
        isLoading={top.isLoading}
        error={top.error}
        onRetry={() => void top.refetch()}
        isEmpty={top.data?.list.length === 0}
        emptyText={t('faq.noQuestions')}
      >
        <QuestionList questions={top.data?.list ?? []} />
      </QueryStatus>
    </section>
  );
}

function Categories({ layout }: FaqHomeProps) {
  const { t } = useTranslation();
  const types = useFaqTypesQuery(useFaqScope());
  return (
    <section className="faq__section" aria-labelledby="faq-topics">
      <h2 id="faq-topics" className="faq__heading">
        {t('faq.categories')}
      </h2>
      <QueryStatus
        isLoading={types.isLoading}
        error={types.error}
        onRetry={() => void types.refetch()}
        isEmpty={types.data?.length === 0}
        emptyText={t('faq.noTopics')}
      >
        <CategoryList types={types.data ?? []} layout={layout} />
      </QueryStatus>
    </section>
  );
}
