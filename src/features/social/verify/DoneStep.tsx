import { useTranslation } from 'react-i18next';

/** The last step: the address is verified. */
export function DoneStep({ sentTo, onClose }: { sentTo: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="verify">
      <p role="status">{t('verify.done', { target: sentTo })}</p>
      <div className="verify__actions">
        {/* The form that had the focus is gone: it moves to the one way on, inside the dialog. */}
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
