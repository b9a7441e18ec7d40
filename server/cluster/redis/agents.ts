import type { Redis } from 'ioredis';
import type { AgentPresence } from '../types';
import type { ClusterKeys } from './keys';
import type { RunScript } from './scripts';

/**
 * Each node's hash `agents:online:<node>` (agent id → order of coming online there, from one
 * cluster-wide counter); the agents online are those of the live nodes, each at its earliest order.
 */
export class RedisAgents implements AgentPresence {
  constructor(
    private readonly nodeId: string,
    private readonly redis: Redis,
    private readonly runScript: RunScript,
    private readonly keys: ClusterKeys,
    private readonly nodeTimeoutMs: number,
  ) {}

  async arrived(agentId: string): Promise<void> {
    await this.runScript('sandboxAgentArrived', [this.keys.agentsOf(this.nodeId), this.keys.agentOrder], [agentId]);
  }

  async left(agentId: string): Promise<void> {
    await this.redis.hdel(this.keys.agentsOf(this.nodeId), agentId);
  }

  async onlineAgentIds(): Promise<string[]> {
    const nodes = (await this.runScript('sandboxNodes', [this.keys.nodes], [this.nodeTimeoutMs, 'alive'])) as string[];
    const pipeline = this.redis.pipeline();
    for (const nodeId of nodes) pipeline.hgetall(this.keys.agentsOf(nodeId));
    const earliest = new Map<string, number>();
    for (const [error, agents] of (await pipeline.exec()) ?? []) {
      if (error) throw error;
      for (const [agentId, order] of Object.entries(agents as Record<string, string>)) {
        earliest.set(agentId, Math.min(Number(order), earliest.get(agentId) ?? Infinity));
      }
    }
    return [...earliest].sort(([, a], [, b]) => a - b).map(([agentId]) => agentId);
  }
}
