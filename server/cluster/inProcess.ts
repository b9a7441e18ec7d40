import { Mutex } from 'async-mutex';
import type { CustomerRef } from '../ports';
import { customerKeyOf } from './customerKey';
import { MemoryCounters } from './memoryCounters';
import { randomNodeId } from './nodeId';
import type { AgentPresence, Cluster, CustomerSessions, MessageBus, SharedState } from './types';

/** Shared state in Maps and Sets: this process is the whole cluster. */
class MemoryState implements SharedState {
  private readonly hashes = new Map<string, Map<string, string>>();
  private readonly sets = new Map<string, Set<string>>();
  private readonly counters = new Map<string, number>();

  async hashGet(key: string, field: string): Promise<string | undefined> {
    return this.hashes.get(key)?.get(field);
  }

  async hashGetAll(key: string): Promise<Record<string, string>> {
    return Object.fromEntries(this.hashes.get(key) ?? []);
  }

  async hashSet(key: string, field: string, value: string): Promise<void> {
    const hash = this.hashes.get(key) ?? new Map<string, string>();
    hash.set(field, value);
    this.hashes.set(key, hash);
  }

  async hashDelete(key: string, ...fields: string[]): Promise<void> {
    const hash = this.hashes.get(key);
    for (const field of fields) hash?.delete(field);
    if (hash?.size === 0) this.hashes.delete(key);
  }

  async setAdd(key: string, member: string): Promise<void> {
    const set = this.sets.get(key) ?? new Set<string>();
    set.add(member);
    this.sets.set(key, set);
  }

  async setRemove(key: string, member: string): Promise<void> {
    const set = this.sets.get(key);
    set?.delete(member);
    if (set?.size === 0) this.sets.delete(key);
  }

  async setMembers(key: string): Promise<string[]> {
    return [...(this.sets.get(key) ?? [])];
  }

  async increment(key: string): Promise<number> {
    const next = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, next);
    return next;
  }
}

/** The current connection's order per customer; nobody else to tell. */
class LocalSessions implements CustomerSessions {
  private readonly current = new Map<string, number>();
  private count = 0;

  listen(): void {}

  async open(customer: CustomerRef): Promise<{ order: number; first: boolean }> {
    const key = customerKeyOf(customer);
    this.count += 1;
    const first = !this.current.has(key);
    this.current.set(key, this.count);
    return { order: this.count, first };
  }

  async close(customer: CustomerRef, order: number): Promise<boolean> {
    const key = customerKeyOf(customer);
    if (this.current.get(key) !== order) return false;
    this.current.delete(key);
    return true;
  }

  async isOnline(customer: CustomerRef): Promise<boolean> {
    return this.current.has(customerKeyOf(customer));
  }

  send(): void {}
}

/** A Set keeps insertion order: the order the agents came online. */
class LocalAgents implements AgentPresence {
  private readonly online = new Set<string>();

  async arrived(agentId: string): Promise<void> {
    this.online.add(agentId);
  }

  async left(agentId: string): Promise<void> {
    this.online.delete(agentId);
  }

  async onlineAgentIds(): Promise<string[]> {
    return [...this.online];
  }
}

const NO_OTHER_NODE: MessageBus = {
  publish: () => {},
  subscribe: async () => async () => {},
};

/** One process, one node: today's behaviour behind the cluster's interfaces (no REDIS_URL). */
export function createInProcessCluster(nodeId = randomNodeId()): Cluster {
  const locks = new Map<string, Mutex>();
  const lockOf = (name: string) => {
    let lock = locks.get(name);
    if (!lock) {
      lock = new Mutex();
      locks.set(name, lock);
    }
    return lock;
  };
  return {
    nodeId,
    distributed: false,
    exclusive: (name, work) => lockOf(name).runExclusive(work),
    shared: new MemoryState(),
    counters: new MemoryCounters(),
    customers: new LocalSessions(),
    agents: new LocalAgents(),
    bus: NO_OTHER_NODE,
    // No other node can stop: nothing is ever gone.
    onNodeGone: () => {},
    leave: () => {},
    close: async () => {},
  };
}
