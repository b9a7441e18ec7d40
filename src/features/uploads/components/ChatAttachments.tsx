import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { imageMessageSubmitted } from '../../chat/chatActions';
import { selectConversation, selectSupportGroupId } from '../../chat/chatSelectors';
import { selectHumanStageOpen } from '../../reception/receptionSelectors';
import { selectUserId } from '../../session/sessionSelectors';
import { imageSize } from '../uploadFile';
import { useUploads } from '../useUploads';
import { AttachmentPickers } from './AttachmentPickers';
import { UploadList } from './UploadList';

/**
 * The composer's attachments: pick, upload (progress, cancel, retry), then send a 102 to where the
 * composer sends text: the support group during the human stage, else the AI conversation.
 */
export default function ChatAttachments() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const conversation = useAppSelector(selectConversation);
  const selfId = useAppSelector(selectUserId);
  const humanStage = useAppSelector(selectHumanStageOpen);
  const groupId = useAppSelector(selectSupportGroupId);
  const uploads = useUploads({
    onUploaded: (uploaded, file) => {
      if (!selfId || !conversation) return;
      const target = humanStage && groupId ? { groupId } : { aiUserId: conversation.opposite_id };
      const send = (size: { width: number; height: number }) => dispatch(imageMessageSubmitted({ senderId: selfId, target, image: { url: uploaded.url, ...size } }));
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
