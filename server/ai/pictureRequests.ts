import { AI_REPLY_CODE, CONTENT_TYPE, WORK_ORDER_KIND } from '../../src/protocol/codes';
import { aiReplyContent, type AiReply } from '../../src/protocol/entities';
import { MAX_WORK_ORDER_IMAGES, MAX_WORK_ORDER_MATERIALS } from '../../src/protocol/workOrderFiling';
import type { Store } from '../store';

/** The work-order form an AI reply opened: the draft a picture sent after it goes to. */
export interface PictureRequest {
  kind: number;
  type: number;
}

/** How far back the AI's latest reply is looked for. */
const LOOK_BACK = 20;

/** The form a reply opens, if it opens one: the technical work order, or the work order it names. */
export function requestOf(reply: AiReply): PictureRequest | undefined {
  if (reply.reply_code === AI_REPLY_CODE.createTechnicalOrder) return { kind: WORK_ORDER_KIND.technical, type: 1 };
  if (reply.reply_code === AI_REPLY_CODE.toCreateWorkOrder && reply.data.work_order_type !== undefined)
    return { kind: WORK_ORDER_KIND.appeal, type: reply.data.work_order_type };
  return undefined;
}

/**
 * The request the AI's latest reply before `beforeSeq` opened ("add a screenshot", "send the payment
 * screenshots"), still waiting: its thanks for an earlier picture (a reply right after a picture) do not
 * end it; a work order filed since (its card, a 103) or a reply that asked for nothing does.
 */
export async function pendingPictureRequest(
  messages: Store['messages'],
  conversationId: string,
  aiUserId: string,
  beforeSeq: number,
): Promise<PictureRequest | undefined> {
  const page = (await messages.pageBefore(conversationId, beforeSeq, LOOK_BACK)).messages;
  for (let index = page.length - 1; index >= 0; index--) {
    const message = page[index];
    if (message.senderId !== aiUserId) continue;
    if (message.contentType === CONTENT_TYPE.workOrder) return undefined;
    if (message.contentType !== CONTENT_TYPE.aiReply) continue;
    const answersPicture = page[index - 1]?.contentType === CONTENT_TYPE.image && page[index - 1].senderId !== aiUserId;
    if (answersPicture) continue;
    const reply = aiReplyContent(message.content);
    return reply.ok ? requestOf(reply.value) : undefined;
  }
  return undefined;
}

/** The draft of that form with the picture added (once, within the form's limit); the form restores it when opened. */
export async function attachPicture(
  workOrders: Store['workOrders'],
  customer: { productId: string; customerId: string },
  request: PictureRequest,
  url: string,
): Promise<void> {
  const stored = await workOrders.draftOf(customer.productId, customer.customerId, request.kind, request.type);
  const draft = stored?.draft ?? {};
  const images = Array.isArray(draft.images) ? draft.images.filter((item) => typeof item === 'string') : [];
  const limit = request.kind === WORK_ORDER_KIND.technical ? MAX_WORK_ORDER_MATERIALS : MAX_WORK_ORDER_IMAGES;
  if (images.includes(url) || images.length >= limit) return;
  await workOrders.saveDraft(customer.productId, customer.customerId, request.kind, request.type, {
    ...draft,
    images: [...images, url],
  });
}
