import { createStore } from '../../server/store';
import { CHAT_TYPE, CONTENT_TYPE } from '../../src/protocol/codes';
import { openTestDatabase } from './testDatabase';

/**
 * Writes a long conversation between a customer and their product's AI straight into a sandbox's
 * data directory (its database on the engine under test), before the sandbox starts: seq 1 to `count`,
 * the customer's questions and the AI's answers by turns, texts of varied length. Node only.
 *
 * `sendTimeOf(seq)` stamps each message with a time of the test's choosing (never going down with seq,
 * as the server's stamps never do); `read` leaves the customer with nothing unread, so that opening the
 * chat pulls only the newest page and the rest comes from history-list.
 */
export async function seedAiConversation(
  dataDir: string,
  {
    count,
    userId = '10001',
    productId = '1',
    sendTimeOf,
    read = false,
  }: { count: number; userId?: string; productId?: string; sendTimeOf?: (seq: number) => number; read?: boolean },
): Promise<void> {
  const database = await openTestDatabase(dataDir);
  try {
    const store = createStore(database);
    const ai = await store.users.aiOfProduct(productId);
    if (!ai) throw new Error(`product ${productId} has no AI user`);
    const { conversationId } = await store.conversations.ensureSingle(productId, userId, ai.id);
    for (let seq = 1; seq <= count; seq++) {
      const fromCustomer = seq % 2 === 1;
      await store.messages.append({
        conversationId,
        clientMsgId: `seeded-${seq}`,
        senderId: fromCustomer ? userId : ai.id,
        receiverId: fromCustomer ? ai.id : userId,
        groupId: '',
        chatType: CHAT_TYPE.single,
        contentType: CONTENT_TYPE.text,
        content: `Seeded message ${seq}${' and a few more words'.repeat(seq % 5)}`,
      });
      if (sendTimeOf) {
        await database.db
          .updateTable('messages')
          .set({ send_time: sendTimeOf(seq) })
          .where('conversation_id', '=', conversationId)
          .where('seq', '=', seq)
          .execute();
      }
    }
    if (read) await store.unread.clear(conversationId, userId);
  } finally {
    await database.close();
  }
}
