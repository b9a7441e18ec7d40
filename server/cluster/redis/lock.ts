import { Mutex } from 'async-mutex';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClusterKeys } from './keys';
import type { RunScript } from './scripts';

/** The first wait after a failed attempt; it doubles up to MAX_RETRY_MS (plus up to as much again, at random). */
const FIRST_RETRY_MS = 2;
const MAX_RETRY_MS = 50;

/**
 * Cluster-wide mutual exclusion on one Redis: `SET lock:<name> <random token> NX PX ttl`, retried with a
 * short, growing, jittered wait; renewed every ttl/3 while the work runs; released with a script that
 * deletes the key only while it still holds this holder's token. Within one node, holders of a name
 * queue on a local Mutex first, so a node never spins against itself and its own waiters go in order.
 *
 * Limits (server/cluster/README.md): it is not a fencing lock. If a holder is stalled for longer than the ttl
 * (an event loop blocked that long, or Redis unreachable so the renewal fails) the lock expires and
 * another node may enter while the first still runs; nothing stops the first one's writes. One Redis,
 * no Redlock: if Redis loses the key (restart without persistence, failover to a replica that had not
 * received it) two holders may overlap. Waiters are not queued fairly across nodes. What the database
 * guarantees itself (gap-free seq, unique client_msg_id) holds whatever the lock does.
 */
export class RedisLocks {
  private readonly local = new Map<string, Mutex>();

  constructor(
    private readonly redis: Redis,
    private readonly runScript: RunScript,
    private readonly keys: ClusterKeys,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    /** How long a held lock lives in Redis unless renewed (a holder that died frees it after this). */
    private readonly ttlMs: number,
  ) {}

  exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    return this.localMutex(name).runExclusive(async () => {
      const key = this.keys.lock(name);
      const token = randomBytes(16).toString('hex');
      await this.acquire(key, token);
      const renewal = setInterval(() => this.renew(key, token, name), Math.max(1, Math.floor(this.ttlMs / 3)));
      try {
        return await work();
      } finally {
        clearInterval(renewal);
        await this.runScript('sandboxReleaseLock', [key], [token]).catch((error: unknown) =>
          // Not fatal: the key expires after the ttl and the next holder gets it then.
          this.log.error({ err: error, lock: name }, 'a cluster lock could not be released'),
        );
      }
    });
  }

  private async acquire(key: string, token: string): Promise<void> {
    let wait = FIRST_RETRY_MS;
    while ((await this.redis.set(key, token, 'PX', this.ttlMs, 'NX')) !== 'OK') {
      await sleep(wait + Math.random() * wait);
      wait = Math.min(wait * 2, MAX_RETRY_MS);
    }
  }

  private renew(key: string, token: string, name: string): void {
    this.runScript('sandboxRenewLock', [key], [token, this.ttlMs])
      .then((renewed) => {
        if (renewed !== 1) this.log.error({ lock: name }, 'a cluster lock expired while its work still ran');
      })
      .catch((error: unknown) => this.log.error({ err: error, lock: name }, 'a cluster lock could not be renewed'));
  }

  private localMutex(name: string): Mutex {
    let mutex = this.local.get(name);
    if (!mutex) {
      mutex = new Mutex();
      this.local.set(name, mutex);
    }
    return mutex;
  }
}
