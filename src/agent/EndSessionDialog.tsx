import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';

interface EndSessionDialogProps {
  customerName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before `end` goes out: a modal that keeps the focus inside; Escape or Cancel keeps the session. */
export function EndSessionDialog({ customerName, onConfirm, onCancel }: EndSessionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('endDialog.title', { name: customerName })} onClose={onCancel}>
      <p>{t('endDialog.body')}</p>
      <div className="dialog__actions">
        <button type="button" className="agent-secondary" onClick={onCancel}>
          {t('endDialog.cancel')}
        </button>
        <button type="button" className="agent-danger" onClick={onConfirm}>
          {t('endDialog.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
