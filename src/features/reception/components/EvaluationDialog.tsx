import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { errorCodeOf } from '../../../api/apiError';
import { errorMessageKey } from '../../../i18n/errorMessages';
import { Dialog } from '../../../ui/Dialog';
import { evaluationDismissed, type EvaluationAnswers } from '../receptionActions';
import { receptionApi } from '../receptionApi';
import { selectEvaluationPrompt } from '../receptionSelectors';
import { EvaluationForm } from './EvaluationForm';

/**
 * The evaluation popup (spec §5): opened by a 308 signal or the 202 card; greyed by 312. A refusal
 * (say "Already submitted") also closes the evaluation, but the form stays, with its message.
 */
export function EvaluationDialog() {
  const prompt = useAppSelector(selectEvaluationPrompt);
  if (!prompt) return null;
  // Keyed by reception, so a popup for another reception starts from a clean form.
  return <EvaluationPopup key={prompt.receptionId} receptionId={prompt.receptionId} closed={prompt.closed} />;
}

function EvaluationPopup({ receptionId, closed }: { receptionId: string; closed: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [submitEvaluation, { isLoading, isSuccess, error }] = receptionApi.useSubmitEvaluationMutation();
  const close = () => dispatch(evaluationDismissed());

  const submit = (answers: EvaluationAnswers) => {
    void submitEvaluation({ reception_id: receptionId, score: answers.score, content: answers.content, problem_finished: answers.problemFinished });
  };

  return (
    <Dialog title={t('evaluation.title')} onClose={close}>
      {isSuccess ? (
        <p role="status">{t('evaluation.thanks')}</p>
      ) : closed && !error ? (
        <p role="status">{t('evaluation.closedNotice')}</p>
      ) : (
        <EvaluationForm submitLabel={t('evaluation.submit')} busy={isLoading} error={error ? t(errorMessageKey(errorCodeOf(error))) : null} onSubmit={submit} />
      )}
      <button type="button" className="button dialog__close" onClick={close}>
        {t('evaluation.close')}
      </button>
    </Dialog>
  );
}
