import type { Redis } from 'ioredis';
import type { CounterAdded, CounterState, ExpiringCounters } from '../types';
import type { ClusterKeys } from './keys';
import type { RunScript } from './scripts';

/** ExpiringCounters on Redis hashes that expire (PEXPIRE); one add is one script, so atomic across nodes. */
export class RedisCounters implements ExpiringCounters {
  constructor(
    private readonly redis: Redis,
    private readonly runScript: RunScript,
    private readonly keys: ClusterKeys,
  ) {}

  async read(key: string): Promise<CounterState | undefined> {
    const name = this.keys.counter(key);
    const [count, expiresInMs] = await Promise.all([this.redis.hget(name, 'count'), this.redis.pttl(name)]);
    // PTTL is negative for a key that is gone (or has no expiry, which these never lack).
    if (count === null || expiresInMs <= 0) return undefined;
    return { count: Number(count), expiresInMs };
  }

  async add(key: string, ttlMs: number, renew: boolean): Promise<CounterAdded> {
    const [count, expiresInMs, since] = (await this.runScript(
      'sandboxCounterAdd',
      [this.keys.counter(key)],
      [ttlMs, renew ? '1' : '0'],
    )) as [number, number, number];
    return { count, expiresInMs, sincePreviousMs: since < 0 ? undefined : since };
  }

  async remove(key: string): Promise<void> {
    await this.redis.del(this.keys.counter(key));
  }
}
