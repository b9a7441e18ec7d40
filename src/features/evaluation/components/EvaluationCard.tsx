import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../lib/store/hooks';
import { evaluationOpened } from '../evaluationActions';
import { selectClosedEvaluations, selectSubmittedEvaluations } from '../evaluationSelectors';
import '../evaluation.css';

/** The 202 evaluation card in the conversation; greyed once evaluated ("Already submitted", spec §8) or when 312 says so. */
export function EvaluationCard({ receptionId }: { receptionId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const closed = useSelector(selectClosedEvaluations).includes(receptionId);
  const submitted = useSelector(selectSubmittedEvaluations).includes(receptionId);
  return (
    <article className={`evaluation-card${closed ? ' evaluation-card--closed' : ''}`}>
      <p className="evaluation-card__text">{t('evaluation.cardText')}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={closed}
        onClick={() => dispatch(evaluationOpened({ receptionId }))}
      >
        {submitted ? t('errors.alreadySubmitted') : closed ? t('evaluation.closed') : t('evaluation.rate')}
      </button>
    </article>
  );
}
