/**
 * Two sandboxes as two nodes of one cluster (issue 18): one PostgreSQL database, one Redis. Which node
 * answered is in every response; a push made on one node reaches the customer's connection on the
 * other; the 314 single-session rule holds across nodes; an agent's console on one node is offered a
 * customer on the other; sign-in limits count across nodes. Where the nodes' PostgreSQL and Redis come
 * from, and how each test keeps its own: twoNodes.ts.
 */
import type { RateLimitRule } from '../../../../server/http/rateLimits';
import type { DecodeResult } from '../../../../src/protocol/codec';
import { CONTENT_TYPE, ERROR_CODE } from '../../../../src/protocol/codes';
import type { AiQueryPayload } from '../../../../src/protocol/entities';
import { REST } from '../../../../src/protocol/identifiers';
import { AgentSocket, type AgentFrame } from '../../../support/agentSocket';
import { NODE_HEADER } from '../../../support/nodeHeader';
import { connectAs, isSignal, textMessage, type RunningSandbox, type TestSocket } from '../../../support/sandbox';
import { twoNodesPerTest } from '../../../support/twoNodes';

const AI_OF_DEMO = '20001';
const ANN = '30001';

const { start: startTwoNodes, track } = twoNodesPerTest('cluster-nodes');

const isAiAnswer = (result: DecodeResult) =>
  result.kind === 'frame' &&
  result.frame.identify === 'push_msg' &&
  result.frame.data.content_type === CONTENT_TYPE.aiReply;

function aiQuestion(socket: TestSocket, query: string) {
  const payload: AiQueryPayload = { time_zone: 'UTC', query, images: [], withdraw_order_ids: [] };
  return textMessage(JSON.stringify(payload), {
    content_type: CONTENT_TYPE.aiQuery,
    sender_id: socket.uid,
    receiver_id: AI_OF_DEMO,
  });
}

describe('two nodes', () => {
  it('name themselves in every HTTP response and every WebSocket upgrade response', async () => {
    const { a, b } = await startTwoNodes();
    const page = await fetch(`${a.baseUrl}${REST.productByAppKey}?key=demo`);
    const refused = await fetch(`${b.baseUrl}${REST.login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect([page.status, page.headers.get(NODE_HEADER), refused.status, refused.headers.get(NODE_HEADER)]).toEqual([
      200,
      'node-a',
      400,
      'node-b',
    ]);
    const preflight = await fetch(`${a.baseUrl}${REST.login}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'POST' },
    });
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
    const reply = await alice.request('seat_reception_contact', {
      conversation_id: `si_${alice.uid}_${AI_OF_DEMO}`,
      reason: '',
    });
    if (reply.kind !== 'frame') throw new Error(`expected a reception, got ${JSON.stringify(reply)}`);
    const receptionId = (reply.frame.data as { reception?: { id: string } }).reception?.id;
    expect(receptionId).toBeDefined();
    await ann.waitFor(
      (frame: AgentFrame) =>
        frame.type === 'waiting' &&
        (frame.receptions as { reception_id: string; offered_to?: { id: string } }[]).some(
          (entry) => entry.reception_id === receptionId && entry.offered_to?.id === ANN,
        ),
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
    expect(codes).toEqual([
      ERROR_CODE.authFailed,
      ERROR_CODE.authFailed,
      ERROR_CODE.authFailed,
      ERROR_CODE.tooManyRequests,
    ]);
  });
});
