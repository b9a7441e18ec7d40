import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { isDistributed, type Cluster } from '../cluster';
import { parseCountPair } from '../validation';

/** How many requests one client (IP) may make to a route within a window (docs/protocol.md, "Limits"). */
export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

/**
 * Only routes that name a rule are limited; a 429 becomes the tooManyRequests envelope (http/errors.ts).
 * With several nodes the counts live in Redis, so a limit holds across the nodes, not per node.
 */
export async function registerRateLimits(app: FastifyInstance, cluster: Cluster): Promise<void> {
  const shared = isDistributed(cluster) ? { redis: cluster.redis, nameSpace: cluster.rateLimitNameSpace } : {};
  await app.register(rateLimit, { global: false, ...shared });
}

/** The route option of @fastify/rate-limit for a rule. */
export function rateLimitConfig(
  rule: RateLimitRule | undefined,
): { rateLimit: { max: number; timeWindow: number } } | undefined {
  return rule && { rateLimit: { max: rule.max, timeWindow: rule.timeWindowMs } };
}

/** "max/windowSeconds", e.g. "300/60" (SIGN_IN_RATE_LIMIT in server/README.md); undefined when malformed. */
export function parseRateLimitRule(text: string): RateLimitRule | undefined {
  const pair = parseCountPair(text);
  return pair && { max: pair[0], timeWindowMs: pair[1] * 1000 };
}
