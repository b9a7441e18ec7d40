import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/store/hooks';
import type { AiReply } from '../../../protocol/entities';
import { askAi } from '../state/sending';
import './suggestions.css';

/** DETECTED_SAME_QUESTIONS (spec §4): the suggested questions, and "Start over" when reset_question is 1. */
export default function SuggestedQuestions({ reply }: { reply: AiReply }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="suggestions">
      <ul className="quick-questions" aria-label={t('chat.suggestedQuestions')}>
        {(reply.data.questions ?? []).map((question) => (
          <li key={question.id}>
            <button
              type="button"
              className="quick-questions__button"
              onClick={() => dispatch(askAi({ query: question.title, question }))}
            >
              {question.title}
            </button>
          </li>
        ))}
      </ul>
      {reply.reset_question === 1 && (
        <button
          type="button"
          className="older__button"
          onClick={() =>
            dispatch(askAi({ query: t('chat.startOver'), resetQuestionType: reply.data.question_type ?? 0 }))
          }
        >
          {t('chat.startOver')}
        </button>
      )}
    </div>
  );
}
