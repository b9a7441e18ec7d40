/** Every key and channel of one cluster, under its prefix. */
export class ClusterKeys {
  /** Sorted set: node id → its last heartbeat (Redis time, ms). */
  readonly nodes: string;
  /** Hash: customer key → `<nodeId>:<order>` of the customer's current connection. */
  readonly onlineCustomers: string;
  /** Counter: the cluster-wide order of customer connections. */
  readonly sessionOrder: string;
  /** Counter: the order agents come online in. */
  readonly agentOrder: string;

  constructor(private readonly prefix: string) {
    this.nodes = `${prefix}cluster:nodes`;
    this.onlineCustomers = `${prefix}customers:online`;
    this.sessionOrder = `${prefix}customers:order`;
    this.agentOrder = `${prefix}agents:order`;
  }

  /** Hash: customer key → order of each connection the node holds. */
  customersOf(nodeId: string): string {
    return `${this.prefix}customers:node:${nodeId}`;
  }

  /** Hash: agent id → order of coming online, for the agents with a console open on the node. */
  agentsOf(nodeId: string): string {
    return `${this.prefix}agents:online:${nodeId}`;
  }

  lock(name: string): string {
    return `${this.prefix}lock:${name}`;
  }

  /** The services' shared state (SharedState), apart from the cluster's own keys. */
  shared(key: string): string {
    return `${this.prefix}shared:${key}`;
  }

  /** Hash (count, last add), with a PEXPIRE: one of ExpiringCounters' counters. */
  counter(key: string): string {
    return `${this.prefix}counter:${key}`;
  }

  channel(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** The rate limiter's keys (@fastify/rate-limit's nameSpace). */
  get rateLimits(): string {
    return `${this.prefix}rate-limit:`;
  }
}
