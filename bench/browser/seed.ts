import { openTestDatabase } from '../../__tests__/support/testDatabase';
import { createHelpCentreAssistant } from '../../server/ai/assistant';
import { HelpCentre } from '../../server/ai/knowledge/helpCentre';
import { createStore } from '../../server/store';
import { CHAT_TYPE, CONTENT_TYPE } from '../../src/protocol/codes';
import type { AiQueryPayload } from '../../src/protocol/entities';

/** Questions that ask for no person and report no problem (docs/assistant.md): every answer is a plain text answer, no work order. */
const QUESTIONS = [
  'How do I reset my password?',
  'How long does a bank transfer usually take?',
  'Can I change the nickname on my profile?',
  'Where can I see my account history?',
  'Is the app available in another language?',
] as const;

export interface SeededConversation {
  conversationId: string;
  customerId: string;
  aiUserId: string;
  messages: number;
}

/**
 * Writes `count` messages (the customer's AI questions and the AI's answers, alternating, seq 1…count)
 * into the AI conversation of a customer, through the sandbox's own database modules, before the
 * sandbox opens the directory (on the engine startSandboxIn uses). Alice (10001) on product 1 by default.
 */
export async function seedLongConversation(
  dataDir: string,
  count: number,
  customerId = '10001',
  productId = '1',
): Promise<SeededConversation> {
  const database = await openTestDatabase(dataDir);
  try {
    const store = createStore(database);
    const assistant = createHelpCentreAssistant(new HelpCentre(store));
    const ai = await store.users.aiOfProduct(productId);
    if (!ai) throw new Error(`product ${productId} has no AI user`);
    const conversation = await store.conversations.ensureSingle(productId, customerId, ai.id);
    if (conversation.maxSeq !== 0)
      throw new Error(`conversation ${conversation.conversationId} is not empty (max seq ${conversation.maxSeq})`);
    for (let seq = 1; seq <= count; seq++) {
      const turn = Math.ceil(seq / 2);
      const query: AiQueryPayload = {
        time_zone: 'UTC',
        query: `${QUESTIONS[turn % QUESTIONS.length]} (#${turn})`,
        images: [],
        withdraw_order_ids: [],
      };
      const asking = seq % 2 === 1;
      await store.messages.append({
        conversationId: conversation.conversationId,
        clientMsgId: `bench-${seq}`,
        senderId: asking ? customerId : ai.id,
        receiverId: asking ? ai.id : customerId,
        groupId: '',
        chatType: CHAT_TYPE.single,
        contentType: asking ? CONTENT_TYPE.aiQuery : CONTENT_TYPE.aiReply,
        content: JSON.stringify(
          asking ? query : await assistant.reply({ productId, customerId, locale: 'US', query, withdrawOrders: [] }),
        ),
      });
    }
    return { conversationId: conversation.conversationId, customerId, aiUserId: ai.id, messages: count };
  } finally {
    await database.close();
  }
}
