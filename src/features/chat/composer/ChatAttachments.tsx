import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectUserId } from '../../../session/sessionSelectors';
import { useAppDispatch } from '../../../lib/store/hooks';
import { imageSize } from '../../../uploads/putSigned';
import { useUploads } from '../../../uploads/useUploads';
import { AttachmentPickers } from '../../../ui/uploads/AttachmentPickers';
import { UploadList } from '../../../ui/uploads/UploadList';
import { selectConversation } from '../state/chatSelectors';
import { mediaShared } from '../state/mediaSending';
import '../bubble/media.css';

/**
 * Escape anywhere on the chat closes the tray (a dialog stops its own Escape first), and the focus goes
 * back to the control that opened it: the composer's "+".
 */
function useEscapeCloses(setOpen: (open: boolean) => void): void {
  const opener = useRef(document.activeElement);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [setOpen]);
}

/**
 * The composer's attachments: pick, upload (progress, cancel, retry), then send a 102 to where the
 * composer sends text: the support group during the human stage, else the AI conversation.
 */
export default function ChatAttachments({ setOpen }: { setOpen: (open: boolean) => void }) {
  const { t } = useTranslation();
  useEscapeCloses(setOpen);
  const dispatch = useAppDispatch();
  const id = useId();
  const conversation = useSelector(selectConversation);
  const selfId = useSelector(selectUserId);
  const uploads = useUploads({
    onUploaded: (uploaded, file) => {
      const send = (size: { width: number; height: number }) => dispatch(mediaShared({ url: uploaded.url, ...size }));
      if (uploaded.contentType.startsWith('image/')) void imageSize(file).then(send);
      else send({ width: 0, height: 0 });
    },
  });
  const shown = uploads.items.filter((item) => item.status !== 'done');
  return (
    <div className="chat-attach" aria-label={t('uploads.attach')} role="region" id={id}>
      <AttachmentPickers onFiles={(files, kind) => uploads.add(files, kind)} disabled={!conversation || !selfId} />
      <UploadList items={shown} onCancel={uploads.cancel} onRetry={uploads.retry} onRemove={uploads.remove} />
    </div>
  );
}
