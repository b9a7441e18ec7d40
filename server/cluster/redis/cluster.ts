import { Redis } from 'ioredis';
import type { ClusterOptions, ClusterTiming, DistributedCluster } from '../types';
import { RedisAgents } from './agents';
import { RedisBus } from './bus';
import { RedisCounters } from './counters';
import { ClusterKeys } from './keys';
import { Liveness } from './liveness';
import { RedisLocks } from './lock';
import { RedisSessions } from './sessions';
import { RedisState } from './state';
import { defineScripts } from './scripts';

export const DEFAULT_KEY_PREFIX = 'sandbox:';

/** `host:port` of a Redis URL, for messages: never its user or password. */
export function redisAddressOf(redisUrl: string): string {
  try {
    const { hostname, port } = new URL(redisUrl);
    return `${hostname || '127.0.0.1'}:${port || '6379'}`;
  } catch {
    return 'Redis';
  }
}

/** A connection that is up when this resolves; a failure names the address, not the credentials. */
async function connect(redisUrl: string, role: string, log: ClusterOptions['log']): Promise<Redis> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectionName: `sandbox-${role}`, maxRetriesPerRequest: 3 });
  let connected = false;
  /** ioredis rejects connect() with "Connection is closed."; the reason is in its error event. */
  let reason: Error | undefined;
  redis.on('error', (error: Error) => {
    reason = error;
    if (connected) log.warn({ err: error, role }, 'Redis connection error');
  });
  try {
    await redis.connect();
    connected = true;
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at ${redisAddressOf(redisUrl)}: ${(reason ?? (error as Error)).message}`);
  }
}

export interface RedisClusterOptions {
  redisUrl: string;
  nodeId: string;
  keyPrefix: string;
  timing: ClusterTiming;
  log: ClusterOptions['log'];
}

/** The cluster on Redis: one command connection and one subscriber connection per node. */
export async function createRedisCluster({
  redisUrl,
  nodeId,
  keyPrefix,
  timing,
  log,
}: RedisClusterOptions): Promise<DistributedCluster> {
  const command = await connect(redisUrl, 'command', log);
  const subscriber = await connect(redisUrl, 'subscriber', log).catch((error: unknown) => {
    command.disconnect();
    throw error;
  });
  const keys = new ClusterKeys(keyPrefix);
  const runScript = defineScripts(command);
  const bus = new RedisBus(command, subscriber, keys, log);
  const locks = new RedisLocks(command, runScript, keys, log, timing.lockTtlMs);
  const sessions = new RedisSessions(nodeId, bus, runScript, keys, timing.nodeTimeoutMs);
  const liveness = new Liveness(nodeId, command, runScript, keys, timing, log);
  try {
    await liveness.start();
  } catch (error) {
    command.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return {
    nodeId,
    distributed: true,
    redis: command,
    rateLimitNameSpace: keys.rateLimits,
    exclusive: (name, work) => locks.exclusive(name, work),
    shared: new RedisState(command, keys),
    counters: new RedisCounters(command, runScript, keys),
    customers: sessions,
    agents: new RedisAgents(nodeId, command, runScript, keys, timing.nodeTimeoutMs),
    bus,
    onNodeGone: (listener) => liveness.onNodeGone(listener),
    leave: () => sessions.leave(),
    close: async () => {
      try {
        await liveness.stop();
      } finally {
        await Promise.allSettled([subscriber.quit(), command.quit()]);
      }
    },
  };
}
