import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { QuickQuestion } from '../../../protocol/entities';
import { selectUserId } from '../../session/sessionSelectors';
import { aiQuestionSubmitted } from '../chatActions';
import { selectConversation, selectMsgStage, selectWelcome } from '../chatSelectors';

/** The AI welcome and its quick-question list (spec §2); a tap asks the question. */
export function Welcome() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const welcome = useAppSelector(selectWelcome);
  const conversation = useAppSelector(selectConversation);
  const selfId = useAppSelector(selectUserId);
  const msgStage = useAppSelector(selectMsgStage);
  if (!welcome) return null;

  const ask = (question: QuickQuestion) => {
    if (!conversation || !selfId) return;
    dispatch(aiQuestionSubmitted({ senderId: selfId, aiUserId: conversation.opposite_id, query: question.title, question, msgStage }));
  };

  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title" className="visually-hidden">
        {t('chat.welcomeTitle')}
      </h2>
      <p className="bubble bubble--theirs bubble__text">{welcome.text}</p>
      {welcome.questions.length > 0 && (
        <nav aria-label={t('chat.quickQuestions')}>
          <ul className="quick-questions">
            {welcome.questions.map((question) => (
              <li key={question.id}>
                <button type="button" className="quick-questions__button" onClick={() => ask(question)}>
                  {question.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
