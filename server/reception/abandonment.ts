import type { CustomerRef } from './pushes';

/** How long a waiting customer's socket may stay closed before their request leaves the queue. */
export const DEFAULT_QUEUE_GRACE_MS = 60_000;

const keyOf = (customer: CustomerRef) => `${customer.productId}:${customer.userId}`;

/**
 * Timers for customers who went away while waiting for a human: `drop` runs once the grace period
 * has passed without them coming back (a reload or a network blip comes back well within it).
 */
export class QueueAbandonment {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly graceMs: number,
    private readonly drop: (customer: CustomerRef) => void,
  ) {}

  customerLeft(customer: CustomerRef): void {
    const key = keyOf(customer);
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.drop(customer);
    }, this.graceMs);
    timer.unref();
    this.timers.set(key, timer);
  }

  customerBack(customer: CustomerRef): void {
    const key = keyOf(customer);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
