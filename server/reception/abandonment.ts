import { customerKeyOf, type SharedState } from '../cluster';
import type { CustomerRef } from '../ports';

/** How long a waiting customer's socket may stay closed before their request leaves the queue. */
export const DEFAULT_QUEUE_GRACE_MS = 60_000;

/** customer key → when they last left (ms), on whichever node, in `cluster.shared`. */
const LEFT_AT = 'queue:leftAt';

/**
 * Timers for customers who went away while waiting for a human: `drop` runs once the grace period
 * has passed without them coming back (a reload or a network blip comes back well within it). The
 * timers are this node's, but when a customer left is shared: a customer who came back on another node
 * and left it again is timed from that later leave, so `drop` asks `gracePassed` (and the cluster
 * whether they are online) before dropping them.
 */
export class QueueAbandonment {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly graceMs: number,
    private readonly shared: SharedState,
    private readonly drop: (customer: CustomerRef) => void,
  ) {}

  async customerLeft(customer: CustomerRef): Promise<void> {
    await this.shared.hashSet(LEFT_AT, customerKeyOf(customer), String(Date.now()));
    this.timeOut(customer, this.graceMs);
  }

  async customerBack(customer: CustomerRef): Promise<void> {
    this.stopTiming(customer);
    await this.shared.hashDelete(LEFT_AT, customerKeyOf(customer));
  }

  /**
   * Whether the grace period has passed since the customer's latest leave on any node. If it has not
   * (they left again elsewhere meanwhile), they are timed here again for the rest of it.
   */
  async gracePassed(customer: CustomerRef): Promise<boolean> {
    const leftAt = Number((await this.shared.hashGet(LEFT_AT, customerKeyOf(customer))) ?? 0);
    const remaining = leftAt + this.graceMs - Date.now();
    if (remaining > 0) {
      this.timeOut(customer, remaining);
      return false;
    }
    await this.shared.hashDelete(LEFT_AT, customerKeyOf(customer));
    return true;
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private timeOut(customer: CustomerRef, ms: number): void {
    const key = customerKeyOf(customer);
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.drop(customer);
    }, ms);
    timer.unref();
    this.timers.set(key, timer);
  }

  private stopTiming(customer: CustomerRef): void {
    const key = customerKeyOf(customer);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
  }
}
