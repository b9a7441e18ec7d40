import { useTranslation } from 'react-i18next';
import { FaqBreadcrumbs } from './FaqBreadcrumbs';
import { FaqPage } from './FaqPage';
import { QueryStatus } from './QueryStatus';
import { QuestionList } from './QuestionList';
import { useFaqQuestionsQuery, useFaqTypesQuery } from './faqApi';
import { useQueryParam } from './faqLinks';
import { useFaqScope } from './useFaqScope';

/** One category's questions (?type_id=). */
export function FaqClassScreen() {
  const { t } = useTranslation();
  const scope = useFaqScope();
  const typeId = useQueryParam('type_id');
  const types = useFaqTypesQuery(scope);
  const questions = useFaqQuestionsQuery({ ...scope, typeId, pageSize: 50 }, { skip: !typeId });
  const category = types.data?.find((type) => type.id === typeId);
  return (
    <FaqPage title={category?.name ?? t('screens.faqclass')} nav={<FaqBreadcrumbs />}>
      <QueryStatus
        isLoading={questions.isLoading}
        error={questions.error}
        onRetry={() => void questions.refetch()}
        isEmpty={!typeId || questions.data?.list.length === 0}
        emptyText={t('faq.noQuestions')}
      >
        <QuestionList questions={questions.data?.list ?? []} showSummary />
      </QueryStatus>
    </FaqPage>
  );
}
