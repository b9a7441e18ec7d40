import type { TFunction } from 'i18next';
import type { WaitingReception } from './frames';
import { formatWaitingTime } from './formatTime';

/** Where a waiting reception stands for this agent; only the agent it is offered to may accept it. */
export type Offer =
  | { kind: 'toYou' }
  | { kind: 'toOther'; nickname: string; id: string }
  | { kind: 'queued'; position: number; estimatedWaitSeconds: number };

export function offerOf(reception: WaitingReception, agentId: string): Offer {
  const offeredTo = reception.offered_to;
  if (offeredTo === undefined)
    return { kind: 'queued', position: reception.position, estimatedWaitSeconds: reception.estimated_wait_seconds };
  if (offeredTo.id === agentId) return { kind: 'toYou' };
  return { kind: 'toOther', nickname: offeredTo.nickname, id: offeredTo.id };
}

export function offerText(offer: Offer, t: TFunction): string {
  switch (offer.kind) {
    case 'toYou':
      return t('waiting.toYou');
    case 'toOther':
      return t('waiting.toOther', { nickname: offer.nickname || t('app.agent', { id: offer.id }) });
    case 'queued':
      return t('waiting.queued', {
        position: offer.position,
        wait: formatWaitingTime(offer.estimatedWaitSeconds * 1000, t),
      });
  }
}
