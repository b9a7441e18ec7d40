/**
 * The cluster on Redis (server/cluster), node against node in one process: the lock, the shared state,
 * customers' sessions and the 314 order, the agents' presence and frames, heartbeats and reaping.
 *
 * Redis: SANDBOX_TEST_REDIS (e.g. redis://127.0.0.1:56379/1) when set, else a throw-away redis-server
 * (scripts/services/redis.ts, Debian's package). Each test has its own key prefix and deletes its keys.
 */
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WebSocket } from 'ws';
import { startTemporaryRedis, type TemporaryRedis } from '../../../../scripts/services/redis';
import {
  createCluster,
  isDistributed,
  type Cluster,
  type ClusterTiming,
  type NodeGone,
} from '../../../../server/cluster';
import type { CustomerSessionEvents } from '../../../../server/cluster/types';
import { AgentSockets } from '../../../../server/realtime/agentSockets';
import type { ServerToAgentFrame } from '../../../../src/protocol/agentFrames';
import { until } from '../../../support/until';

let temporary: TemporaryRedis | undefined;
let redisUrl: string;

beforeAll(async () => {
  redisUrl = process.env.SANDBOX_TEST_REDIS || (temporary = await startTemporaryRedis()).url;
}, 30_000);

afterAll(async () => {
  await temporary?.stop();
});

/** Errors the clusters logged; a test that expects none checks it is empty. */
const logged: unknown[] = [];
const log = { info: () => {}, warn: () => {}, error: (...parts: unknown[]) => void logged.push(parts) };

let prefixCount = 0;
let prefix = '';
const nodes: Cluster[] = [];

beforeEach(() => {
  prefixCount += 1;
  prefix = `cluster-test-${process.pid}-${prefixCount}:`;
  logged.length = 0;
});

