import { CONTENT_TYPE } from './codes';
import { aiQuerySchema, aiReplyContent, type AiReply, type WireMessage } from './entities';
import { workOrderMessageSchema, type WorkOrderMessage } from './orders';
import { evaluationCardContentSchema, GROUP_NOTICE, groupSystemContentSchema } from './supportGroup';
import { isHttpUrl } from './urls';
import { jsonString, num, object, str, withDefault } from './validate';

type MessageFields = Pick<WireMessage, 'content_type' | 'content' | 'reception_id'>;

/** A system line the client words itself, in the reader's language (a 201 with a known `notice`). */
export type SystemNotice = { type: 'agentChanged' | 'agentJoined'; agent: string } | { type: 'backInQueue' };

export type MessageContent =
  | { kind: 'text'; text: string }
  | { kind: 'aiReply'; reply: AiReply }
  | { kind: 'unreadableAiReply' }
  | { kind: 'system'; text: string; notice?: SystemNotice }
  | { kind: 'evaluationCard'; receptionId: string }
  /** 102: an image, or a video when its URL names a video file (docs/protocol.md, "Work orders and uploads"). */
  | { kind: 'image' | 'video'; url: string; width: number; height: number }
  | { kind: 'workOrder'; order: WorkOrderMessage }
  | { kind: 'unsupported' };

const readAiQuery = jsonString(aiQuerySchema);
const readGroupSystem = jsonString(groupSystemContentSchema);
const readEvaluationCard = jsonString(evaluationCardContentSchema);
const readImage = jsonString(object({ url: str, width: withDefault(num, 0), height: withDefault(num, 0) }));
const readWorkOrder = jsonString(workOrderMessageSchema);
const VIDEO_PATH = /\.(mp4|webm|mov)$/i;

/** An unknown `notice`, or one that lacks what it needs, is shown as its `text`. */
function noticeOf({ notice, agent }: { notice: string; agent: string }): SystemNotice | undefined {
  if (notice === GROUP_NOTICE.agentChanged && agent !== '') return { type: 'agentChanged', agent };
  if (notice === GROUP_NOTICE.agentJoined && agent !== '') return { type: 'agentJoined', agent };
  if (notice === GROUP_NOTICE.backInQueue) return { type: 'backInQueue' };
  return undefined;
}

/**
 * What a stored message shows, read from its content by content type (spec §3; docs/protocol.md,
 * "Content of messages"). Never throws: content that does not parse is unreadable or unsupported, and
 * only http(s) media is ever offered for display.
 */
export function readMessageContent(message: MessageFields): MessageContent {
  switch (message.content_type) {
    case CONTENT_TYPE.text:
      return { kind: 'text', text: message.content };
    case CONTENT_TYPE.aiQuery: {
      const query = readAiQuery(message.content);
      return query.ok ? { kind: 'text', text: query.value.query } : { kind: 'unsupported' };
    }
    case CONTENT_TYPE.aiReply: {
      const reply = aiReplyContent(message.content);
      return reply.ok ? { kind: 'aiReply', reply: reply.value } : { kind: 'unreadableAiReply' };
    }
    case CONTENT_TYPE.groupSystem: {
      const system = readGroupSystem(message.content);
      if (!system.ok) return { kind: 'unsupported' };
      const notice = noticeOf(system.value);
      return notice ? { kind: 'system', text: system.value.text, notice } : { kind: 'system', text: system.value.text };
    }
    case CONTENT_TYPE.evaluationCard: {
      const card = readEvaluationCard(message.content);
      const receptionId = card.ok ? card.value.reception_id : message.reception_id;
      return receptionId ? { kind: 'evaluationCard', receptionId } : { kind: 'unsupported' };
    }
    case CONTENT_TYPE.image: {
      const image = readImage(message.content);
      // Only http(s) media is ever rendered.
      if (!image.ok || !isHttpUrl(image.value.url)) return { kind: 'unsupported' };
      const video = VIDEO_PATH.test(image.value.url.split(/[?#]/)[0]);
      return { kind: video ? 'video' : 'image', ...image.value };
    }
    case CONTENT_TYPE.workOrder: {
      const order = readWorkOrder(message.content);
      return order.ok ? { kind: 'workOrder', order: order.value } : { kind: 'unsupported' };
    }
    default:
      return { kind: 'unsupported' };
  }
}

const views = new WeakMap<MessageFields, MessageContent>();

/** readMessageContent, parsed once per message object (stored messages are immutable, never copied per frame). */
export function messageView(message: MessageFields): MessageContent {
  let view = views.get(message);
  if (!view) {
    view = readMessageContent(message);
    views.set(message, view);
  }
  return view;
}
