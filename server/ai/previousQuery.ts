import { CONTENT_TYPE } from '../../src/protocol/codes';
import { aiQuerySchema, type AiQueryPayload } from '../../src/protocol/entities';
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

/**
 * The customer's query just before the question `questionServerMsgId` in its conversation, read
 * from the stored messages (so it survives a restart and does not depend on when the AI answers).
 * Messages that are not queries (images, the AI's replies) are skipped. Undefined when there is none.
 */
export async function previousQuery(
  messages: Store['messages'],
  conversationId: string,
  customerId: string,
  questionServerMsgId: string,
): Promise<AiQueryPayload | undefined> {
  let foundQuestion = false;
  let beforeSeq: number | undefined;
  for (;;) {
    const page = await messages.pageBefore(conversationId, beforeSeq, PAGE_SIZE);
    for (let index = page.messages.length - 1; index >= 0; index -= 1) {
      const message = page.messages[index];
      if (!foundQuestion) {
        foundQuestion = message.serverMsgId === questionServerMsgId;
        continue;
      }
      if (message.senderId !== customerId) continue;
      const query = storedQuery(message);
      if (query) return query;
    }
    if (!page.hasMore || page.messages.length === 0) return undefined;
    beforeSeq = page.messages[0].seq;
  }
}
