import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';

/** An image of the conversation as a button; the dialog it opens shows it whole (Escape or Close shuts it). */
export function ImageViewer({ url }: { url: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const alt = t('conversation.imageAlt');
  return (
    <>
      <button
        type="button"
        className="agent-image-button"
        aria-label={t('conversation.enlarge')}
        onClick={() => setOpen(true)}
      >
        <img className="agent-image" src={url} alt={alt} referrerPolicy="no-referrer" loading="lazy" />
      </button>
      {open && (
        <Dialog title={alt} onClose={() => setOpen(false)}>
          <img className="agent-image-full" src={url} alt={alt} referrerPolicy="no-referrer" />
          <div className="dialog__actions">
            <button type="button" className="agent-secondary" onClick={() => setOpen(false)}>
              {t('conversation.close')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
