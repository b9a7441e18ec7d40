import { useTranslation } from 'react-i18next';
import { ratingStars, ratingText } from './pastSessions';
import { usePastSession } from './PastSessionsContext';

/** The evaluation card (content type 202) of a session: the customer's score and comment once they rated it. */
export function RatingCard({ receptionId }: { receptionId: string }) {
  const { t } = useTranslation();
  const rating = usePastSession(receptionId)?.rating;
  return (
    <div className="agent-rating">
      <p>
        <strong>{t('profiles.rating.card')}</strong>
        {' · '}
        {rating ? (
          <>
            <span className="agent-rating__stars" aria-hidden="true">
              {ratingStars(rating.score)}
            </span>{' '}
            {ratingText(rating, t)}
          </>
        ) : (
          t('profiles.rating.notYet')
        )}
      </p>
      {rating?.comment ? <p className="agent-text">“{rating.comment}”</p> : null}
    </div>
  );
}
