import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/apiError';
import { ERROR_CODE } from '../../protocol/codes';
import { LOCALE_TAGS } from '../../protocol/locales';
import { RichText } from '../../ui/RichText';
import { ChatWithSupport } from './ChatWithSupport';
import { FaqBreadcrumbs } from './FaqBreadcrumbs';
import { FaqPage } from './FaqPage';
import { HelpfulVote } from './HelpfulVote';
import { QueryStatus } from './QueryStatus';
import { useFaqDetailsQuery, useFaqTypesQuery } from './faqApi';
import { useQueryParam } from './faqLinks';
import { useFaqScope } from './useFaqScope';

/** A link without ?id= names no question: shown like an unknown one. */
const MISSING_ID: ApiError = { code: ERROR_CODE.notFound, message: 'no id' };

interface AnswerViewProps {
  /** Shown as the heading until the question has loaded. */
  screenTitleKey: string;
  /** /faqreply is reached from the chat: its action leads back there. */
  fromChat?: boolean;
}

/** One answer (?id=): the question as the heading, the sanitised answer, the vote and the way to chat. */
export function AnswerView({ screenTitleKey, fromChat = false }: AnswerViewProps) {
  const { t } = useTranslation();
  const scope = useFaqScope();
  const id = useQueryParam('id');
  const details = useFaqDetailsQuery({ ...scope, id }, { skip: !id });
  const types = useFaqTypesQuery(scope, { skip: fromChat });
  const question = details.data;
  const category = types.data?.find((type) => type.id === question?.type_id);
  const updated = question?.updated_at
    ? new Intl.DateTimeFormat(LOCALE_TAGS[scope.language], { dateStyle: 'medium' }).format(question.updated_at)
    : null;

  return (
    <FaqPage
      title={question?.title ?? t(screenTitleKey)}
      nav={fromChat ? null : <FaqBreadcrumbs category={category} />}
    >
      <QueryStatus
        isLoading={details.isLoading}
        error={id ? details.error : MISSING_ID}
        onRetry={() => void details.refetch()}
        isEmpty={false}
        emptyText=""
      >
        {question ? (
          <article className="faq-answer">
            <RichText className="faq-answer__content" html={question.content} />
            {updated ? <p className="faq-answer__updated">{t('faq.updated', { date: updated })}</p> : null}
            <HelpfulVote questionId={question.id} />
            <ChatWithSupport question={question} labelKey={fromChat ? 'faq.backToChat' : 'faq.chatWithSupport'} />
          </article>
        ) : null}
      </QueryStatus>
    </FaqPage>
  );
}
