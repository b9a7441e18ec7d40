import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../lib/store/hooks';
import { errorMessageKey } from '../../../lib/i18n/errorMessages';
import { Dialog } from '../../../ui/Dialog';
import { sessionEndedByCustomer, sessionEndedWithEvaluation, type EvaluationAnswers } from '../evaluationActions';
import { selectEndRequest } from '../evaluationSelectors';
import { EvaluationForm } from './EvaluationForm';

/** The end-session popup: end (seat_reception_end), or end and evaluate at once (seat_reception_end_and_evaluate). */
export function EndSessionDialog({ receptionId, onClose }: { receptionId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const endRequest = useSelector(selectEndRequest);
  const [rating, setRating] = useState(false);
  const busy = endRequest?.status === 'pending';
  const error = endRequest?.status === 'failed' ? t(errorMessageKey(endRequest.errorCode)) : null;
  const endedAndRated = endRequest?.kind === 'endAndEvaluate' && endRequest.status === 'done';

  const end = () => {
    if (receptionId) dispatch(sessionEndedByCustomer(receptionId));
  };
  const endAndEvaluate = (answers: EvaluationAnswers) => {
    if (receptionId) dispatch(sessionEndedWithEvaluation(receptionId, answers));
  };

  return (
    <Dialog title={t('reception.endTitle')} onClose={onClose}>
      {endedAndRated ? (
        <p role="status">{t('evaluation.thanks')}</p>
      ) : rating ? (
        <EvaluationForm
          submitLabel={t('reception.endAndSubmit')}
          busy={busy}
          error={error}
          disabled={!receptionId}
          onSubmit={endAndEvaluate}
        />
      ) : (
        <>
          <p>{t('reception.endBody')}</p>
          {error && <p role="alert">{error}</p>}
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={end} disabled={busy || !receptionId}>
              {t('reception.endSession')}
            </button>
            <button type="button" className="button" onClick={() => setRating(true)} disabled={busy || !receptionId}>
              {t('reception.endAndRate')}
            </button>
          </div>
        </>
      )}
      <button type="button" className="button dialog__close" onClick={onClose}>
        {endedAndRated ? t('evaluation.close') : t('reception.keepChatting')}
      </button>
    </Dialog>
  );
}
