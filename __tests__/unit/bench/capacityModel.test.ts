import { ASSUMPTIONS, ceilings, estimate, type Inputs } from '../../../bench/capacityModel';

/** 1 ms of node CPU and 1 ms of PostgreSQL CPU per message, 512 KB per connection; nothing else costs. */
const INPUTS: Inputs = {
  nodeCpuMs: 1,
  kbPerConnection: 512,
  nodeIdleMb: 24,
  postgresTransactions: 2,
  postgresStatements: 4,
  postgresRowsWritten: 3,
  postgresWalBytes: 1_000,
  postgresCpuMs: 1,
  redisCommands: 0.5,
  redisIdleCommandsPerNode: 0,
  balancerCpuMs: 0,
  connect: { nodeCpuMs: 0, postgresStatements: 0, postgresCpuMs: 0, redisCommands: 0 },
};

describe('the capacity model (docs/scaling.md)', () => {
  it.each([
    // 10,000 messages/s × 1 ms = 10 cores at 60 % → 17 nodes; 2,000 connections of 512 KB per 1,000 MB node → 50 nodes.
    { customers: 100_000, nodesForCpu: 17, nodesForMemory: 50, nodes: 50 },
    { customers: 1_000_000, nodesForCpu: 167, nodesForMemory: 500, nodes: 500 },
    { customers: 10, nodesForCpu: 1, nodesForMemory: 1, nodes: 1 },
  ])(
    'sizes the nodes by the scarcer of CPU and memory: $customers customers → $nodes nodes',
    ({ customers, nodesForCpu, nodesForMemory, nodes }) => {
      expect(estimate(INPUTS, customers)).toMatchObject({ nodesForCpu, nodesForMemory, nodes });
    },
  );

  it('counts the shared engines per second from the costs per message', () => {
    expect(estimate(INPUTS, 100_000)).toMatchObject({
      messagesPerSecond: 10_000,
      postgresTransactionsPerSecond: 20_000,
      postgresStatementsPerSecond: 40_000,
      postgresWalMbPerSecond: 10,
      redisCommandsPerSecond: 5_000,
      redisShare: 5_000 / ASSUMPTIONS.redisCommandsPerSecond,
    });
    expect(estimate(INPUTS, 100_000).postgresCores).toBeCloseTo(10 / ASSUMPTIONS.postgresCpuTarget);
  });

  it('names the shared instance that runs out first, under the assumptions it is given', () => {
    // PostgreSQL: customers / 10 × 1 ms ≤ 7 cores × 35 % → 24,500 customers; Redis's thread serves far more.
    const [first, second] = ceilings(INPUTS, { ...ASSUMPTIONS, postgresMaxCores: 7, postgresCpuTarget: 0.35 });
    expect(first.resource).toMatch(/^PostgreSQL primary \(7 cores at 35 %/);
    expect(first.customers).toBeGreaterThan(24_400);
    expect(first.customers).toBeLessThanOrEqual(24_500);
    expect(second.resource).toMatch(/^Redis/);
    expect(second.customers).toBeGreaterThan(first.customers);
  });
});
