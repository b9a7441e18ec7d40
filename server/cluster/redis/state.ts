import type { Redis } from 'ioredis';
import type { SharedState } from '../types';
import type { ClusterKeys } from './keys';

/** SharedState on Redis hashes, sets and counters (each call one command, atomic on its own). */
export class RedisState implements SharedState {
  constructor(
    private readonly redis: Redis,
    private readonly keys: ClusterKeys,
  ) {}

  async hashGet(key: string, field: string): Promise<string | undefined> {
    return (await this.redis.hget(this.keys.shared(key), field)) ?? undefined;
  }

  hashGetAll(key: string): Promise<Record<string, string>> {
    return this.redis.hgetall(this.keys.shared(key));
  }

  async hashSet(key: string, field: string, value: string): Promise<void> {
    await this.redis.hset(this.keys.shared(key), field, value);
  }

  async hashDelete(key: string, ...fields: string[]): Promise<void> {
    if (fields.length > 0) await this.redis.hdel(this.keys.shared(key), ...fields);
  }

  async setAdd(key: string, member: string): Promise<void> {
    await this.redis.sadd(this.keys.shared(key), member);
  }

  async setRemove(key: string, member: string): Promise<void> {
    await this.redis.srem(this.keys.shared(key), member);
  }

  setMembers(key: string): Promise<string[]> {
    return this.redis.smembers(this.keys.shared(key));
  }

  increment(key: string): Promise<number> {
    return this.redis.incr(this.keys.shared(key));
  }
}
