import type { TFunction } from 'i18next';
import { systemLineText } from '../../lib/i18n/systemLine';
import { CONTENT_TYPE } from '../../protocol/codes';
import type { WireMessage } from '../../protocol/entities';
import { messageView } from '../../protocol/messageContent';

/** What a content type says when its content cannot be read (messageView's `unsupported`). */
const UNREADABLE_KEYS: Partial<Record<number, string>> = {
  [CONTENT_TYPE.image]: 'conversations.preview.photo',
  [CONTENT_TYPE.workOrder]: 'conversations.preview.workOrderUnknown',
  [CONTENT_TYPE.evaluationCard]: 'conversations.preview.evaluation',
  [CONTENT_TYPE.aiQuery]: 'conversations.preview.question',
};

/** One line of text for a message, as a conversation list shows it (parsed once per message, by messageView); null content never throws. */
function messageText(message: WireMessage, t: TFunction): string {
  const view = messageView(message);
  switch (view.kind) {
    case 'text':
      return view.text || (message.content_type === CONTENT_TYPE.aiQuery ? t('conversations.preview.question') : '');
    case 'system':
      return systemLineText(view, t);
    case 'aiReply':
      return view.reply.data.text || t('conversations.preview.aiReply');
    case 'unreadableAiReply':
      return t('conversations.preview.aiReply');
    case 'image':
    case 'video':
      return t('conversations.preview.photo');
    case 'workOrder':
      return t('conversations.preview.workOrder', { orderNo: view.order.order_no });
    case 'evaluationCard':
      return t('conversations.preview.evaluation');
    default:
      return t(UNREADABLE_KEYS[message.content_type] ?? 'conversations.preview.unsupported');
  }
}

/** The last message's preview: its text on one line, "You: …" when the user sent it. */
export function lastMessagePreview(message: WireMessage | undefined, myId: string | null, t: TFunction): string {
  if (!message) return t('conversations.preview.empty');
  const text = messageText(message, t).replace(/\s+/g, ' ').trim();
  return message.sender_id === myId ? t('conversations.preview.mine', { text }) : text;
}
