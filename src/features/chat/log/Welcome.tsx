import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../lib/store/hooks';
import { selectWelcome } from '../state/chatSelectors';
import { askAi } from '../state/sending';

/** The AI welcome and its quick-question list (spec §2); a tap asks the question. */
export function Welcome() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const welcome = useSelector(selectWelcome);
  if (!welcome) return null;

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
        </nav>
      )}
    </section>
  );
}
