import type { AgentStatus } from '../../src/protocol/agentFrames';
import { RECEPTION_PHASE } from '../../src/protocol/codes';
import type { Cluster } from '../cluster';
import type { CustomerConnections, CustomerRef } from '../ports';
import type { Store } from '../store';
import { QueueAbandonment } from './abandonment';
import type { AgentPushes } from './agentPushes';
import type { ReceptionEvents } from './events';
import { customerOf } from './pushes';
import type { ReceptionQueue } from './queue';
import type { AgentRoster } from './roster';

/**
 * Who is there: agents opening and closing consoles or going away, customers coming and going (a
 * waiting customer gone longer than the grace period loses their place), nodes that stop. Every such
 * event moves the queue, so each runs one at a time; those nobody waits for run in the background.
 */
export class ReceptionAttendance {
  private readonly abandonment: QueueAbandonment;

  constructor(
    private readonly store: Store,
    private readonly events: ReceptionEvents,
    private readonly queue: ReceptionQueue,
    private readonly roster: AgentRoster,
    private readonly agentPushes: AgentPushes,
    private readonly cluster: Cluster,
    queueGraceMs: number,
  ) {
    this.abandonment = new QueueAbandonment(queueGraceMs, cluster.shared, (customer) =>
      events.inBackground(() => this.dropAbandoned(customer)),
    );
  }

  /** Follows this node's customers and the cluster's nodes; every waiting customer starts with a grace period. */
  watch(customers: CustomerConnections): void {
    customers.watch({
      connected: (userId, productId) =>
        this.events.inBackground(() => this.abandonment.customerBack({ userId, productId })),
      disconnected: (userId, productId) => this.events.inBackground(() => this.customerGone({ userId, productId })),
    });
    this.cluster.onNodeGone((gone) => this.events.inBackground(() => this.nodeGone(gone.customers)));
    // After a restart nobody is connected here yet: every waiting customer has the grace period to come back.
    this.events.inBackground(() => this.startGracePeriods());
  }

  /** Stops this node's abandonment timers. */
  dispose(): void {
    this.abandonment.dispose();
  }

  /** An agent opened a console: offers may move to them; this console gets the queue, their presence and their chats. One at a time. */
  agentConnected(agentId: string): Promise<void> {
    return this.events.oneAtATime(async () => {
      await this.queue.changed(agentId);
      for (const reception of await this.store.receptions.servedBy(agentId))
        await this.agentPushes.accepted(agentId, reception, true);
    });
  }

  /** The agent's last console closed: their offers go to others. One at a time; nothing once the sandbox closes. */
  agentDisconnected(): Promise<void> {
    return this.events.oneAtATime(async () => {
      if (!this.events.disposed) await this.queue.changed();
    });
  }

  /** Online or away: away agents get no new offers. One at a time. */
  setPresence(agentId: string, status: AgentStatus): Promise<void> {
    return this.events.oneAtATime(async () => {
      if (await this.roster.setStatus(agentId, status)) await this.queue.changed();
    });
  }

  private async startGracePeriods(): Promise<void> {
    for (const reception of await this.store.receptions.waiting())
      await this.abandonment.customerLeft(customerOf(reception));
  }

  /** The customer's last connection closed: if they wait for a human, the grace period starts. */
  private async customerGone(customer: CustomerRef): Promise<void> {
    const open = await this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    if (open?.phase === RECEPTION_PHASE.humanRequested) await this.abandonment.customerLeft(customer);
  }

  /** The customers of a node that stopped: as if each had left (grace starts here); its agents' offers move. */
  private async nodeGone(customers: readonly CustomerRef[]): Promise<void> {
    for (const customer of customers) await this.customerGone(customer);
    await this.queue.changed();
  }

  /**
   * A customer waiting for a human left this node longer than the grace period ago: unless they are
   * back on some node or left another one later, their place frees.
   */
  private async dropAbandoned(customer: CustomerRef): Promise<void> {
    if ((await this.cluster.customers.isOnline(customer)) || !(await this.abandonment.gracePassed(customer))) return;
    const open = await this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    if (open?.phase === RECEPTION_PHASE.humanRequested && (await this.store.receptions.abandon(open.id)))
      await this.queue.changed();
  }
}
