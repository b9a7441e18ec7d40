/**
 * The agent queue across nodes (issue 18): two sandboxes, as two nodes, share one PostgreSQL database
 * and one Redis. A customer on one node is offered to an agent whose console is on the other, an
 * agent's presence on one node is what the other node's queue sees, and an agent's capacity holds
 * however the requests are spread over the nodes.
 *
 * PostgreSQL: SANDBOX_TEST_POSTGRES when set (npm run test:postgres), else a throw-away one; Redis: a
 * throw-away redis-server (both from Debian's packages, scripts/services/). Each test gets its own
 * database; the file's redis-server is emptied after each test. (Two nodes in one process cannot share
 * a SQLite file: one node's write would block the process while the other holds a transaction.)
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import pg from 'pg';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/services/postgres';
import { startTemporaryRedis, type TemporaryRedis } from '../../scripts/services/redis';
import { buildSandbox, type SandboxOptions } from '../../server/app';
import type { DecodeResult } from '../../src/protocol/codec';
import { CONTENT_TYPE, RECEPTION_PHASE } from '../../src/protocol/codes';
import { WS_PATH } from '../../src/protocol/identifiers';
import { AgentSocket, type AgentFrame } from '../support/agentSocket';
import { connectAs, newDataDir, TEST_SIGN_IN_LIMIT, textMessage, type RunningSandbox, type TestSocket } from '../support/sandbox';

const AI_OF_DEMO = '20001';
const ANN = '30001';
const BEN = '30002';

type Waiting = { reception_id: string; offered_to?: { id: string }; position: number };

let postgres: TemporaryPostgres | undefined;
let redis: TemporaryRedis;
const adminUrl = () => process.env.SANDBOX_TEST_POSTGRES || (postgres as TemporaryPostgres).url;

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startTemporaryRedis(), process.env.SANDBOX_TEST_POSTGRES ? undefined : startTemporaryPostgres()]);
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

/** Two nodes of one cluster: their own data directories (files), one database, one Redis. */
interface TwoNodes {
  a: RunningSandbox;
  b: RunningSandbox;
}

let databaseCount = 0;
const running: (() => Promise<void>)[] = [];
const sockets: { close(): Promise<unknown> }[] = [];
const track = <S extends { close(): Promise<unknown> }>(socket: S): S => {
  sockets.push(socket);
  return socket;
};

