import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectEndRequest } from '../evaluationSelectors';
import { EndSessionDialog } from './EndSessionDialog';
import '../evaluation.css';

export interface EndSessionControlProps {
  /** The chat's reception, while a human is requested, queued or serving; null otherwise. */
  receptionId: string | null;
  humanStage: boolean;
}

/** "End session" in the chat header while a human is requested or serving, and its popup. */
export function EndSessionControl({ receptionId, humanStage }: EndSessionControlProps) {
  const { t } = useTranslation();
  const endRequest = useSelector(selectEndRequest);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (endRequest?.kind === 'end' && endRequest.status === 'done') setOpen(false);
  }, [endRequest]);

  return (
    <>
      {humanStage && (
        <button type="button" className="button chat__header-action" onClick={() => setOpen(true)}>
          {t('reception.endSession')}
        </button>
      )}
      {open && <EndSessionDialog receptionId={receptionId} onClose={() => setOpen(false)} />}
    </>
  );
}
