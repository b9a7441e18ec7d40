import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { Store } from '../store';
import type { ReceptionRow } from '../store/receptions';
import { aiQuestionsOf } from './context';

/** Left messages shown to agents in the `waiting` frame. */
export const LEFT_MESSAGES_SHOWN = 20;

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

/** The agents' `waiting` frame: the waiting receptions with their handoff summary and place, and the left messages. */
export async function waitingListFrame(store: Store, { waiting, waits, offers }: QueueView): Promise<WaitingFrame> {
  const [summaries, left] = await Promise.all([
    Promise.all(waiting.map((reception) => aiQuestionsOf(store, reception))),
    store.receptions.latestLeftMessages(LEFT_MESSAGES_SHOWN),
  ]);
  const named = [
    ...waiting.map((reception) => reception.customerId),
    ...offers.values(),
    ...left.map((message) => message.customerId),
  ];
  const nicknames = new Map((await store.users.findByIds([...new Set(named)])).map((user) => [user.id, user.nickname]));
  const nickname = (userId: string) => nicknames.get(userId) ?? '';
  const receptions = waiting.map((reception, index) => {
    const offeredTo = offers.get(reception.id);
    const wait = waits.get(reception.id);
    return {
      reception_id: reception.id,
      customer: { id: reception.customerId, nickname: nickname(reception.customerId) },
      summary: { questions: summaries[index], since: reception.createdAt },
      offered_to: offeredTo === undefined ? undefined : { id: offeredTo, nickname: nickname(offeredTo) },
      position: wait?.queue_position ?? 0,
      estimated_wait_seconds: wait?.estimated_wait_seconds ?? 0,
    };
  });
  const leftMessages = left.map((message) => ({
    customer: { id: message.customerId, nickname: nickname(message.customerId) },
    content: message.content,
    at: message.createdAt,
  }));
  return { type: 'waiting', receptions, left_messages: leftMessages };
}
