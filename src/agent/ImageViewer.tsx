import { useState } from 'react';
import { Dialog } from '../ui/Dialog';

const TEXT = {
  alt: 'Image sent in the chat',
  enlarge: 'Enlarge the image sent in the chat',
  close: 'Close',
} as const;

/** An image of the conversation as a button; the dialog it opens shows it whole (Escape or Close shuts it). */
export function ImageViewer({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="agent-image-button" aria-label={TEXT.enlarge} onClick={() => setOpen(true)}>
        <img className="agent-image" src={url} alt={TEXT.alt} referrerPolicy="no-referrer" loading="lazy" />
      </button>
      {open && (
        <Dialog title={TEXT.alt} onClose={() => setOpen(false)}>
          <img className="agent-image-full" src={url} alt={TEXT.alt} referrerPolicy="no-referrer" />
          <div className="dialog__actions">
            <button type="button" className="agent-secondary" onClick={() => setOpen(false)}>
              {TEXT.close}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
