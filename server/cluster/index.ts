import { createInProcessCluster } from './inProcess';
import { nodeIdProblem, randomNodeId } from './nodeId';
import { createRedisCluster, DEFAULT_KEY_PREFIX } from './redis/cluster';
import { DEFAULT_CLUSTER_TIMING, type Cluster, type ClusterOptions, type DistributedCluster } from './types';

export type { Cluster, ClusterTiming, CustomerSessions, ExpiringCounters, NodeGone, SharedState } from './types';
export { customerKeyOf } from './customerKey';
export { nodeIdProblem, randomNodeId } from './nodeId';
export { redisAddressOf } from './redis/cluster';

export function isDistributed(cluster: Cluster): cluster is DistributedCluster {
  return cluster.distributed;
}

/**
 * The nodes' shared state, locks and messages: on Redis with `redisUrl` (every node equal, no leader),
 * else in this process as the only node (server/cluster/README.md).
 */
export async function createCluster({
  redisUrl,
  nodeId = randomNodeId(),
  keyPrefix = DEFAULT_KEY_PREFIX,
  timing,
  log,
}: ClusterOptions): Promise<Cluster> {
  const problem = nodeIdProblem(nodeId);
  if (problem) throw new Error(`The node id ${problem}`);
  if (!redisUrl) return createInProcessCluster(nodeId);
  return createRedisCluster({ redisUrl, nodeId, keyPrefix, timing: { ...DEFAULT_CLUSTER_TIMING, ...timing }, log });
}
