import type { ReceptionContext } from '../../src/protocol/agentFrames';
import { CHAT_TYPE, CONTENT_TYPE } from '../../src/protocol/codes';
import { conversationIdOf } from '../../src/protocol/conversationId';
import { aiReplyContent } from '../../src/protocol/entities';
import { storedQuery } from '../ai/previousQuery';
import { PROFILE_LIST_LIMIT, toPastSession } from '../profiles/sessions';
import type { Store } from '../store';
import { toWireMessage, type StoredMessage } from '../store/messages';
import type { ReceptionRow } from '../store/receptions';

/** The AI questions shown in a waiting reception's summary. */
export const SUMMARY_QUESTIONS = 10;
/** The AI conversation an agent sees after accepting: its latest messages before the handover. */
export const AI_HISTORY_SHOWN = 50;
const HISTORY_SCAN = 200;

/** The customer's AI conversation up to the moment they asked for a human, oldest first. */
async function aiConversationBefore(store: Store, reception: ReceptionRow): Promise<StoredMessage[]> {
  const ai = await store.users.aiOfProduct(reception.productId);
  if (!ai) return [];
  const conversationId = conversationIdOf(CHAT_TYPE.single, reception.customerId, ai.id);
  const page = await store.messages.pageBefore(conversationId, undefined, HISTORY_SCAN);
  return page.messages.filter((message) => message.sendTime <= reception.createdAt);
}

function questionsIn(messages: readonly StoredMessage[], customerId: string): string[] {
  return messages
    .filter((message) => message.senderId === customerId)
    .map((message) => storedQuery(message)?.query.trim() ?? '')
    .filter((query) => query !== '');
}

/** What the customer asked the AI before the handover, newest last, at most SUMMARY_QUESTIONS. */
export async function aiQuestionsOf(store: Store, reception: ReceptionRow): Promise<string[]> {
  return questionsIn(await aiConversationBefore(store, reception), reception.customerId).slice(-SUMMARY_QUESTIONS);
}

function replyCodesIn(messages: readonly StoredMessage[]): string[] {
  const codes = new Set<string>();
  for (const message of messages) {
    if (message.contentType !== CONTENT_TYPE.aiReply) continue;
    const reply = aiReplyContent(message.content);
    if (reply.ok) codes.add(reply.value.reply_code);
  }
  return [...codes];
}

function pickedOrdersIn(messages: readonly StoredMessage[], customerId: string): string[] {
  const orders = new Set<string>();
  for (const message of messages)
    if (message.senderId === customerId)
      for (const id of storedQuery(message)?.withdraw_order_ids ?? []) orders.add(id);
  return [...orders];
}

function filesIn(messages: readonly StoredMessage[], customerId: string): number {
  return messages
    .filter((message) => message.senderId === customerId)
    .reduce(
      (count, message) =>
        count + (message.contentType === CONTENT_TYPE.image ? 1 : (storedQuery(message)?.images.length ?? 0)),
      0,
    );
}

/** What an agent sees of a reception they serve (docs/protocol.md, "Agents": the `accepted` frame). */
export async function receptionContext(store: Store, reception: ReceptionRow): Promise<ReceptionContext> {
  const [customer, product, aiMessages, withdrawalOrders, cannedReplies, sessions, members] = await Promise.all([
    store.users.findById(reception.customerId),
    store.products.findById(reception.productId),
    aiConversationBefore(store, reception),
    store.orders.withdrawOrdersOf(reception.productId, reception.customerId),
    store.cannedReplies.forLocale(reception.locale),
    store.profiles.sessionsInProduct(reception.customerId, reception.productId, PROFILE_LIST_LIMIT),
    store.receptions.members(reception.groupId),
  ]);
  const questions = questionsIn(aiMessages, reception.customerId);
  return {
    customer: {
      id: reception.customerId,
      nickname: customer?.nickname ?? '',
      locale: reception.locale,
      time_zone: reception.timeZone,
      product: { id: reception.productId, name: product?.name ?? '' },
    },
    ai_history: aiMessages.slice(-AI_HISTORY_SHOWN).map(toWireMessage),
    handoff: {
      questions,
      reply_codes: replyCodesIn(aiMessages),
      orders: pickedOrdersIn(aiMessages, reception.customerId),
      files: filesIn(aiMessages, reception.customerId),
      reason: reception.reason || (questions.at(-1) ?? ''),
      since: reception.createdAt,
    },
    withdrawal_orders: withdrawalOrders,
    canned_replies: cannedReplies,
    sessions: sessions.map(toPastSession),
    members: members.map((member) => ({ id: member.userId, nickname: member.nickname })),
  };
}
