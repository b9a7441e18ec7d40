import type { FastifyBaseLogger } from 'fastify';
import type { IncomingData } from '../../src/protocol/frames';
import type { PushIdentifier } from '../../src/protocol/identifiers';
import { customerKeyOf, type CustomerSessions } from '../cluster';
import type { ClientConnection } from './connection';
import type { CustomerChannel, CustomerRef, PresenceWatcher } from '../ports';

function customerOf(connection: ClientConnection): CustomerRef {
  return { userId: connection.session.userId, productId: connection.session.productId };
}

interface Held {
  connection: ClientConnection;
  /** Its cluster-wide order: a connection with a higher one anywhere evicts it. */
  order: number;
}

/** A push for a customer's connection on another node (CustomerSessions.send). */
interface RemotePush {
  identify: PushIdentifier;
  data: unknown;
}

/**
 * The live connection of each user and product: one at a time cluster-wide (docs/protocol.md, 314).
 * This node holds its own connections; the cluster's sessions (server/cluster) order every connection
 * of every node, so a newer one anywhere evicts an older one anywhere, and carry pushes to the node
 * that holds the customer.
 */
export class ConnectionRegistry implements CustomerChannel {
  private readonly connections = new Map<string, Held>();
  private readonly orders = new WeakMap<ClientConnection, number>();
  /** Customers whose connection is being recorded here: the highest order heard meanwhile. */
  private readonly opening = new Map<string, number>();
  private readonly watchers: PresenceWatcher[] = [];

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly sessions: CustomerSessions,
  ) {
    sessions.listen({
      opened: (customer, order) => this.openedSomewhere(customer, order),
      message: (customer, text) => this.pushedFromElsewhere(customer, text),
    });
  }

  watch(watcher: PresenceWatcher): void {
    this.watchers.push(watcher);
  }

  /** Makes `connection` the customer's current one and evicts the one it replaces, here or on another node. */
  async add(connection: ClientConnection): Promise<void> {
    const customer = customerOf(connection);
    const key = customerKeyOf(customer);
    this.opening.set(key, 0);
    let opened: { order: number; first: boolean };
    let heard: number;
    try {
      opened = await this.sessions.open(customer);
    } finally {
      heard = this.opening.get(key) ?? 0;
      this.opening.delete(key);
    }
    this.orders.set(connection, opened.order);
    // A newer connection elsewhere was recorded while this one was: this one is already the older.
    if (heard > opened.order) {
      connection.evict();
      return;
    }
    const previous = this.connections.get(key);
    this.connections.set(key, { connection, order: opened.order });
    if (previous && previous.connection !== connection) previous.connection.evict();
    if (opened.first) this.tell((watcher) => watcher.connected(customer.userId, customer.productId));
  }

  /** Forgets `connection`; the customer is disconnected unless a newer connection (anywhere) took its place. */
  async remove(connection: ClientConnection): Promise<void> {
    const order = this.orders.get(connection);
    if (order === undefined) return;
    const customer = customerOf(connection);
    const key = customerKeyOf(customer);
    if (this.connections.get(key)?.connection === connection) this.connections.delete(key);
    if (await this.sessions.close(customer, order))
      this.tell((watcher) => watcher.disconnected(customer.userId, customer.productId));
  }

  /** To the customer's connection here, else through the cluster to the node that holds it. */
  push<I extends PushIdentifier>(customer: CustomerRef, identify: I, data: IncomingData[I]): void {
    const held = this.connections.get(customerKeyOf(customer));
    if (held) held.connection.push(identify, data);
    else this.sessions.send(customer, JSON.stringify({ identify, data } satisfies RemotePush));
  }

  private openedSomewhere(customer: CustomerRef, order: number): void {
    const key = customerKeyOf(customer);
    const opening = this.opening.get(key);
    if (opening !== undefined) this.opening.set(key, Math.max(opening, order));
    const held = this.connections.get(key);
    if (!held || held.order >= order) return;
    this.connections.delete(key);
    held.connection.evict();
  }

  private pushedFromElsewhere(customer: CustomerRef, text: string): void {
    const held = this.connections.get(customerKeyOf(customer));
    if (!held) return;
    const { identify, data } = JSON.parse(text) as RemotePush;
    held.connection.push(identify, data as IncomingData[typeof identify]);
  }

  /** Calls each watcher at once (synchronously up to its first await); a throw or a rejection is logged. */
  private tell(event: (watcher: PresenceWatcher) => void | Promise<void>): void {
    const tellOne = async (watcher: PresenceWatcher) => event(watcher);
    for (const watcher of this.watchers)
      tellOne(watcher).catch((error: unknown) => this.log.error({ err: error }, 'a presence watcher failed'));
  }
}
