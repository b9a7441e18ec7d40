import { CONTENT_TYPE } from '../../src/protocol/codes';
import type { AgentChannel } from '../realtime/agentChannel';
import type { Store } from '../store';
import { estimatedWaitSeconds, HANDLING_SAMPLE, leastLoaded, type OfferCandidate } from './offers';
import { customerOf, receptionSignal, type CustomerPushes } from './pushes';
import type { AgentRoster } from './roster';
import { waitingListFrame, type QueueView } from './waitingList';

export interface QueueWait {
  queue_position: number;
  estimated_wait_seconds: number;
}

/**
 * The waiting receptions and who gets them (docs/protocol.md, "Agents": offers and the queue). In
 * order of asking, each waiting reception is offered to the least-loaded online agent with room; only
 * that agent may accept it. The rest wait in the queue, whose positions and estimates (from measured
 * handling times) are pushed to their customers (304) whenever they change. Offers live in memory and
 * are recomputed after every change; receptions and who serves whom live in the store. Not safe to
 * enter twice at once: its caller (ReceptionService) runs one call at a time.
 */
export class ReceptionQueue {
  private readonly offers = new Map<string, string>();
  private readonly offerTurns = new Map<string, number>();
  private offerCount = 0;
  /** What each waiting customer was last told, so that a customer hears of a change once. */
  private readonly toldWaits = new Map<string, string>();
  private readonly toldPresence = new Map<string, string>();

  constructor(
    private readonly store: Store,
    private readonly roster: AgentRoster,
    private readonly agents: AgentChannel,
    private readonly pushes: CustomerPushes,
  ) {}

  hasAvailableAgent(): boolean {
    return this.roster.available().length > 0;
  }

  offeredTo(receptionId: string): string | undefined {
    return this.offers.get(receptionId);
  }

  /** Undefined when the reception is offered to an agent (or not waiting). */
  async waitOf(receptionId: string): Promise<QueueWait | undefined> {
    await this.rebalance();
    return (await this.view()).waits.get(receptionId);
  }

  /**
   * After any change to the waiting receptions, the agents' presence or whom they serve: offers move,
   * customers whose place or estimate moved get 304, agents get the waiting list and, when theirs
   * changed, their presence. `greeted`: an agent who just opened a console, told their presence anyway.
   */
  async changed(greeted?: string): Promise<void> {
    await this.rebalance();
    const view = await this.view();
    this.tellCustomers(view);
    const connected = this.roster.connected();
    if (connected.length > 0) this.agents.broadcast(await waitingListFrame(this.store, view));
    for (const agentId of connected) await this.tellPresence(agentId, agentId === greeted);
  }

  async broadcastWaitingList(): Promise<void> {
    if (this.roster.connected().length > 0) this.agents.broadcast(await waitingListFrame(this.store, await this.view()));
  }

  private async rebalance(): Promise<void> {
    const waiting = await this.store.receptions.waiting();
    const waitingIds = new Set(waiting.map((reception) => reception.id));
    const available = this.roster.available();
    for (const [receptionId, agentId] of this.offers) {
      if (!waitingIds.has(receptionId) || !available.includes(agentId)) this.offers.delete(receptionId);
    }
    const candidates = await Promise.all(available.map((agentId) => this.candidate(agentId)));
    for (const reception of waiting) {
      if (this.offers.has(reception.id)) continue;
      const chosen = leastLoaded(candidates);
      if (!chosen) break;
      this.offerCount += 1;
      this.offers.set(reception.id, chosen.agentId);
      this.offerTurns.set(chosen.agentId, this.offerCount);
      chosen.load += 1;
      chosen.lastOfferAt = this.offerCount;
    }
  }

  private async candidate(agentId: string): Promise<OfferCandidate> {
    let offered = 0;
    for (const holder of this.offers.values()) if (holder === agentId) offered += 1;
    const [served, capacity] = await Promise.all([this.store.receptions.servedBy(agentId), this.roster.capacityOf(agentId)]);
    return { agentId, load: served.length + offered, capacity, lastOfferAt: this.offerTurns.get(agentId) ?? 0 };
  }

  /** Positions (from 1) and estimates of the receptions not offered, in order of asking. */
  private async view(): Promise<QueueView> {
    const capacities = await Promise.all(this.roster.available().map((agentId) => this.roster.capacityOf(agentId)));
    const slots = capacities.reduce((sum, capacity) => sum + capacity, 0);
    const handlingTimes = await this.store.receptions.recentHandlingTimes(HANDLING_SAMPLE);
    const waiting = await this.store.receptions.waiting();
    const waits = new Map<string, QueueWait>();
    for (const reception of waiting) {
      if (this.offers.has(reception.id)) continue;
      const position = waits.size + 1;
      waits.set(reception.id, { queue_position: position, estimated_wait_seconds: estimatedWaitSeconds(position, handlingTimes, slots) });
    }
    return { waiting, waits, offers: this.offers };
  }

  private tellCustomers({ waiting, waits }: QueueView): void {
    for (const reception of waiting) {
      const wait = waits.get(reception.id);
      // Offered: position 0 tells a customer who was queued that an agent is about to join.
      if (!wait && !this.toldWaits.has(reception.id)) continue;
      const content = JSON.stringify({ position: wait?.queue_position ?? 0, estimated_wait_seconds: wait?.estimated_wait_seconds ?? 0 });
      if (this.toldWaits.get(reception.id) === content) continue;
      this.toldWaits.set(reception.id, content);
      this.pushes.signal(customerOf(reception), { ...receptionSignal(CONTENT_TYPE.queue, reception), content });
    }
    const waitingIds = new Set(waiting.map((reception) => reception.id));
    for (const receptionId of [...this.toldWaits.keys()]) if (!waitingIds.has(receptionId)) this.toldWaits.delete(receptionId);
  }

  private async tellPresence(agentId: string, always: boolean): Promise<void> {
    const frame = await this.roster.presenceOf(agentId);
    const text = JSON.stringify(frame);
    if (!always && this.toldPresence.get(agentId) === text) return;
    this.toldPresence.set(agentId, text);
    this.agents.send(agentId, frame);
  }
}
