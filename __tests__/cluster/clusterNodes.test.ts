/**
 * Two sandboxes as two nodes of one cluster (issue 18): one PostgreSQL database, one Redis. Which node
 * answered is in every response; a push made on one node reaches the customer's connection on the
 * other; the 314 single-session rule holds across nodes; an agent's console on one node is offered a
 * customer on the other; sign-in limits count across nodes.
 *
 * PostgreSQL: SANDBOX_TEST_POSTGRES when set (npm run test:postgres), else a throw-away one. Redis:
 * SANDBOX_TEST_REDIS (e.g. redis://127.0.0.1:56379/2) when set, else a throw-away redis-server (both
 * from Debian's packages, scripts/services/). Each test has its own database and Redis key prefix.
 * (Two nodes in one process cannot share a SQLite file: one node's write would block the process
 * while the other holds a transaction.)
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/services/postgres';
import { startTemporaryRedis, type TemporaryRedis } from '../../scripts/services/redis';
import { buildSandbox, type SandboxOptions } from '../../server/app';
import type { RateLimitRule } from '../../server/http/rateLimits';
import type { DecodeResult } from '../../src/protocol/codec';
import { CONTENT_TYPE, ERROR_CODE } from '../../src/protocol/codes';
import type { AiQueryPayload } from '../../src/protocol/entities';
import { REST, WS_PATH } from '../../src/protocol/identifiers';
import { AgentSocket, type AgentFrame } from '../support/agentSocket';
import { NODE_HEADER } from '../support/nodeHeader';
import { connectAs, newDataDir, TEST_SIGN_IN_LIMIT, textMessage, type RunningSandbox, type TestSocket } from '../support/sandbox';

const AI_OF_DEMO = '20001';
const ANN = '30001';

let postgres: TemporaryPostgres | undefined;
let redis: TemporaryRedis | undefined;
const adminUrl = () => process.env.SANDBOX_TEST_POSTGRES || (postgres as TemporaryPostgres).url;
const redisUrl = () => process.env.SANDBOX_TEST_REDIS || (redis as TemporaryRedis).url;

beforeAll(async () => {
  [redis, postgres] = await Promise.all([
    process.env.SANDBOX_TEST_REDIS ? undefined : startTemporaryRedis(),
    process.env.SANDBOX_TEST_POSTGRES ? undefined : startTemporaryPostgres(),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([redis?.stop(), postgres?.stop()]);
});

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let testCount = 0;
const running: (() => Promise<void>)[] = [];
const sockets: { close(): Promise<unknown> }[] = [];
const track = <S extends { close(): Promise<unknown> }>(socket: S): S => {
  sockets.push(socket);
  return socket;
};

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  // Nodes first (newest first), then the database and the test's Redis keys.
  for (const stop of running.splice(0).reverse()) await stop();
});

async function startNode(options: SandboxOptions): Promise<RunningSandbox> {
  running.push(async () => rmSync(options.dataDir, { recursive: true, force: true }));
  const app = await buildSandbox(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const node = { baseUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`, port, close: () => app.close() };
  running.push(node.close);
  return node;
}

/** Nodes a and b: their own data directories, one fresh database, one Redis key prefix. */
async function startTwoNodes(options: Partial<SandboxOptions> = {}): Promise<{ a: RunningSandbox; b: RunningSandbox }> {
  testCount += 1;
  const database = `cluster_nodes_${process.pid}_${testCount}`;
  const redisKeyPrefix = `cluster-nodes-${process.pid}-${testCount}:`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${database}`));
  running.push(async () => {
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    const client = new Redis(redisUrl());
    const keys = await client.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
  });
  const databaseUrl = new URL(adminUrl());
  databaseUrl.pathname = `/${database}`;
  const common = { databaseUrl: databaseUrl.toString(), redisUrl: redisUrl(), redisKeyPrefix, aiDelayMs: 0, signInLimit: TEST_SIGN_IN_LIMIT, ...options };
  // One after the other: the first migrates and seeds the database.
  const a = await startNode({ ...common, dataDir: newDataDir('cluster-nodes-a-'), nodeId: 'node-a' });
  const b = await startNode({ ...common, dataDir: newDataDir('cluster-nodes-b-'), nodeId: 'node-b' });
  return { a, b };
}

const isSignal = (contentType: number) => (result: DecodeResult) =>
  result.kind === 'frame' && result.frame.identify === 'push_signal_msg' && result.frame.data.content_type === contentType;

const isAiAnswer = (result: DecodeResult) => result.kind === 'frame' && result.frame.identify === 'push_msg' && result.frame.data.content_type === CONTENT_TYPE.aiReply;

function aiQuestion(socket: TestSocket, query: string) {
  const payload: AiQueryPayload = { time_zone: 'UTC', query, images: [], withdraw_order_ids: [] };
  return textMessage(JSON.stringify(payload), { content_type: CONTENT_TYPE.aiQuery, sender_id: socket.uid, receiver_id: AI_OF_DEMO });
}

describe('two nodes', () => {
  it('name themselves in every HTTP response and every WebSocket upgrade response', async () => {
    const { a, b } = await startTwoNodes();
    const page = await fetch(`${a.baseUrl}${REST.productByAppKey}?key=demo`);
    const refused = await fetch(`${b.baseUrl}${REST.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect([page.status, page.headers.get(NODE_HEADER), refused.status, refused.headers.get(NODE_HEADER)]).toEqual([200, 'node-a', 400, 'node-b']);
    const preflight = await fetch(`${a.baseUrl}${REST.login}`, { method: 'OPTIONS', headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers.get(NODE_HEADER)).toBe('node-a');
    const alice = track(await connectAs(b));
    const ann = track(await AgentSocket.signIn(a, 'ann'));
    expect([alice.node, ann.node]).toEqual(['node-b', 'node-a']);
  });

  it('evict the older connection of a customer wherever it is (314), however the connections alternate', async () => {
    const { a, b } = await startTwoNodes();
    const onA = track(await connectAs(a));
    expect((await onA.request('send_msg', aiQuestion(onA, 'hello'))).kind).toBe('frame');
    const onB = track(await connectAs(b));
    await onA.waitFor(isSignal(CONTENT_TYPE.socketOccupied));
    expect((await onA.closed).code).toBe(1000);

    const againOnA = track(await connectAs(a));
    await onB.waitFor(isSignal(CONTENT_TYPE.socketOccupied));
    await onB.closed;
    // The newest connection is left alone and keeps working.
    expect((await againOnA.request('send_msg', aiQuestion(againOnA, 'hello again'))).kind).toBe('frame');
    expect(againOnA.received.filter(isSignal(CONTENT_TYPE.socketOccupied))).toEqual([]);
  });

  it('push what one node does to the customer connected to the other (an AI answer given after the customer moved)', async () => {
    const { a, b } = await startTwoNodes({ aiDelayMs: 1500 });
    const onB = track(await connectAs(b));
    const asked = await onB.request('send_msg', aiQuestion(onB, 'How do I withdraw?'));
    expect(asked.kind).toBe('frame');
    await onB.waitFor(isSignal(CONTENT_TYPE.aiReply));
    // The customer reconnects on node a while node b's AI is still "typing".
    const onA = track(await connectAs(a));
    await onB.closed;
    await onA.waitFor(isAiAnswer, 5000);
    await onA.waitFor(isSignal(CONTENT_TYPE.readReceipt));
    expect(onB.received.filter(isAiAnswer)).toEqual([]);
    expect(onA.received.filter(isAiAnswer)).toHaveLength(1);
  });

  it('offer a customer who asks for a human on node a to an agent whose console is on node b', async () => {
    const { a, b } = await startTwoNodes();
    const ann = track(await AgentSocket.signIn(b, 'ann'));
    const alice = track(await connectAs(a));
    const reply = await alice.request('seat_reception_contact', { conversation_id: `si_${alice.uid}_${AI_OF_DEMO}`, reason: '' });
    if (reply.kind !== 'frame') throw new Error(`expected a reception, got ${JSON.stringify(reply)}`);
    const receptionId = (reply.frame.data as { reception?: { id: string } }).reception?.id;
    expect(receptionId).toBeDefined();
    await ann.waitFor(
      (frame: AgentFrame) =>
        frame.type === 'waiting' && (frame.receptions as { reception_id: string; offered_to?: { id: string } }[]).some((entry) => entry.reception_id === receptionId && entry.offered_to?.id === ANN),
    );
  });

  it('count sign-in attempts across nodes: the limit holds however the attempts are spread', async () => {
    const limit: RateLimitRule = { max: 3, timeWindowMs: 60_000 };
    const { a, b } = await startTwoNodes({ signInLimit: limit });
    const attempt = async (node: RunningSandbox) => {
      const response = await fetch(`${node.baseUrl}${REST.login}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'alice', password: 'not-the-password', app_key: 'demo', language: 'US' }),
      });
      return ((await response.json()) as { code: number }).code;
    };
    const codes = [await attempt(a), await attempt(b), await attempt(a), await attempt(b)];
    expect(codes).toEqual([ERROR_CODE.authFailed, ERROR_CODE.authFailed, ERROR_CODE.authFailed, ERROR_CODE.tooManyRequests]);
  });
});
