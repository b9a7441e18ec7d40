import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import { CHAT_TYPE } from '../../src/protocol/codes';
import { conversationIdOf } from '../../src/protocol/conversationId';
import { storedQuery } from '../ai/previousQuery';
import type { Store } from '../store';
import type { ReceptionRow } from '../store/receptions';

/** The AI questions shown to an agent in a waiting reception's summary. */
export const SUMMARY_QUESTIONS = 10;
/** Left messages shown to agents in the `waiting` frame. */
export const LEFT_MESSAGES_SHOWN = 20;
const SUMMARY_SCAN = 200;

type WaitingFrame = Extract<ServerToAgentFrame, { type: 'waiting' }>;

/** The agents' `waiting` frame: the waiting receptions with their handoff summary, and the left messages. */
export function waitingListFrame(store: Store): WaitingFrame {
  const nickname = (userId: string) => store.users.findById(userId)?.nickname ?? '';
  const receptions = store.receptions.waiting().map((reception) => ({
    reception_id: reception.id,
    customer: { id: reception.customerId, nickname: nickname(reception.customerId) },
    summary: { questions: aiQuestions(store, reception), since: reception.createdAt },
  }));
  const leftMessages = store.receptions.latestLeftMessages(LEFT_MESSAGES_SHOWN).map((left) => ({
    customer: { id: left.customerId, nickname: nickname(left.customerId) },
    content: left.content,
    at: left.createdAt,
  }));
  return { type: 'waiting', receptions, left_messages: leftMessages };
}

/** The customer's questions to the AI so far, newest last, at most SUMMARY_QUESTIONS. */
function aiQuestions(store: Store, reception: ReceptionRow): string[] {
  const ai = store.users.aiOfProduct(reception.productId);
  if (!ai) return [];
  const conversationId = conversationIdOf(CHAT_TYPE.single, reception.customerId, ai.id);
  return store.messages
    .pageBefore(conversationId, undefined, SUMMARY_SCAN)
    .messages.filter((message) => message.senderId === reception.customerId)
    .map((message) => storedQuery(message)?.query.trim() ?? '')
    .filter((query) => query !== '')
    .slice(-SUMMARY_QUESTIONS);
}
