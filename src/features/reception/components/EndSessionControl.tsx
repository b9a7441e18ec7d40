import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectHumanStageOpen, selectReception } from '../receptionSelectors';
import { EndSessionDialog } from './EndSessionDialog';

/** "End session" in the chat header while a human is requested or serving, and its popup. */
export function EndSessionControl() {
  const { t } = useTranslation();
  const humanStage = useAppSelector(selectHumanStageOpen);
  const { endRequest } = useAppSelector(selectReception);
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
      {open && <EndSessionDialog onClose={() => setOpen(false)} />}
    </>
  );
}
