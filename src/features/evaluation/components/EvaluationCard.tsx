import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from 'react-redux';
import { useAppDispatch } from '../../../lib/store/hooks';
import { evaluationOpened } from '../evaluationActions';
import { evaluationApi } from '../evaluationApi';
import { selectCardState } from '../evaluationSelectors';
import '../evaluation.css';

const MAX_SCORE = 5;

/**
 * The 202 evaluation card in the conversation (spec §5, §8). What it shows comes from the server, so it
 * is the same after a reload and on every device: the score once rated; "Rating closed" when greyed
 * (312) or when a later session ended (only the latest can be rated); else "Rate the conversation".
 */
export function EvaluationCard({ receptionId }: { receptionId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  evaluationApi.useCustomerEvaluationsQuery();
  const card = useSelector(
    (state: Parameters<typeof selectCardState>[0]) => selectCardState(state, receptionId),
    shallowEqual,
  );
  return (
    <article className={`evaluation-card${card.kind === 'open' ? '' : ' evaluation-card--closed'}`}>
      <p className="evaluation-card__text">{t('evaluation.cardText')}</p>
      {card.kind === 'rated' && card.score !== undefined ? (
        <p className="evaluation-card__rated">
          <span aria-hidden="true" className="evaluation-card__stars">
            {'★'.repeat(card.score) + '☆'.repeat(MAX_SCORE - card.score)}
          </span>{' '}
          {t('evaluation.rated', { score: card.score })}
        </p>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={card.kind !== 'open'}
          onClick={() => dispatch(evaluationOpened({ receptionId }))}
        >
          {card.kind === 'rated'
            ? t('errors.alreadySubmitted')
            : card.kind === 'closed'
              ? t('evaluation.closed')
              : t('evaluation.rate')}
        </button>
      )}
    </article>
  );
}
