import type { QueueWait } from './waitingList';

/** An agent who may get an offer: how many chats they hold (served + offered) and may hold. */
export interface OfferCandidate {
  agentId: string;
  load: number;
  capacity: number;
  /** When they last got an offer (0: never); the longest without one wins a tie. */
  lastOfferAt: number;
}

/**
 * The agent a waiting reception is offered to: the least-loaded candidate with room, ties to the one
 * who has gone longest without an offer, then to the first in the list. Undefined when nobody has room.
 */
export function leastLoaded(candidates: readonly OfferCandidate[]): OfferCandidate | undefined {
  let best: OfferCandidate | undefined;
  for (const candidate of candidates) {
    if (candidate.load >= candidate.capacity) continue;
    if (
      !best ||
      candidate.load < best.load ||
      (candidate.load === best.load && candidate.lastOfferAt < best.lastOfferAt)
    )
      best = candidate;
  }
  return best;
}

/** Until agents have finished a chat, the handling time an estimate starts from. */
export const DEFAULT_HANDLING_MS = 120_000;
/** Estimates use the mean of this many latest handling times. */
export const HANDLING_SAMPLE = 20;

/**
 * Seconds a customer at `position` (from 1) may wait: every `slots` chats (the capacity of the online
 * agents) free one place per mean handling time, so a place frees every mean/slots on average.
 */
export function estimatedWaitSeconds(position: number, handlingTimesMs: readonly number[], slots: number): number {
  const mean =
    handlingTimesMs.length === 0
      ? DEFAULT_HANDLING_MS
      : handlingTimesMs.reduce((sum, ms) => sum + ms, 0) / handlingTimesMs.length;
  return Math.round((position * mean) / Math.max(slots, 1) / 1000);
}

/** What places in the queues are computed from, read once for one event. */
export interface QueueFacts {
  /** Oldest first. */
  waiting: readonly { id: string }[];
  /** reception id → the agent it is offered to. */
  offers: ReadonlyMap<string, string>;
  /** The agents online and not away, with their capacity. */
  available: readonly { agentId: string; capacity: number }[];
  companyOfReception(receptionId: string): string | undefined;
  companyOfAgent(agentId: string): string | undefined;
}

/**
 * The place (from 1) and estimate of each reception not offered, in order of asking, each in its
 * company's own queue, whose slots are the capacity of that company's available agents.
 */
export function placesInQueues(facts: QueueFacts, handlingTimesMs: readonly number[]): Map<string, QueueWait> {
  const slotsOf = (companyId: string | undefined) =>
    facts.available
      .filter(({ agentId }) => companyId !== undefined && facts.companyOfAgent(agentId) === companyId)
      .reduce((sum, { capacity }) => sum + capacity, 0);
  const places = new Map<string, QueueWait>();
  const queued = new Map<string | undefined, number>();
  for (const { id } of facts.waiting) {
    if (facts.offers.has(id)) continue;
    const companyId = facts.companyOfReception(id);
    const position = (queued.get(companyId) ?? 0) + 1;
    queued.set(companyId, position);
    places.set(id, {
      queue_position: position,
      estimated_wait_seconds: estimatedWaitSeconds(position, handlingTimesMs, slotsOf(companyId)),
    });
  }
  return places;
}
