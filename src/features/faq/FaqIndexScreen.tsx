import { useTranslation } from 'react-i18next';
import type { FaqQuestionSummary } from '../../protocol/faq';
import { FAQ_PAGE_SIZE_MAX } from '../../protocol/faq';
import { FaqPage } from './FaqPage';
import { QueryStatus } from './QueryStatus';
import { QuestionList } from './QuestionList';
import { useFaqQuestionsQuery, useFaqTypesQuery } from './faqApi';
import { useFaqScope } from './useFaqScope';

/**
 * Every question by topic on one page. Spec §2: no guard runs here, so it works without signing in;
 * its links go to /faqdetail, which skips the guard too.
 */
export function FaqIndexScreen() {
  const { t } = useTranslation();
  const scope = useFaqScope();
  const types = useFaqTypesQuery(scope);
  const questions = useFaqQuestionsQuery({ ...scope, pageSize: FAQ_PAGE_SIZE_MAX });
  const byType = new Map<string, FaqQuestionSummary[]>();
  for (const question of questions.data?.list ?? [])
    byType.set(question.type_id, [...(byType.get(question.type_id) ?? []), question]);
  return (
    <FaqPage title={t('screens.faqindex')}>
      <QueryStatus
        isLoading={types.isLoading || questions.isLoading}
        error={types.error ?? questions.error}
        onRetry={() => {
          void types.refetch();
          void questions.refetch();
        }}
        isEmpty={types.data?.length === 0}
        emptyText={t('faq.noTopics')}
      >
        {types.data?.map((type) => (
          <section key={type.id} className="faq__section" aria-labelledby={`faq-index-${type.id}`}>
            <h2 id={`faq-index-${type.id}`} className="faq__heading">
              {type.name}
            </h2>
            <QuestionList questions={byType.get(type.id) ?? []} />
          </section>
        ))}
      </QueryStatus>
    </FaqPage>
  );
}
