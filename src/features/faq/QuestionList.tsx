import { Link } from 'react-router';
import type { FaqQuestionSummary } from '../../protocol/faq';
import { useFaqLink } from './faqLinks';

interface QuestionListProps {
  questions: readonly FaqQuestionSummary[];
  /** The answer screen these links open. */
  answerPath?: '/faqdetail' | '/faqanswery';
  showSummary?: boolean;
}

export function QuestionList({ questions, answerPath = '/faqdetail', showSummary = false }: QuestionListProps) {
  const link = useFaqLink();
  return (
    <ul className="faq-questions">
      {questions.map((question) => (
        <li key={question.id}>
          <Link className="faq-questions__link" to={link(answerPath, { id: question.id })}>
            <span className="faq-questions__title">{question.title}</span>
            {showSummary && question.summary ? (
              <span className="faq-questions__summary">{question.summary}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
