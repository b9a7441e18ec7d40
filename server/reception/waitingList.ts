import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { Store } from '../store';
import type { ReceptionRow } from '../store/receptions';
import { aiQuestionsOf } from './context';
import type { QueueWait } from './queue';

/** Left messages shown to agents in the `waiting` frame. */
export const LEFT_MESSAGES_SHOWN = 20;

type WaitingFrame = Extract<ServerToAgentFrame, { type: 'waiting' }>;

/** The queue as agents see it: each waiting reception is either offered to an agent or has a place. */
export interface QueueView {
  /** Oldest first. */
  waiting: readonly ReceptionRow[];
  waits: ReadonlyMap<string, QueueWait>;
  offers: ReadonlyMap<string, string>;
}

/** The agents' `waiting` frame: the waiting receptions with their handoff summary and place, and the left messages. */
export function waitingListFrame(store: Store, { waiting, waits, offers }: QueueView): WaitingFrame {
  const nickname = (userId: string) => store.users.findById(userId)?.nickname ?? '';
  const receptions = waiting.map((reception) => {
    const offeredTo = offers.get(reception.id);
    const wait = waits.get(reception.id);
    return {
      reception_id: reception.id,
      customer: { id: reception.customerId, nickname: nickname(reception.customerId) },
      summary: { questions: aiQuestionsOf(store, reception), since: reception.createdAt },
      offered_to: offeredTo === undefined ? undefined : { id: offeredTo, nickname: nickname(offeredTo) },
      position: wait?.queue_position ?? 0,
      estimated_wait_seconds: wait?.estimated_wait_seconds ?? 0,
    };
  });
  const leftMessages = store.receptions.latestLeftMessages(LEFT_MESSAGES_SHOWN).map((left) => ({
    customer: { id: left.customerId, nickname: nickname(left.customerId) },
    content: left.content,
    at: left.createdAt,
  }));
  return { type: 'waiting', receptions, left_messages: leftMessages };
}
