import type { Redis } from 'ioredis';

/** Time in scripts is Redis's own clock, so that the nodes' clocks never have to agree. */
const NOW_MS = `local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)`;

/**
 * The scripts the cluster runs (each atomic in Redis). Keys are passed as KEYS; the node and customer
 * hashes are named by the caller.
 */
const SCRIPTS = {
  /** KEYS nodes; ARGV nodeId. 1 when the node was not listed (first beat, or it had been reaped). */
  sandboxHeartbeat: {
    keys: 1,
    lua: `${NOW_MS}
return redis.call('ZADD', KEYS[1], now, ARGV[1])`,
  },
  /** KEYS nodes; ARGV timeoutMs, 'alive' | 'dead'. The ids of the nodes alive (or dead) now. */
  sandboxNodes: {
    keys: 1,
    lua: `${NOW_MS}
local since = now - tonumber(ARGV[1])
if ARGV[2] == 'alive' then return redis.call('ZRANGEBYSCORE', KEYS[1], since, '+inf') end
return redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. since)`,
  },
  /**
   * KEYS online, node's customers, sessions counter; ARGV customerKey, nodeId, customer's channel.
   * Makes the node's new connection the customer's current one with the next cluster-wide order and
   * tells the customer's channel (older connections anywhere are evicted). Returns {order, 1 when the
   * customer had no current connection}.
   */
  sandboxOpenSession: {
    keys: 3,
    lua: `local order = redis.call('INCR', KEYS[3])
local first = redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ':' .. order)
redis.call('HSET', KEYS[2], ARGV[1], order)
redis.call('PUBLISH', ARGV[3], 'S' .. order)
return {order, first}`,
  },
  /** KEYS online, node's customers; ARGV customerKey, nodeId, order. 1 when it was the customer's current connection. */
  sandboxCloseSession: {
    keys: 2,
    lua: `if redis.call('HGET', KEYS[2], ARGV[1]) == ARGV[3] then redis.call('HDEL', KEYS[2], ARGV[1]) end
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] .. ':' .. ARGV[3] then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 1
end
return 0`,
  },
  /** KEYS online, nodes; ARGV customerKey, timeoutMs. 1 when the customer's current connection is on a live node. */
  sandboxIsOnline: {
    keys: 2,
    lua: `${NOW_MS}
local current = redis.call('HGET', KEYS[1], ARGV[1])
if not current then return 0 end
local node = string.match(current, '^(.*):%d+$')
local beat = redis.call('ZSCORE', KEYS[2], node)
if beat and tonumber(beat) >= now - tonumber(ARGV[2]) then return 1 end
return 0`,
  },
  /** KEYS node's agents, agents counter; ARGV agentId. Notes when the agent came online here, once. */
  sandboxAgentArrived: {
    keys: 2,
    lua: `if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then
  redis.call('HSET', KEYS[1], ARGV[1], redis.call('INCR', KEYS[2]))
end
return 1`,
  },
  /**
   * KEYS nodes, online, dead node's customers, dead node's agents; ARGV deadNodeId, timeoutMs.
   * Forgets a dead node and what it held; returns {customer keys that were still current there, agent
   * ids}, or nil when the node is alive or another node reaped it first (so exactly one node reaps).
   */
  sandboxReap: {
    keys: 4,
    lua: `${NOW_MS}
local beat = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not beat or tonumber(beat) >= now - tonumber(ARGV[2]) then return nil end
local gone = {}
local held = redis.call('HGETALL', KEYS[3])
for i = 1, #held, 2 do
  if redis.call('HGET', KEYS[2], held[i]) == ARGV[1] .. ':' .. held[i + 1] then
    redis.call('HDEL', KEYS[2], held[i])
    table.insert(gone, held[i])
  end
end
local agents = redis.call('HKEYS', KEYS[4])
redis.call('DEL', KEYS[3], KEYS[4])
redis.call('ZREM', KEYS[1], ARGV[1])
return {gone, agents}`,
  },
  /**
   * KEYS counter; ARGV ttlMs, '1' to renew the ttl on every add. Adds one to an ExpiringCounters counter;
   * returns {count, ms until it is forgotten, ms since the add before (-1: none)}.
   */
  sandboxCounterAdd: {
    keys: 1,
    lua: `${NOW_MS}
local previous = redis.call('HGET', KEYS[1], 'last')
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', now)
if count == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local since = -1
if previous then since = now - tonumber(previous) end
return {count, redis.call('PTTL', KEYS[1]), since}`,
  },
  /** KEYS lock; ARGV token, ttlMs. Extends the lock while this token holds it. */
  sandboxRenewLock: {
    keys: 1,
    lua: `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`,
  },
  /** KEYS lock; ARGV token. Releases the lock only while this token holds it (compare and delete). */
  sandboxReleaseLock: {
    keys: 1,
    lua: `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`,
  },
} as const;

export type ScriptName = keyof typeof SCRIPTS;
export type RunScript = (
  name: ScriptName,
  keys: readonly string[],
  args: readonly (string | number)[],
) => Promise<unknown>;

/** Registers the scripts on a connection (EVALSHA, loaded on first use) and returns how to run one. */
export function defineScripts(redis: Redis): RunScript {
  for (const [name, { keys, lua }] of Object.entries(SCRIPTS)) redis.defineCommand(name, { numberOfKeys: keys, lua });
  const commands = redis as unknown as Record<ScriptName, (...parts: (string | number)[]) => Promise<unknown>>;
  return (name, keys, args) => commands[name](...keys, ...args);
}
