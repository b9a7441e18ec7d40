/**
 * The supervisor's figures (issue 31, point 7), from sessions played through real sockets and REST at
 * known moments: only Date is faked (timers, sockets and the database run for real), so the sandbox
 * stamps each reception, message, accept, end and rating with the moment set before that step, and
 * every wait, first response, handling time and rating below is known exactly.
 *
 * Company 100 (the demo): sam supervises; ann serves (one chat at a time), ben is away. Company 200:
 * olga (made a supervisor here) and one waiting customer of its product.
 */
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE } from '../../../../src/protocol/codes';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import type { SupervisorStats, TeamBucket } from '../../../../src/protocol/supervisor';
import { accept, offeredTo } from '../../../support/agentQueue';
import { AgentSocket, signInAgent } from '../../../support/agentSocket';
import { addOtherCompanyIn, agentToken, OTHER_COMPANY } from '../../../support/recordings';
import {
  connectAs,
  login,
  newDataDir,
  removeDataDir,
  startSandboxIn,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';
import { makeSupervisorIn, supervisorStats } from '../../../support/supervision';

const at = (iso: string) => Date.parse(iso);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const WEEK = 7 * 24 * 60 * MINUTE;
const NOW = '2026-12-01T12:30:00Z';
const ANN = '30001';
const AI_OF = { '1': '20001', [OTHER_COMPANY.productId]: '20201' } as Record<string, string>;
/** Everything but Date runs for real. */
const REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

const dataDir = newDataDir('supervisor-stats-');
let sandbox: RunningSandbox;
let ann: AgentSocket;
let ben: AgentSocket;
let olga: AgentSocket;
const sockets: { close(): Promise<unknown> }[] = [];
let samToken: string;
let olgaToken: string;
let messages = 0;

const setClock = (iso: string) => jest.setSystemTime(at(iso));

async function customer(username: string, appKey = 'demo') {
  const socket = await connectAs(sandbox, { username, app_key: appKey });
  sockets.push(socket);
  const { token } = await login(sandbox.baseUrl, { username, app_key: appKey });
  return { socket, token };
}

/** The customer asks for a person at `iso`: the reception's id. */
async function asks(socket: TestSocket, iso: string, first: boolean): Promise<string> {
  setClock(iso);
  const reply = await socket.request(first ? 'seat_reception_contact' : 'seat_reception_new', {
    conversation_id: `si_${socket.uid}_${AI_OF[socket.productId]}`,
    reason: 'supervisor figures',
  });
  const id = reply.kind === 'frame' ? (reply.frame.data as { reception?: { id: string } }).reception?.id : undefined;
  if (!id) throw new Error(`no reception: ${JSON.stringify(reply)}`);
  return id;
}

async function accepts(receptionId: string, iso: string): Promise<void> {
  await ann.waitFor(offeredTo(receptionId, ANN));
  setClock(iso);
  expect((await accept(ann, receptionId)).type).toBe('accepted');
}

async function annWrites(receptionId: string, iso: string): Promise<void> {
  setClock(iso);
  const content = `reply ${(messages += 1)}`;
  const from = ann.received.length;
  ann.send({ type: 'send', reception_id: receptionId, content, client_msg_id: `supervisor-${messages}` });
  await ann.waitFor(
    (frame) => frame.type === 'message' && (frame.message as { content?: string }).content === content,
    from,
  );
}

async function annEnds(receptionId: string, customerSocket: TestSocket, iso: string): Promise<void> {
  setClock(iso);
  ann.send({ type: 'end', reception_id: receptionId });
  await customerSocket.waitFor(
    (result) =>
      result.kind === 'frame' &&
      result.frame.identify === 'push_msg' &&
      result.frame.data.content_type === CONTENT_TYPE.evaluationCard &&
      result.frame.data.reception_id === receptionId,
  );
}

async function rates(token: string, receptionId: string, score: number, iso: string): Promise<void> {
  setClock(iso);
  const response = await fetch(`${sandbox.baseUrl}${REST.submitEvaluate}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [HEADERS.token]: token },
    body: JSON.stringify({ reception_id: receptionId, score, content: '', problem_finished: 1 }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(ERROR_CODE.ok);
}

/** One whole session: asked, accepted, answered, ended by ann, rated. */
async function servedSession(
  who: { socket: TestSocket; token: string },
  first: boolean,
  times: { asked: string; accepted: string; replied: string; ended: string },
  score: number,
): Promise<void> {
  const id = await asks(who.socket, times.asked, first);
  await accepts(id, times.accepted);
  await annWrites(id, times.replied);
  await annEnds(id, who.socket, times.ended);
  await rates(who.token, id, score, times.ended);
}

beforeAll(async () => {
  jest.useFakeTimers({ doNotFake: [...REAL], now: at('2026-11-30T10:55:00Z') });
  await addOtherCompanyIn(dataDir);
  await makeSupervisorIn(dataDir, OTHER_COMPANY.agent.id);
  sandbox = await startSandboxIn(dataDir, { agentMaxChats: 1, tokenTtlMs: WEEK, agentTokenTtlMs: WEEK });
  ann = await AgentSocket.signIn(sandbox, 'ann');
  ben = await AgentSocket.signIn(sandbox, 'ben');
  ben.send({ type: 'presence', status: 'away' });
  await ben.waitFor((frame) => frame.type === 'presence' && frame.status === 'away');
  const alice = await customer('alice');
  const bob = await customer('bob');
  const chloe = await customer('chloe');

  // Yesterday (in the 7 days, not the 24 hours): waited 30 s, first reply at 45 s, handled 4 min 30 s, rated 4.
  await servedSession(
    alice,
    true,
    {
      asked: '2026-11-30T11:00:00Z',
      accepted: '2026-11-30T11:00:30Z',
      replied: '2026-11-30T11:00:45Z',
      ended: '2026-11-30T11:05:00Z',
    },
    4,
  );
  // The 09:00 hour: waits of 2 min and 1 min, first replies at 3 min 30 s and 1 min 30 s, handled 8 and
  // 10 min, rated 5 and 2. Bob writes before ann does: a customer's message is no response.
  await servedSession(
    alice,
    false,
    {
      asked: '2026-12-01T09:05:00Z',
      accepted: '2026-12-01T09:07:00Z',
      replied: '2026-12-01T09:08:30Z',
      ended: '2026-12-01T09:15:00Z',
    },
    5,
  );
  const bobs = await asks(bob.socket, '2026-12-01T09:20:00Z', true);
  await accepts(bobs, '2026-12-01T09:21:00Z');
  setClock('2026-12-01T09:21:10Z');
  await bob.socket.request(
    'send_msg',
    textMessage('Hello?', { chat_type: CHAT_TYPE.group, group_id: 'cg_1_10002', receiver_id: '' }),
  );
  await annWrites(bobs, '2026-12-01T09:21:30Z');
  await annEnds(bobs, bob.socket, '2026-12-01T09:31:00Z');
  await rates(bob.token, bobs, 2, '2026-12-01T09:32:00Z');
  // The 11:00 hour: chloe gives up after 2 min in the queue.
  const chloes = await asks(chloe.socket, '2026-12-01T11:10:00Z', true);
  setClock('2026-12-01T11:12:00Z');
  await chloe.socket.request('seat_reception_end', { reception_id: chloes });
  // The 12:00 hour: bob served since 12:25 after 5 min (ann is full: busy), alice waiting since 12:28.
  const bobsNow = await asks(bob.socket, '2026-12-01T12:20:00Z', false);
  await accepts(bobsNow, '2026-12-01T12:25:00Z');
  await asks(alice.socket, '2026-12-01T12:28:00Z', false);
  // Company 200: olga is online (a customer is offered only to an agent of their company), and chloe
  // waits for her since 12:29.
  await chloe.socket.close();
  olgaToken = await agentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password);
  olga = await AgentSocket.open(sandbox, olgaToken);
  await olga.waitFor((frame) => frame.type === 'presence');
  const chloeElsewhere = await customer('chloe', OTHER_COMPANY.appKey);
  await asks(chloeElsewhere.socket, '2026-12-01T12:29:00Z', true);
  setClock('2026-12-01T12:29:30Z');
  samToken = (await signInAgent(sandbox, 'sam')).token;
  setClock(NOW);
});

afterAll(async () => {
  for (const socket of [...sockets, ann, ben, olga]) await socket?.close();
  await sandbox?.close();
  await removeDataDir(dataDir);
  jest.useRealTimers();
});

async function statsOf(token: string, query: string): Promise<SupervisorStats> {
  const answer = await supervisorStats(sandbox, token, query);
  expect([answer.status, answer.code]).toEqual([200, ERROR_CODE.ok]);
  return answer.data!;
}

/** The buckets that hold a session, by their start. */
const busyBuckets = (stats: SupervisorStats) =>
  Object.fromEntries(
    stats.buckets
      .filter((bucket) => bucket.sessions > 0)
      .map((bucket) => [new Date(bucket.start).toISOString(), bucket]),
  );

const EMPTY = { answered: 0, abandoned: 0, ratings: 0 };
const NINE_O_CLOCK: Omit<TeamBucket, 'start'> = {
  sessions: 2,
  answered: 2,
  abandoned: 0,
  wait_ms: 90 * SECOND,
  first_response_ms: 150 * SECOND,
  handling_ms: 9 * MINUTE,
  ratings: 2,
  average_score: 3.5,
  csat: 50,
};

describe('GET agent/supervisor/stats, as the supervisor of the demo company', () => {
  it('gives the last 24 hours by the hour, each figure from its sessions', async () => {
    const stats = await statsOf(samToken, 'range=24h');
    expect([stats.range, stats.now, stats.bucket_ms, stats.buckets.length]).toEqual(['24h', at(NOW), 60 * MINUTE, 24]);
    expect(new Date(stats.buckets[0].start).toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(busyBuckets(stats)).toEqual({
      '2026-12-01T09:00:00.000Z': { start: at('2026-12-01T09:00:00Z'), ...NINE_O_CLOCK },
      '2026-12-01T11:00:00.000Z': { start: at('2026-12-01T11:00:00Z'), sessions: 1, ...EMPTY, abandoned: 1 },
      '2026-12-01T12:00:00.000Z': {
        start: at('2026-12-01T12:00:00Z'),
        sessions: 2,
        ...EMPTY,
        answered: 1,
        wait_ms: 5 * MINUTE,
      },
    });
    expect(stats.totals).toEqual({
      sessions: 5,
      answered: 3,
      abandoned: 1,
      wait_ms: 160 * SECOND,
      first_response_ms: 150 * SECOND,
      handling_ms: 9 * MINUTE,
      ratings: 2,
      average_score: 3.5,
      csat: 50,
    });
  });

  it('gives the queue and the agents now: ann online and full, ben away, alice waiting 2 min', async () => {
    const { live } = await statsOf(samToken, 'range=24h');
    expect(live).toEqual({
      queue: 1,
      longest_wait_ms: 2 * MINUTE,
      serving: 1,
      agents: { online: 1, busy: 1, away: 1 },
    });
  });

  it('gives the last 7 days by the day, yesterday’s session included', async () => {
    const stats = await statsOf(samToken, 'range=7d');
    expect(Object.keys(busyBuckets(stats))).toEqual(['2026-11-30T00:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    expect(busyBuckets(stats)['2026-11-30T00:00:00.000Z']).toEqual({
      start: at('2026-11-30T00:00:00Z'),
      sessions: 1,
      answered: 1,
      abandoned: 0,
      wait_ms: 30 * SECOND,
      first_response_ms: 45 * SECOND,
      handling_ms: 270 * SECOND,
      ratings: 1,
      average_score: 4,
      csat: 100,
    });
    expect(stats.totals).toEqual(
      expect.objectContaining({ sessions: 6, answered: 4, ratings: 3, average_score: 3.67, csat: 67 }),
    );
  });

  it('starts the days at the viewer’s midnight (utc_offset)', async () => {
    // UTC−12:00: the days start at 12:00 UTC, so 12:20 and 12:28 today are a day of their own.
    const stats = await statsOf(samToken, 'range=7d&utc_offset=-720');
    expect(stats.utc_offset).toBe(-720);
    expect(
      Object.fromEntries(Object.entries(busyBuckets(stats)).map(([start, bucket]) => [start, bucket.sessions])),
    ).toEqual({
      '2026-11-29T12:00:00.000Z': 1,
      '2026-11-30T12:00:00.000Z': 3,
      '2026-12-01T12:00:00.000Z': 2,
    });
  });

  it('refuses a range or an offset it does not know', async () => {
    for (const query of ['range=1y', 'range=24h&utc_offset=abc', 'range=24h&utc_offset=900', 'range=24h&range=7d']) {
      const answer = await supervisorStats(sandbox, samToken, query);
      expect([query, answer.code, answer.data]).toEqual([query, ERROR_CODE.parameterError, null]);
    }
  });
});

describe('another company’s supervisor', () => {
  it('sees only its own company: its waiting customer and its agent, none of the demo company’s', async () => {
    const stats = await statsOf(olgaToken, 'range=7d');
    expect(stats.live).toEqual({
      queue: 1,
      longest_wait_ms: MINUTE,
      serving: 0,
      agents: { online: 1, busy: 0, away: 0 },
    });
    expect(Object.keys(busyBuckets(stats))).toEqual(['2026-12-01T00:00:00.000Z']);
    expect(stats.totals).toEqual({ sessions: 1, answered: 0, abandoned: 0, ratings: 0 });
  });
});
