import type { CustomerRef } from '../../ports';
import { customerKeyOf } from '../customerKey';
import type { CustomerSessionEvents, CustomerSessions, MessageBus } from '../types';
import type { ClusterKeys } from './keys';
import type { RunScript } from './scripts';

/** On a customer's channel: `S<order>` a connection opened, `M<text>` a message for the connection. */
const OPENED = 'S';
const MESSAGE = 'M';

function channelOf(customerKey: string): string {
  return `cust:${customerKey}`;
}

interface Subscription {
  /** Connections of the customer opened on this node and not closed yet. */
  count: number;
  stopped: Promise<() => Promise<void>>;
}

/**
 * Customers' connections on Redis: `customers:online` maps each customer to `<node>:<order>` of their
 * current connection, and each node's hash lists the connections it holds (for reaping). A node
 * listens to `cust:<customer>` from before its connection is recorded until it closes, so it hears
 * every newer connection recorded after its own.
 */
export class RedisSessions implements CustomerSessions {
  private events: CustomerSessionEvents | undefined;
  private readonly subscriptions = new Map<string, Subscription>();
  /** Set when the node leaves: its connections keep their entries for a live node to reap. */
  private leaving = false;

  constructor(
    private readonly nodeId: string,
    private readonly bus: MessageBus,
    private readonly runScript: RunScript,
    private readonly keys: ClusterKeys,
    private readonly nodeTimeoutMs: number,
  ) {}

  listen(events: CustomerSessionEvents): void {
    this.events = events;
  }

  leave(): void {
    this.leaving = true;
  }

  async open(customer: CustomerRef): Promise<{ order: number; first: boolean }> {
    const key = customerKeyOf(customer);
    await this.subscribe(customer, key);
    try {
      const [order, first] = (await this.runScript(
        'sandboxOpenSession',
        [this.keys.onlineCustomers, this.keys.customersOf(this.nodeId), this.keys.sessionOrder],
        [key, this.nodeId, this.keys.channel(channelOf(key))],
      )) as [number, number];
      return { order, first: first === 1 };
    } catch (error) {
      await this.unsubscribe(key);
      throw error;
    }
  }

  async close(customer: CustomerRef, order: number): Promise<boolean> {
    // Leaving: the entry stays for a live node to reap, and the connections to Redis are closing.
    if (this.leaving) return false;
    const key = customerKeyOf(customer);
    try {
      const closed = await this.runScript(
        'sandboxCloseSession',
        [this.keys.onlineCustomers, this.keys.customersOf(this.nodeId)],
        [key, this.nodeId, order],
      );
      return closed === 1;
    } finally {
      await this.unsubscribe(key);
    }
  }

  async isOnline(customer: CustomerRef): Promise<boolean> {
    return (
      (await this.runScript(
        'sandboxIsOnline',
        [this.keys.onlineCustomers, this.keys.nodes],
        [customerKeyOf(customer), this.nodeTimeoutMs],
      )) === 1
    );
  }

  send(customer: CustomerRef, text: string): void {
    this.bus.publish(channelOf(customerKeyOf(customer)), MESSAGE + text);
  }

  private async subscribe(customer: CustomerRef, key: string): Promise<void> {
    const known = this.subscriptions.get(key);
    if (known) {
      known.count += 1;
      await known.stopped;
      return;
    }
    const subscription: Subscription = {
      count: 1,
      stopped: this.bus.subscribe(channelOf(key), (text) => this.heard(customer, text)),
    };
    this.subscriptions.set(key, subscription);
    await subscription.stopped.catch((error: unknown) => {
      if (this.subscriptions.get(key) === subscription) this.subscriptions.delete(key);
      throw error;
    });
  }

  private async unsubscribe(key: string): Promise<void> {
    const subscription = this.subscriptions.get(key);
    if (!subscription) return;
    subscription.count -= 1;
    if (subscription.count > 0) return;
    this.subscriptions.delete(key);
    const stop = await subscription.stopped.catch(() => undefined);
    await stop?.();
  }

  private heard(customer: CustomerRef, text: string): void {
    if (text.startsWith(OPENED)) this.events?.opened(customer, Number(text.slice(OPENED.length)));
    else if (text.startsWith(MESSAGE)) this.events?.message(customer, text.slice(MESSAGE.length));
  }
}