async function startNode(options: SandboxOptions): Promise<RunningSandbox> {
  running.push(async () => rmSync(options.dataDir, { recursive: true, force: true }));
  const app = await buildSandbox(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const node = { baseUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`, port, close: () => app.close() };
  running.push(node.close);
  return node;
}

async function startTwoNodes(options: Pick<SandboxOptions, 'agentMaxChats'> = {}): Promise<TwoNodes> {
  databaseCount += 1;
  const database = `reception_cluster_${process.pid}_${databaseCount}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${database}`));
  running.push(() => withAdmin(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))));
  const databaseUrl = new URL(adminUrl());
  databaseUrl.pathname = `/${database}`;
  const common = { databaseUrl: databaseUrl.toString(), redisUrl: redis.url, aiDelayMs: 0, signInLimit: TEST_SIGN_IN_LIMIT, ...options };
  // One after the other: the first migrates and seeds the database.
  const a = await startNode({ ...common, dataDir: newDataDir('reception-cluster-a-'), nodeId: 'node-a' });
  const b = await startNode({ ...common, dataDir: newDataDir('reception-cluster-b-'), nodeId: 'node-b' });
  return { a, b };
}

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  // Nodes first (newest first), then the database; then Redis is emptied for the next test.
  for (const stop of running.splice(0).reverse()) await stop();
  const client = new Redis(redis.url);
  await client.flushdb();
  client.disconnect();
});

function dataOf(result: DecodeResult): Record<string, unknown> {
  if (result.kind !== 'frame') throw new Error(`expected a frame, got ${JSON.stringify(result)}`);
  return result.frame.data as Record<string, unknown>;
}

/** Asks for a human: the reception's id, or undefined when nobody could take it (302). */
async function contact(socket: TestSocket): Promise<string | undefined> {
  const data = dataOf(await socket.request('seat_reception_contact', { conversation_id: `si_${socket.uid}_${AI_OF_DEMO}`, reason: '' }));
  const reception = data.reception as { id: string; phase: number } | undefined;
  if (reception) expect(reception.phase).toBe(RECEPTION_PHASE.humanRequested);
  return reception?.id;
}

const waitingLists = (agent: AgentSocket): Waiting[][] => agent.received.filter((frame) => frame.type === 'waiting').map((frame) => frame.receptions as Waiting[]);

const offeredTo = (receptionId: string, agentId: string) => (frame: AgentFrame) =>
  frame.type === 'waiting' && (frame.receptions as Waiting[]).some((entry) => entry.reception_id === receptionId && entry.offered_to?.id === agentId);

async function accept(agent: AgentSocket, receptionId: string): Promise<AgentFrame> {
  const from = agent.received.length;
  agent.send({ type: 'accept', reception_id: receptionId });
  return agent.waitFor((frame) => (frame.type === 'accepted' && frame.reception_id === receptionId) || frame.type === 'error', from);
}

const queueSignals = (socket: TestSocket) =>
  socket.received.flatMap((result) =>
    result.kind === 'frame' && result.frame.identify === 'push_signal_msg' && result.frame.data.content_type === CONTENT_TYPE.queue
      ? [JSON.parse(result.frame.data.content) as { position: number }]
      : [],
  );

const isSignal = (contentType: number) => (result: DecodeResult) =>
  result.kind === 'frame' && result.frame.identify === 'push_signal_msg' && result.frame.data.content_type === contentType;

describe('the agent queue across two nodes', () => {
  it('offers a customer on node A to an agent on node B, who accepts; they chat both ways', async () => {
    const { a, b } = await startTwoNodes();
    const ann = track(await AgentSocket.signIn(b, 'ann'));
    const alice = track(await connectAs(a));
    expect([ann.node, alice.node]).toEqual(['node-b', 'node-a']);

    const receptionId = await contact(alice);
    if (!receptionId) throw new Error('no reception: node A did not see the agent online on node B');
    await ann.waitFor(offeredTo(receptionId, ANN));
    const accepted = await accept(ann, receptionId);
    expect(accepted).toMatchObject({ type: 'accepted', reception_id: receptionId });
    const groupId = accepted.group_id as string;
    // The agent's joining reaches the customer on the other node.
    await alice.waitFor((result) => result.kind === 'frame' && result.frame.identify === 'push_msg' && result.frame.data.content_type === CONTENT_TYPE.groupSystem);

    ann.send({ type: 'send', reception_id: receptionId, content: 'Hello from node B', client_msg_id: 'ann-1' });
    const pushed = await alice.waitFor((result) => result.kind === 'frame' && result.frame.identify === 'push_msg' && result.frame.data.content === 'Hello from node B');
    expect(pushed.kind === 'frame' && pushed.frame.data).toMatchObject({ chat_type: 2, group_id: groupId, sender_id: ANN });

    dataOf(await alice.request('send_msg', textMessage('Hello from node A', { chat_type: 2, group_id: groupId, receiver_id: '' })));
    const forwarded = await ann.waitFor((frame) => frame.type === 'message' && (frame.message as { content: string }).content === 'Hello from node A');
    expect(forwarded).toMatchObject({ reception_id: receptionId });
  });

  it('shows node A the presence an agent sets on node B', async () => {
    const { a, b } = await startTwoNodes();
    const ann = track(await AgentSocket.signIn(b, 'ann'));
    const alice = track(await connectAs(a));
    const bob = track(await connectAs(a, { username: 'bob' }));

    // Away on node B, the only agent: node A answers a request "nobody online" (302).
    ann.send({ type: 'presence', status: 'away' });
    await ann.waitFor((frame) => frame.type === 'presence' && frame.status === 'away');
    expect(await contact(alice)).toBeUndefined();
    await alice.waitFor(isSignal(CONTENT_TYPE.noAgentOnline));

    // Online again on node B: node A's request is offered to her.
    ann.send({ type: 'presence', status: 'online' });
    await ann.waitFor((frame) => frame.type === 'presence' && frame.status === 'online');
    const first = await contact(alice);
    if (!first) throw new Error('node A did not see Ann online on node B');
    await ann.waitFor(offeredTo(first, ANN));

    // Away again: her offer moves to Ben (on node A), and node A's next offer skips her although she holds none.
    const ben = track(await AgentSocket.signIn(a, 'ben'));
    ann.send({ type: 'presence', status: 'away' });
    await ben.waitFor(offeredTo(first, BEN));
    const second = await contact(bob);
    if (!second) throw new Error('no reception');
    await ben.waitFor(offeredTo(second, BEN));
    expect(await accept(ann, second)).toMatchObject({ type: 'error' });
    expect(await accept(ben, second)).toMatchObject({ type: 'accepted' });
  });

  it('never offers an agent of capacity 1 two receptions, when customers on both nodes ask at once', async () => {
    const { a, b } = await startTwoNodes({ agentMaxChats: 1 });
    const ann = track(await AgentSocket.signIn(b, 'ann'));
    const customers = [track(await connectAs(a)), track(await connectAs(b, { username: 'bob' })), track(await connectAs(a, { username: 'chloe' }))];

    const asked = await Promise.all(customers.map(contact));
    if (asked.some((receptionId) => !receptionId)) throw new Error('no reception');
    await ann.waitFor((frame) => frame.type === 'waiting' && (frame.receptions as Waiting[]).length === 3);
    // Let every change of both nodes reach Ann.
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const list of waitingLists(ann)) expect(list.filter((entry) => entry.offered_to?.id === ANN).length).toBeLessThanOrEqual(1);
    const last = waitingLists(ann).at(-1) ?? [];
    const offered = last.filter((entry) => entry.offered_to?.id === ANN);
    expect(offered).toHaveLength(1);
    const queued = last.filter((entry) => entry.offered_to === undefined);
    expect(queued.map((entry) => entry.position)).toEqual([1, 2]);
    // Each queued customer, whichever node holds them, was last told the place the agents see.
    for (const entry of queued) {
      const customer = customers[asked.indexOf(entry.reception_id)];
      expect(queueSignals(customer).at(-1)).toMatchObject({ position: entry.position });
    }

    expect(await accept(ann, queued[0].reception_id)).toMatchObject({ type: 'error' });
    expect(await accept(ann, offered[0].reception_id)).toMatchObject({ type: 'accepted' });
    const presence = await ann.waitFor((frame) => frame.type === 'presence' && (frame.serving as string[]).length === 1);
    expect(presence).toMatchObject({ max_chats: 1, serving: [offered[0].reception_id] });
  });
});
