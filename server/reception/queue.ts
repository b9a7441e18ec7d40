import { CONTENT_TYPE } from '../../src/protocol/codes';
import type { AgentChannel } from '../realtime/agentChannel';
import type { Store } from '../store';
import { customerOf, receptionSignal, type CustomerPushes } from './pushes';
import { waitingListFrame } from './waitingList';

/** Estimated wait per queue position (docs/protocol.md, reception decisions). */
export const SECONDS_PER_QUEUE_POSITION = 120;

export interface QueueWait {
  queue_position: number;
  estimated_wait_seconds: number;
}

function waitAt(position: number): QueueWait {
  return { queue_position: position, estimated_wait_seconds: position * SECONDS_PER_QUEUE_POSITION };
}

/**
 * The queue of waiting receptions behind the free agents. Positions follow from SQLite (the waiting
 * receptions, who serves whom) and the online agents; only the last position pushed to each customer
 * is kept, so that a customer hears of a change once.
 */
export class ReceptionQueue {
  private readonly pushedPositions = new Map<string, number>();

  constructor(
    private readonly store: Store,
    private readonly agents: AgentChannel,
    private readonly pushes: CustomerPushes,
  ) {}

  hasOnlineAgent(): boolean {
    return this.agents.onlineAgentIds().length > 0;
  }

  /** Undefined when a free agent can take the reception now (or it is not waiting). */
  waitOf(receptionId: string): QueueWait | undefined {
    const position = this.positions().get(receptionId);
    return position === undefined ? undefined : waitAt(position);
  }

  /**
   * After any change to the waiting receptions, the online agents or whom they serve: 304 to every
   * waiting customer whose position moved, and the waiting list to the agents.
   */
  changed(): void {
    const positions = this.positions();
    for (const id of [...this.pushedPositions.keys()]) if (!positions.has(id)) this.pushedPositions.delete(id);
    for (const [id, position] of positions) {
      if (this.pushedPositions.get(id) === position) continue;
      this.pushedPositions.set(id, position);
      const reception = this.store.receptions.find(id);
      if (!reception) continue;
      const content = JSON.stringify({ position, estimated_wait_seconds: position * SECONDS_PER_QUEUE_POSITION });
      this.pushes.signal(customerOf(reception), { ...receptionSignal(CONTENT_TYPE.queue, reception), content });
    }
    this.broadcastWaitingList();
  }

  broadcastWaitingList(): void {
    // Skips reading the list when nobody would get it.
    if (!this.hasOnlineAgent()) return;
    this.agents.broadcast(waitingListFrame(this.store));
  }

  /** Position (from 1) of each waiting reception that no free agent can take now. */
  private positions(): Map<string, number> {
    const free = this.agents.onlineAgentIds().filter((agentId) => !this.store.receptions.servedBy(agentId)).length;
    const positions = new Map<string, number>();
    this.store.receptions.waiting().forEach((reception, index) => {
      if (index >= free) positions.set(reception.id, index - free + 1);
    });
    return positions;
  }
}
