import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Card } from '../../ui/Card';
import { useFaqQuestionsQuery } from './faqApi';
import { faqLink } from '../../lib/faqLink';
import { FaqSearchForm } from './FaqSearchForm';
import { useFaqHomePath, useFaqScope } from './useFaqScope';
import './faqShortcuts.css';

const TOP_QUESTIONS = 3;

/** The help home's way into the FAQ: search, the most asked questions, and "browse all". */
export function FaqShortcuts() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const scope = useFaqScope();
  const faqHome = useFaqHomePath();
  const top = useFaqQuestionsQuery({ ...scope, top: true, pageSize: TOP_QUESTIONS }, { skip: !scope.appKey });
  const questions = top.data?.list.slice(0, TOP_QUESTIONS) ?? [];

  return (
    <Card title={t('home.helpTitle')}>
      <FaqSearchForm pathname={faqHome} hideLabel />
      {questions.length > 0 ? (
        <>
          <h3 className="faq-shortcuts__subheading">{t('faq.topQuestions')}</h3>
          <ul className="faq-shortcuts__questions">
            {questions.map((question) => (
              <li key={question.id}>
                <Link className="faq-shortcuts__question" to={faqLink('/faqdetail', search, { id: question.id })}>
                  {question.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className="card__link" to={faqLink(faqHome, search)}>
        {t('home.browseHelp')}
      </Link>
    </Card>
  );
}
