import type { WaitingReception } from './frames';
import { formatWaitingTime } from './formatTime';

/** Where a waiting reception stands for this agent; only the agent it is offered to may accept it. */
export type Offer =
  | { kind: 'toYou' }
  | { kind: 'toOther'; nickname: string }
  | { kind: 'queued'; position: number; estimatedWaitSeconds: number };

export function offerOf(reception: WaitingReception, agentId: string): Offer {
  const offeredTo = reception.offered_to;
  if (offeredTo === undefined)
    return { kind: 'queued', position: reception.position, estimatedWaitSeconds: reception.estimated_wait_seconds };
  if (offeredTo.id === agentId) return { kind: 'toYou' };
  return { kind: 'toOther', nickname: offeredTo.nickname || `Agent ${offeredTo.id}` };
}

export function offerText(offer: Offer): string {
  switch (offer.kind) {
    case 'toYou':
      return 'Offered to you';
    case 'toOther':
      return `Offered to ${offer.nickname}`;
    case 'queued':
      return `In queue, position ${offer.position}, estimated wait ${formatWaitingTime(offer.estimatedWaitSeconds * 1000)}`;
  }
}
