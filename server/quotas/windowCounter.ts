import { isDistributed, type Cluster } from '../cluster';
import type { DistributedCluster } from '../cluster/types';
import { windowIndexOf } from './rules';

/** Counts events per key in fixed windows: in this process alone, or in Redis for every node. */
export interface WindowCounter {
  /** Counts one more event for `key` in the window `now` falls in; resolves to the window's count with it. */
  hit(key: string, windowMs: number, now?: number): Promise<number>;
}

/** Forgets windows that ended once this many keys are held, so that idle customers cost nothing. */
const SWEEP_ABOVE_KEYS = 10_000;

/** One node: a Map of each key's current window and count. */
export class LocalWindowCounter implements WindowCounter {
  private readonly counts = new Map<string, { window: number; count: number }>();

  async hit(key: string, windowMs: number, now = Date.now()): Promise<number> {
    const window = windowIndexOf(windowMs, now);
    const held = this.counts.get(key);
    const count = held?.window === window ? held.count + 1 : 1;
    if (this.counts.size > SWEEP_ABOVE_KEYS) this.sweep(window);
    this.counts.set(key, { window, count });
    return count;
  }

  private sweep(window: number): void {
    for (const [key, held] of this.counts) if (held.window < window) this.counts.delete(key);
  }
}

/** Every node: INCR on a key per window that expires with it (http/rateLimits.ts counts on the same Redis). */
function redisWindowCounter(cluster: DistributedCluster): WindowCounter {
  return {
    async hit(key: string, windowMs: number, now = Date.now()): Promise<number> {
      const redisKey = `${cluster.rateLimitNameSpace}quota:${key}:${windowIndexOf(windowMs, now)}`;
      const results = await cluster.redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec();
      const [error, count] = results?.[0] ?? [new Error('the quota count was not answered'), 0];
      if (error) throw error;
      return Number(count);
    },
  };
}

/** The counter the cluster's nodes share: Redis with REDIS_URL, else this process's own. */
export function windowCounterOf(cluster: Cluster): WindowCounter {
  return isDistributed(cluster) ? redisWindowCounter(cluster) : new LocalWindowCounter();
}
