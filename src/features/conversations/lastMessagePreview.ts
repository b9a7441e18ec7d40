import type { TFunction } from 'i18next';
import { CONTENT_TYPE } from '../../protocol/codes';
import { aiQuerySchema, aiReplySchema, type WireMessage } from '../../protocol/entities';
import { workOrderMessageSchema } from '../../protocol/orders';
import { jsonString, object, str } from '../../protocol/validate';

const groupSystemSchema = jsonString(object({ text: str }));
const aiReply = jsonString(aiReplySchema);
const aiQuery = jsonString(aiQuerySchema);
const workOrder = jsonString(workOrderMessageSchema);

/** One line of text for a message, as a conversation list shows it; null content never throws. */
function messageText(message: WireMessage, t: TFunction): string {
  switch (message.content_type) {
    case CONTENT_TYPE.text:
      return message.content;
    case CONTENT_TYPE.image:
      return t('conversations.preview.photo');
    case CONTENT_TYPE.workOrder: {
      const parsed = workOrder(message.content);
      return parsed.ok ? t('conversations.preview.workOrder', { orderNo: parsed.value.order_no }) : t('conversations.preview.workOrderUnknown');
    }
    case CONTENT_TYPE.groupSystem: {
      const parsed = groupSystemSchema(message.content);
      return parsed.ok ? parsed.value.text : t('conversations.preview.unsupported');
    }
    case CONTENT_TYPE.evaluationCard:
      return t('conversations.preview.evaluation');
    case CONTENT_TYPE.aiQuery: {
      const parsed = aiQuery(message.content);
      return parsed.ok && parsed.value.query ? parsed.value.query : t('conversations.preview.question');
    }
    case CONTENT_TYPE.aiReply: {
      const parsed = aiReply(message.content);
      return parsed.ok && parsed.value.data.text ? parsed.value.data.text : t('conversations.preview.aiReply');
    }
    default:
      return t('conversations.preview.unsupported');
  }
}

/** The last message's preview: its text on one line, "You: …" when the user sent it. */
export function lastMessagePreview(message: WireMessage | undefined, myId: string | null, t: TFunction): string {
  if (!message) return t('conversations.preview.empty');
  const text = messageText(message, t).replace(/\s+/g, ' ').trim();
  return message.sender_id === myId ? t('conversations.preview.mine', { text }) : text;
}
