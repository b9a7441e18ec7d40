import { openDatabase } from '../../server/db/open';
import { createStore } from '../../server/store';
import { CHAT_TYPE, CONTENT_TYPE } from '../../src/protocol/codes';

/**
 * Writes a long conversation between a customer and their product's AI straight into a sandbox's
 * data directory, before the sandbox starts: seq 1 to `count`, the customer's questions and the AI's
 * answers by turns, texts of varied length. Node only (better-sqlite3).
 *
 * `sendTimeOf(seq)` stamps each message with a time of the test's choosing (never going down with seq,
 * as the server's stamps never do); `read` leaves the customer with nothing unread, so that opening the
 * chat pulls only the newest page and the rest comes from history-list.
 */
export function seedAiConversation(
  dataDir: string,
  { count, userId = '10001', productId = '1', sendTimeOf, read = false }: { count: number; userId?: string; productId?: string; sendTimeOf?: (seq: number) => number; read?: boolean },
): void {
  const db = openDatabase(dataDir);
  try {
    const store = createStore(db);
    const ai = store.users.aiOfProduct(productId);
    if (!ai) throw new Error(`product ${productId} has no AI user`);
    const { conversationId } = store.conversations.ensureSingle(productId, userId, ai.id);
    const stamp = db.prepare('UPDATE messages SET send_time = ? WHERE conversation_id = ? AND seq = ?');
    db.transaction(() => {
      for (let seq = 1; seq <= count; seq++) {
        const fromCustomer = seq % 2 === 1;
        store.messages.append({
          conversationId,
          clientMsgId: `seeded-${seq}`,
          senderId: fromCustomer ? userId : ai.id,
          receiverId: fromCustomer ? ai.id : userId,
          groupId: '',
          chatType: CHAT_TYPE.single,
          contentType: CONTENT_TYPE.text,
          content: `Seeded message ${seq}${' and a few more words'.repeat(seq % 5)}`,
        });
        if (sendTimeOf) stamp.run(sendTimeOf(seq), conversationId, seq);
      }
    })();
    if (read) store.unread.clear(conversationId, userId);
  } finally {
    db.close();
  }
}
