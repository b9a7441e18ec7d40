import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CustomerRef } from '../ports';

/** Shared key-value state (in-process: Maps and Sets; Redis: hashes, sets and counters under one key prefix). */
export interface SharedState {
  hashGet(key: string, field: string): Promise<string | undefined>;
  hashGetAll(key: string): Promise<Record<string, string>>;
  hashSet(key: string, field: string, value: string): Promise<void>;
  hashDelete(key: string, ...fields: string[]): Promise<void>;
  setAdd(key: string, member: string): Promise<void>;
  setRemove(key: string, member: string): Promise<void>;
  setMembers(key: string): Promise<string[]>;
  increment(key: string): Promise<number>;
}

/** A counter as read: how many adds, and how long until it is forgotten. */
export interface CounterState {
  count: number;
  expiresInMs: number;
}

/** A counter just added to, with how long ago the add before this one was (undefined: this is the first). */
export interface CounterAdded extends CounterState {
  sincePreviousMs: number | undefined;
}

/**
 * Counters that forget themselves after a while (sign-in failures, server/sessions/signInLimiter.ts).
 * In-process: a Map swept as it goes; Redis: one hash per counter with a PEXPIRE, times by Redis's clock.
 */
export interface ExpiringCounters {
  /** Undefined when the counter has no adds or was forgotten. */
  read(key: string): Promise<CounterState | undefined>;
  /**
   * Adds one. A new counter is forgotten `ttlMs` after its first add (a fixed window); with `renew`, `ttlMs`
   * after its latest add instead.
   */
  add(key: string, ttlMs: number, renew: boolean): Promise<CounterAdded>;
  remove(key: string): Promise<void>;
}

/** What a node hears on a customer's channel while it holds a connection of theirs. */
export interface CustomerSessionEvents {
  /** A connection of the customer opened somewhere (this node included) with this cluster-wide order. */
  opened(customer: CustomerRef, order: number): void;
  /** Text another node sent to the customer's connection (CustomerSessions.send). */
  message(customer: CustomerRef, text: string): void;
}

/**
 * The customers' connections cluster-wide (realtime/registry.ts drives it): the newest connection of a
 * customer anywhere is the one that stays (docs/protocol.md, 314). A node listens to a customer's
 * channel from `open` until the matching `close`.
 */
export interface CustomerSessions {
  listen(events: CustomerSessionEvents): void;
  /** True while the customer has a connection on a live node (any node). */
  isOnline(customer: CustomerRef): Promise<boolean>;
  /**
   * Records a new connection of the customer on this node as their current one, with the next
   * cluster-wide order; `first` when they had no current connection anywhere.
   */
  open(customer: CustomerRef): Promise<{ order: number; first: boolean }>;
  /** Forgets connection `order` unless a newer one took its place; true when the customer has none left anywhere. */
  close(customer: CustomerRef, order: number): Promise<boolean>;
  /** To the node listening to the customer's channel (none in-process: there is no other node). */
  send(customer: CustomerRef, text: string): void;
}

/** Agents with a console open, cluster-wide (realtime/agentSockets.ts drives it). */
export interface AgentPresence {
  /** The agent's first console on this node opened. */
  arrived(agentId: string): Promise<void>;
  /** The agent's last console on this node closed. */
  left(agentId: string): Promise<void>;
  /** On any live node, in the order each first came online. */
  onlineAgentIds(): Promise<string[]>;
}

/** Pub/sub between nodes; in-process there is no other node, so nothing is sent and nothing arrives. */
export interface MessageBus {
  publish(channel: string, text: string): void;
  /** Resolves once subscribed; the function it gives stops the listener. */
  subscribe(channel: string, listener: (text: string) => void): Promise<() => Promise<void>>;
}

export interface NodeGone {
  nodeId: string;
  /** Its customers whose connection was still the current one: each has now left. */
  customers: CustomerRef[];
  /** The agents who had a console open on it (they may still have one elsewhere). */
  agentIds: string[];
}

export interface Cluster {
  readonly nodeId: string;
  /** True with Redis. */
  readonly distributed: boolean;
  /** Runs `work` while holding the named cluster-wide lock (in-process: an async-mutex Mutex per name). */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Shared key-value state (in-process: Maps/Sets; Redis: hashes/sets/counters under one key prefix). */
  readonly shared: SharedState;
  /** Counters that expire (in-process: a Map; Redis: hashes with a PEXPIRE under `<prefix>counter:`). */
  readonly counters: ExpiringCounters;
  /** Customers: where a customer's connection is, cluster-wide. */
  readonly customers: CustomerSessions;
  /** Agents: who has a console open, cluster-wide. */
  readonly agents: AgentPresence;
  readonly bus: MessageBus;
  /** Called on ONE node (the reaper) when another node stopped heartbeating, with what it held. */
  onNodeGone(listener: (gone: NodeGone) => void): void;
  /**
   * This node is shutting down: from now on its connections closing keep their cluster-wide entries,
   * so that a live node reaps them (onNodeGone) rather than a node that is about to stop.
   */
  leave(): void;
  /** Stops heartbeating (a live node reaps this one) and closes the connections to Redis. */
  close(): Promise<void>;
}

/** With Redis, what @fastify/rate-limit needs to count on it (http/rateLimits.ts). */
export interface DistributedCluster extends Cluster {
  readonly redis: Redis;
  /** Its keys' prefix (the plugin's nameSpace). */
  readonly rateLimitNameSpace: string;
}

export interface ClusterTiming {
  /** How often a node tells it is alive (and looks for dead nodes). Default 1 s. */
  heartbeatMs: number;
  /** A node that has not told it is alive for this long is dead. Default 4 s. */
  nodeTimeoutMs: number;
  /** How long a cluster lock outlives a holder that stopped renewing it (died). Default 5 s. */
  lockTtlMs: number;
}

export interface ClusterOptions {
  /** `redis://…`: nodes share state and messages through it. Unset: in-process, as one node. */
  redisUrl?: string;
  /** `[A-Za-z0-9_-]{1,32}`; default a random id. */
  nodeId?: string;
  /** Redis only: the prefix of every key and channel, so that clusters (tests) sharing a Redis stay apart. Default `sandbox:`. */
  keyPrefix?: string;
  timing?: Partial<ClusterTiming>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export const DEFAULT_CLUSTER_TIMING: ClusterTiming = { heartbeatMs: 1000, nodeTimeoutMs: 4000, lockTtlMs: 5000 };
