import type { Cluster } from '../cluster';
import type { ReceptionOptions } from './types';

const noop = () => {};

/**
 * The reception's events, one at a time cluster-wide. The queue's offers and the roster's away set live
 * in the cluster's shared state, the abandonment timers in this node; they are read, then the store is
 * awaited, then they are written: every event that touches them (the methods marked "one at a time",
 * their after-reply work, timers, customers and agents coming and going, a node gone) runs under one
 * cluster-wide lock (`cluster.exclusive('reception')`), so that no two interleave on any node. Those
 * events never start one another inside the lock (it is not reentrant): they share unlocked steps.
 * Messages, typing and reads touch only the store and run freely.
 */
export class ReceptionEvents {
  /** This node's events that have started (waiting for the lock or holding it) and not ended. */
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    private readonly cluster: Pick<Cluster, 'exclusive'>,
    private readonly log: ReceptionOptions['log'],
  ) {}

  /** Set when the sandbox closes: events that come after it touch no store. */
  get disposed(): boolean {
    return this.closed;
  }

  /** One event at a time, cluster-wide; never called from inside another. */
  oneAtATime<T>(event: () => Promise<T>): Promise<T> {
    const running = this.cluster.exclusive('reception', event);
    const ended: Promise<void> = running.then(noop, noop).finally(() => this.running.delete(ended));
    this.running.add(ended);
    return running;
  }

  /** An event nobody waits for (a timer, a socket coming or going): one at a time, its failure logged. */
  inBackground(event: () => Promise<void>): void {
    // Once disposed, not even the lock: the cluster may be closing under it.
    if (this.closed) return;
    this.oneAtATime(async () => {
      if (!this.closed) await event();
    }).catch((error: unknown) => this.log.error({ err: error }, 'a reception event failed'));
  }

  /** Starts no more events; resolves once this node's events in progress have ended. */
  async dispose(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.running]);
  }
}
