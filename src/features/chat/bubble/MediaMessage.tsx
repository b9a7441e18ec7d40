import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { mediaBox } from '../model/mediaBox';
import './media.css';

interface MediaMessageProps {
  kind: 'image' | 'video';
  url: string;
  width: number;
  height: number;
}

/** An image or video in the chat; tapping opens a full-screen preview (Escape closes). Its URL is http(s): readMessageContent offers no other. */
export default function MediaMessage({ kind, url, width, height }: MediaMessageProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = kind === 'image' ? t('uploads.openImage') : t('uploads.openVideo');
  return (
    <>
      <button type="button" className="media-thumb" aria-label={label} onClick={() => setOpen(true)}>
        {kind === 'image' ? (
          <img
            className="media-thumb__img"
            src={url}
            alt={t('uploads.image')}
            width={width || undefined}
            height={height || undefined}
            style={mediaBox(width, height)}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className="media-thumb__video">▶ {t('uploads.videoMessage')}</span>
        )}
      </button>
      {open && (
        <Dialog
          title={kind === 'image' ? t('uploads.image') : t('uploads.videoMessage')}
          onClose={() => setOpen(false)}
        >
          <div className="media-preview">
            {kind === 'image' ? (
              <img className="media-preview__item" src={url} alt={t('uploads.image')} referrerPolicy="no-referrer" />
            ) : (
              <video
                className="media-preview__item"
                src={url}
                controls
                preload="metadata"
                aria-label={t('uploads.videoMessage')}
              />
            )}
          </div>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('uploads.closePreview')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
