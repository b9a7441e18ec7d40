import { useId, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerKind } from '../../uploads/uploadRules';
import './uploads.css';

interface AttachmentPickersProps {
  onFiles: (files: File[], kind: PickerKind) => void;
  /** Which pickers to offer: photo (camera) and album take images, video takes videos. */
  video?: boolean;
  multiple?: boolean;
  disabled?: boolean;
}

/** They look like buttons, so Enter opens them as Space does (browsers open a file input on Space only). */
function openOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.click();
}

/** Photo (camera), album and video pickers (spec §2): labelled file inputs styled as buttons. */
export function AttachmentPickers({
  onFiles,
  video = true,
  multiple = false,
  disabled = false,
}: AttachmentPickersProps) {
  const { t } = useTranslation();
  const id = useId();
  const picked = (kind: PickerKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onFiles(files, kind);
  };
  const pickers: Array<{ key: string; label: string; accept: string; kind: PickerKind; capture?: 'environment' }> = [
    { key: 'photo', label: t('uploads.photo'), accept: 'image/*', kind: 'image', capture: 'environment' },
    { key: 'album', label: t('uploads.album'), accept: 'image/*', kind: 'image' },
    ...(video ? [{ key: 'video', label: t('uploads.video'), accept: 'video/*', kind: 'video' as const }] : []),
  ];
  return (
    <div className="attach-pickers" role="group" aria-label={t('uploads.attach')}>
      {pickers.map((picker) => (
        <span key={picker.key} className="attach-pickers__item">
          <input
            id={`${id}-${picker.key}`}
            className="attach-pickers__input"
            type="file"
            accept={picker.accept}
            capture={picker.capture}
            multiple={multiple && picker.key !== 'photo'}
            disabled={disabled}
            onChange={picked(picker.kind)}
            onKeyDown={openOnEnter}
          />
          <label htmlFor={`${id}-${picker.key}`} className="attach-pickers__label">
            {picker.label}
          </label>
        </span>
      ))}
    </div>
  );
}
