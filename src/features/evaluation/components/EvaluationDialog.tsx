import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../lib/store/hooks';
import { errorCodeOf } from '../../../api/apiError';
import { errorMessageKey } from '../../../lib/i18n/errorMessages';
import { Dialog } from '../../../ui/Dialog';
import { evaluationDismissed, type EvaluationAnswers } from '../evaluationActions';
import { evaluationApi } from '../evaluationApi';
import { selectEvaluationPrompt, selectSubmittedEvaluations } from '../evaluationSelectors';
import { EvaluationForm } from './EvaluationForm';

/**
 * The evaluation popup (spec §5): opened by a 308 signal or the 202 card; greyed by 312. A reception
 * evaluated already (here, or in another tab: the server's alreadySubmitted) says "Already submitted"
 * (spec §8) instead of the form; any other refusal keeps the form, with its message.
 */
export function EvaluationDialog() {
  const prompt = useSelector(selectEvaluationPrompt);
  if (!prompt) return null;
  // Keyed by reception, so a popup for another reception starts from a clean form.
  return <EvaluationPopup key={prompt.receptionId} receptionId={prompt.receptionId} closed={prompt.closed} />;
}

function EvaluationPopup({ receptionId, closed }: { receptionId: string; closed: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [submitEvaluation, { isLoading, isSuccess, error }] = evaluationApi.useSubmitEvaluationMutation();
  const submitted = useSelector(selectSubmittedEvaluations).includes(receptionId);
  const close = () => dispatch(evaluationDismissed());
  // When the form gives way to its answer, the focus goes to Close rather than to the page.
  const closeButton = useRef<HTMLButtonElement>(null);
  const answered = isSuccess || submitted;
  useEffect(() => {
    if (answered) closeButton.current?.focus();
  }, [answered]);

  const submit = (answers: EvaluationAnswers) => {
    void submitEvaluation({
      reception_id: receptionId,
      score: answers.score,
      content: answers.content,
      problem_finished: answers.problemFinished,
    });
  };

  return (
    <Dialog title={t('evaluation.title')} onClose={close}>
      {isSuccess ? (
        <p role="status">{t('evaluation.thanks')}</p>
      ) : submitted ? (
        <p role="status">{t('errors.alreadySubmitted')}</p>
      ) : closed && !error ? (
        <p role="status">{t('evaluation.closedNotice')}</p>
      ) : (
        <EvaluationForm
          submitLabel={t('evaluation.submit')}
          busy={isLoading}
          error={error ? t(errorMessageKey(errorCodeOf(error))) : null}
          onSubmit={submit}
        />
      )}
      <button ref={closeButton} type="button" className="button dialog__close" onClick={close}>
        {t('evaluation.close')}
      </button>
    </Dialog>
  );
}
