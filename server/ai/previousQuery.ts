import { CONTENT_TYPE } from '../../src/protocol/codes';
import { aiQuerySchema, aiReplyContent, type AiQueryPayload, type AiReply } from '../../src/protocol/entities';
import { jsonString } from '../../src/protocol/validate';
import type { Store } from '../store';
import type { StoredMessage } from '../store/messages';

const PAGE_SIZE = 50;
const aiQueryContent = jsonString(aiQuerySchema);

/** The query a stored customer message put to the AI: plain text (101) or an AI query (203). */
export function storedQuery(message: StoredMessage): AiQueryPayload | undefined {
  if (message.contentType === CONTENT_TYPE.text) {
    return { time_zone: '', query: message.content, images: [], withdraw_order_ids: [] };
  }
  if (message.contentType !== CONTENT_TYPE.aiQuery) return undefined;
  const parsed = aiQueryContent(message.content);
  return parsed.ok ? parsed.value : undefined;
}

/** The customer's previous question in a conversation, and the AI's last reply after it. */
export interface PreviousExchange {
  query?: AiQueryPayload;
  reply?: AiReply;
}

/**
 * The customer's query just before the question `questionServerMsgId` in its conversation, and the
 * AI's latest reply before that question, read from the stored messages (so they survive a restart
 * and do not depend on when the AI answers). Messages that are neither (images, others' messages) are
 * skipped.
 */
export async function previousExchange(
  messages: Store['messages'],
  conversationId: string,
  customerId: string,
  questionServerMsgId: string,
): Promise<PreviousExchange> {
  let foundQuestion = false;
  let reply: AiReply | undefined;
  let beforeSeq: number | undefined;
  for (;;) {
    const page = await messages.pageBefore(conversationId, beforeSeq, PAGE_SIZE);
    for (let index = page.messages.length - 1; index >= 0; index -= 1) {
      const message = page.messages[index];
      if (!foundQuestion) {
        foundQuestion = message.serverMsgId === questionServerMsgId;
        continue;
      }
      if (message.senderId !== customerId) {
        reply ??= storedReply(message);
        continue;
      }
      const query = storedQuery(message);
      if (query) return { query, reply };
    }
    if (!page.hasMore || page.messages.length === 0) return { reply };
    beforeSeq = page.messages[0].seq;
  }
}

function storedReply(message: StoredMessage): AiReply | undefined {
  if (message.contentType !== CONTENT_TYPE.aiReply) return undefined;
  const parsed = aiReplyContent(message.content);
  return parsed.ok ? parsed.value : undefined;
}