afterEach(async () => {
  await Promise.allSettled(nodes.splice(0).map((node) => node.close()));
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

async function node(nodeId: string, timing: Partial<ClusterTiming> = {}): Promise<Cluster> {
  const cluster = await createCluster({
    redisUrl,
    nodeId,
    keyPrefix: prefix,
    timing: { heartbeatMs: 100, nodeTimeoutMs: 1500, ...timing },
    log,
  });
  nodes.push(cluster);
  return cluster;
}

/** What a node heard on its customers' channels. */
function listen(cluster: Cluster): { opened: [string, number][]; messages: [string, string][] } {
  const heard = { opened: [] as [string, number][], messages: [] as [string, string][] };
  const events: CustomerSessionEvents = {
    opened: (customer, order) => heard.opened.push([customer.userId, order]),
    message: (customer, text) => heard.messages.push([customer.userId, text]),
  };
  cluster.customers.listen(events);
  return heard;
}

const ALICE = { userId: '10001', productId: 'p:1' };
const BOB = { userId: '10002', productId: 'p:1' };

describe('the cluster lock across nodes', () => {
  it('never lets two nodes run the same named work at once (a read-modify-write loses nothing)', async () => {
    const [a, b] = await Promise.all([node('a'), node('b')]);
    const add = (cluster: Cluster) =>
      cluster.exclusive('counter', async () => {
        const value = Number((await cluster.shared.hashGet('test', 'count')) ?? 0);
        await sleep(2);
        await cluster.shared.hashSet('test', 'count', String(value + 1));
      });
    await Promise.all(Array.from({ length: 15 }, () => [add(a), add(b)]).flat());
    expect(await b.shared.hashGet('test', 'count')).toBe('30');
    expect(logged).toEqual([]);
  });

  it('keeps the lock for work that outlasts its ttl (renewal), then hands it over', async () => {
    const [a, b] = await Promise.all([node('a', { lockTtlMs: 200 }), node('b', { lockTtlMs: 200 })]);
    const spans: [string, number, number][] = [];
    const work = (name: string, ms: number) => async () => {
      const start = Date.now();
      await sleep(ms);
      spans.push([name, start, Date.now()]);
    };
    const long = a.exclusive('long', work('a', 900));
    await sleep(50);
    await Promise.all([long, b.exclusive('long', work('b', 10))]);
    const [first, second] = spans;
    expect([first[0], second[0]]).toEqual(['a', 'b']);
    expect(second[1]).toBeGreaterThanOrEqual(first[2]);
    expect(logged).toEqual([]);
  });
});

describe('shared state across nodes', () => {
  it('shows one node the hashes, sets and counters another wrote', async () => {
    const [a, b] = await Promise.all([node('a'), node('b')]);
    await a.shared.hashSet('offers', 'r1', 'ann');
    await a.shared.hashSet('offers', 'r2', 'ben');
    await b.shared.hashDelete('offers', 'r2');
    await b.shared.setAdd('away', 'ann');
    expect(await b.shared.hashGetAll('offers')).toEqual({ r1: 'ann' });
    expect(await a.shared.hashGet('offers', 'r2')).toBeUndefined();
    expect(await a.shared.setMembers('away')).toEqual(['ann']);
    await a.shared.setRemove('away', 'ann');
    expect(await b.shared.setMembers('away')).toEqual([]);
    expect([await a.shared.increment('turn'), await b.shared.increment('turn')]).toEqual([1, 2]);
  });
});

describe('customers across nodes', () => {
  it('orders connections cluster-wide: the newer one anywhere is current, the older node hears of it', async () => {
    const [a, b] = await Promise.all([node('a'), node('b')]);
    const heardOnA = listen(a);
    listen(b);
    const onA = await a.customers.open(ALICE);
    expect(onA.first).toBe(true);
    expect(await b.customers.isOnline(ALICE)).toBe(true);
    const onB = await b.customers.open(ALICE);
    expect(onB).toEqual({ order: expect.any(Number), first: false });
    expect(onB.order).toBeGreaterThan(onA.order);
    await until(() => heardOnA.opened.some(([userId, order]) => userId === ALICE.userId && order === onB.order));
    // The older connection closing leaves the customer online (on b); the current one closing does not.
    expect(await a.customers.close(ALICE, onA.order)).toBe(false);
    expect(await a.customers.isOnline(ALICE)).toBe(true);
    expect(await b.customers.close(ALICE, onB.order)).toBe(true);
    expect(await a.customers.isOnline(ALICE)).toBe(false);
  });

  it('carries a message to the node that holds the customer, and to nobody once it let go', async () => {
    const [a, b] = await Promise.all([node('a'), node('b')]);
    const heardOnA = listen(a);
    const { order } = await a.customers.open(ALICE);
    b.customers.send(ALICE, 'for alice');
    b.customers.send(BOB, 'for bob');
    await until(() => heardOnA.messages.length > 0);
    await a.customers.close(ALICE, order);
    b.customers.send(ALICE, 'too late');
    await sleep(200);
    expect(heardOnA.messages).toEqual([[ALICE.userId, 'for alice']]);
  });
});

class FakeSocket {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: ServerToAgentFrame[] = [];
  send(text: string): void {
    this.sent.push(JSON.parse(text) as ServerToAgentFrame);
  }
}
const asSocket = (socket: FakeSocket) => socket as unknown as WebSocket;
const frame = (message: string): ServerToAgentFrame => ({ type: 'error', message });

describe('agents across nodes', () => {
  it('lists the agents of every live node in the order they came online, and sends to consoles on any node once', async () => {
    const [a, b] = await Promise.all([node('a'), node('b')]);
    const [onA, onB] = [new AgentSockets(a, log), new AgentSockets(b, log)];
    await Promise.all([onA.listen(), onB.listen()]);
    const [annOnA, benOnB, annOnB] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    onA.attach('ann', asSocket(annOnA));
    await onA.onlineAgentIds();
    onB.attach('ben', asSocket(benOnB));
    await onB.onlineAgentIds();
    onB.attach('ann', asSocket(annOnB));
    expect(await onA.onlineAgentIds()).toEqual(['ann', 'ben']);
    expect(await onB.onlineAgentIds()).toEqual(['ann', 'ben']);

    // One after the other: frames sent at the same time from two nodes have no order between them.
    onA.send('ben', frame('to ben'));
    await until(() => benOnB.sent.length === 1);
    onB.send('ann', frame('to ann'));
    await until(() => annOnA.sent.length === 1 && annOnB.sent.length === 1);
    onB.send('ann', frame('to ann again'));
    await until(() => annOnA.sent.length === 2 && annOnB.sent.length === 2);
    await sleep(100);
    expect(benOnB.sent).toEqual([frame('to ben')]);
    expect(annOnA.sent).toEqual([frame('to ann'), frame('to ann again')]);
    expect(annOnB.sent).toEqual([frame('to ann'), frame('to ann again')]);

    // Ann's console on node a closes: she is still online through node b, now after ben.
    onA.detach('ann', asSocket(annOnA));
    expect(await onB.onlineAgentIds()).toEqual(['ben', 'ann']);
    onB.detach('ann', asSocket(annOnB));
    expect(await onA.onlineAgentIds()).toEqual(['ben']);
  });
});

describe('node liveness', () => {
  it('reaps a node that stopped heartbeating on exactly one node, with the customers and agents it still held', async () => {
    const [victim, b, c] = await Promise.all([
      node('victim', { nodeTimeoutMs: 600 }),
      node('b', { nodeTimeoutMs: 600 }),
      node('c', { nodeTimeoutMs: 600 }),
    ]);
    const gone: [string, NodeGone][] = [];
    b.onNodeGone((event) => gone.push(['b', event]));
    c.onNodeGone((event) => gone.push(['c', event]));
    await victim.customers.open(ALICE);
    await victim.customers.open(BOB);
    await victim.agents.arrived('ann');
    await b.agents.arrived('ben');
    // Bob moved to node b before the victim died: he is not the victim's to report.
    await b.customers.open(BOB);
    expect(await b.agents.onlineAgentIds()).toEqual(['ann', 'ben']);

    // A crash: the victim's connection to Redis drops, nothing is cleaned up.
    if (!isDistributed(victim)) throw new Error('expected a Redis cluster');
    victim.redis.disconnect();
    await until(() => gone.length > 0);
    await sleep(800);
    expect(gone).toEqual([
      [expect.stringMatching(/^[bc]$/), { nodeId: 'victim', customers: [ALICE], agentIds: ['ann'] }],
    ]);
    expect(await c.customers.isOnline(ALICE)).toBe(false);
    expect(await c.customers.isOnline(BOB)).toBe(true);
    expect(await c.agents.onlineAgentIds()).toEqual(['ben']);
  });

  it('counts a node that stopped heartbeating as gone even before it is reaped', async () => {
    const [victim, b] = await Promise.all([
      node('victim', { nodeTimeoutMs: 400, heartbeatMs: 100 }),
      node('b', { nodeTimeoutMs: 400, heartbeatMs: 5000 }),
    ]);
    await victim.customers.open(ALICE);
    await victim.agents.arrived('ann');
    if (!isDistributed(victim)) throw new Error('expected a Redis cluster');
    victim.redis.disconnect();
    await sleep(600);
    expect(await b.customers.isOnline(ALICE)).toBe(false);
    expect(await b.agents.onlineAgentIds()).toEqual([]);
  });

  it('has a node that leaves and closes reaped by a live one at its next look, its connections reported gone', async () => {
    const [leaving, b] = await Promise.all([node('leaving'), node('b')]);
    const gone: NodeGone[] = [];
    b.onNodeGone((event) => gone.push(event));
    const { order } = await leaving.customers.open(ALICE);
    leaving.leave();
    // Its sockets closing while it leaves keep the entries for the reaper.
    expect(await leaving.customers.close(ALICE, order)).toBe(false);
    await leaving.close();
    await until(() => gone.length > 0, 1000);
    expect(gone).toEqual([{ nodeId: 'leaving', customers: [ALICE], agentIds: [] }]);
  });
});
