import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { Store } from '../store';
import type { ReceptionRow } from '../store/receptions';
import { aiQuestionsOf } from './context';

/** Left messages shown to agents in the `waiting` frame: the newest not answered, and the latest answered. */
export const LEFT_MESSAGES_SHOWN = 20;
export const ANSWERED_LEFT_MESSAGES_SHOWN = 5;

type WaitingFrame = Extract<ServerToAgentFrame, { type: 'waiting' }>;

/** A waiting reception's place in the queue, as its customer is told it. */
export interface QueueWait {
  queue_position: number;
  estimated_wait_seconds: number;
}

/** The queue as agents see it: each waiting reception is either offered to an agent or has a place. */
export interface QueueView {
  /** Oldest first. */
  waiting: readonly ReceptionRow[];
  waits: ReadonlyMap<string, QueueWait>;
  offers: ReadonlyMap<string, string>;
}

/**
 * A company's agents' `waiting` frame: its waiting receptions (`view.waiting`, of that company alone)
 * with their handoff summary and place, and the left messages of its products. None for no company.
 */
export async function waitingListFrame(
  store: Store,
  { waiting, waits, offers }: QueueView,
  companyId: string | undefined,
): Promise<WaitingFrame> {
  const [summaries, unanswered, answered] = await Promise.all([
    Promise.all(waiting.map((reception) => aiQuestionsOf(store, reception))),
    companyId === undefined ? [] : store.leftMessages.unanswered(companyId, LEFT_MESSAGES_SHOWN),
    companyId === undefined ? [] : store.leftMessages.recentlyAnswered(companyId, ANSWERED_LEFT_MESSAGES_SHOWN),
  ]);
  const left = [...unanswered, ...answered];
  const named = [
    ...waiting.map((reception) => reception.customerId),
    ...waiting.flatMap((reception) => offers.get(reception.id) ?? []),
    ...left.flatMap((message) => [message.customerId, ...(message.answeredBy === null ? [] : [message.answeredBy])]),
  ];
  const nicknames = new Map((await store.users.findByIds([...new Set(named)])).map((user) => [user.id, user.nickname]));
  const nickname = (userId: string) => nicknames.get(userId) ?? '';
  const receptions = waiting.map((reception, index) => {
    const offeredTo = offers.get(reception.id);
    const wait = waits.get(reception.id);
    return {
      reception_id: reception.id,
      customer: { id: reception.customerId, nickname: nickname(reception.customerId) },
      locale: reception.locale,
      summary: { questions: summaries[index], since: reception.createdAt },
      offered_to: offeredTo === undefined ? undefined : { id: offeredTo, nickname: nickname(offeredTo) },
      position: wait?.queue_position ?? 0,
      estimated_wait_seconds: wait?.estimated_wait_seconds ?? 0,
    };
  });
  const leftMessages = left.map((message) => ({
    id: message.id,
    customer: { id: message.customerId, nickname: nickname(message.customerId) },
    content: message.content,
    at: message.createdAt,
    answered:
      message.answeredBy === null || message.answeredAt === null
        ? undefined
        : {
            by: { id: message.answeredBy, nickname: nickname(message.answeredBy) },
            at: message.answeredAt,
            content: message.answer,
          },
  }));
  return { type: 'waiting', receptions, left_messages: leftMessages };
}
