import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { customerOfKey } from '../customerKey';
import type { ClusterTiming, NodeGone } from '../types';
import type { ClusterKeys } from './keys';
import type { RunScript } from './scripts';

/**
 * Heartbeat and reaping: every heartbeatMs the node writes its beat (Redis time) and looks for nodes
 * whose beat is older than nodeTimeoutMs; each dead node is reaped by one script, so exactly one node
 * (whichever runs it first) learns what the dead one held and tells its listeners.
 */
export class Liveness {
  private timer: NodeJS.Timeout | undefined;
  private beating: Promise<void> = Promise.resolve();
  private readonly listeners: ((gone: NodeGone) => void)[] = [];
  private beats = 0;

  constructor(
    private readonly nodeId: string,
    private readonly redis: Redis,
    private readonly runScript: RunScript,
    private readonly keys: ClusterKeys,
    private readonly timing: ClusterTiming,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  onNodeGone(listener: (gone: NodeGone) => void): void {
    this.listeners.push(listener);
  }

  /** Beats once (the node is alive when this resolves), then keeps beating. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => {
      // One beat at a time: a slow Redis delays beats rather than piling them up.
      this.beating = this.beating
        .then(() => this.beatAndReap())
        .catch((error: unknown) => this.log.error({ err: error }, 'the cluster heartbeat failed'));
    }, this.timing.heartbeatMs);
  }

  /** Stops beating and backdates the last beat, so that a live node reaps this one at its next look. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.beating;
    // Without it (Redis unreachable) the node is reaped anyway, once its last beat is nodeTimeoutMs old.
    await this.redis
      .zadd(this.keys.nodes, 0, this.nodeId)
      .catch((error: unknown) => this.log.error({ err: error }, 'the node could not mark itself gone'));
  }

  private async beatAndReap(): Promise<void> {
    await this.beat();
    const dead = (await this.runScript(
      'sandboxNodes',
      [this.keys.nodes],
      [this.timing.nodeTimeoutMs, 'dead'],
    )) as string[];
    for (const nodeId of dead) if (nodeId !== this.nodeId) await this.reap(nodeId);
  }

  private async beat(): Promise<void> {
    const added = await this.runScript('sandboxHeartbeat', [this.keys.nodes], [this.nodeId]);
    this.beats += 1;
    if (added === 1 && this.beats > 1) {
      // Stalled past the timeout: another node reaped this one, so its customers' and agents' entries
      // are gone while their sockets are still open here (they count again once they reconnect).
      this.log.error({ nodeId: this.nodeId }, 'this node missed its heartbeats and was reaped by another node');
    }
  }

  private async reap(nodeId: string): Promise<void> {
    const reaped = (await this.runScript(
      'sandboxReap',
      [this.keys.nodes, this.keys.onlineCustomers, this.keys.customersOf(nodeId), this.keys.agentsOf(nodeId)],
      [nodeId, this.timing.nodeTimeoutMs],
    )) as [string[], string[]] | null;
    if (!reaped) return;
    const gone: NodeGone = { nodeId, customers: reaped[0].map(customerOfKey), agentIds: reaped[1] };
    for (const listener of this.listeners) {
      try {
        listener(gone);
      } catch (error) {
        this.log.error({ err: error, nodeId }, 'a node-gone listener failed');
      }
    }
  }
}
