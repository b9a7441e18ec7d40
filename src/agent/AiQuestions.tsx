import { useTranslation } from 'react-i18next';

/** What the customer asked the AI assistant before asking for a human, oldest first. */
export function AiQuestions({ questions }: { questions: readonly string[] }) {
  const { t } = useTranslation();
  if (questions.length === 0) return <p className="agent-muted">{t('waiting.noQuestions')}</p>;
  return (
    <>
      <h4>{t('waiting.asked')}</h4>
      <ol className="agent-questions">
        {questions.map((question, index) => (
          <li key={index}>{question}</li>
        ))}
      </ol>
    </>
  );
}
