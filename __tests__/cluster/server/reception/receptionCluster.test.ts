/**
 * The agent queue across nodes (issue 18): two sandboxes, as two nodes, share one PostgreSQL database
 * and one Redis. A customer on one node is offered to an agent whose console is on the other, an
 * agent's presence on one node is what the other node's queue sees, and an agent's capacity holds
 * however the requests are spread over the nodes. Where the nodes' PostgreSQL and Redis come from, and
 * how each test keeps its own: twoNodes.ts.
 */
import type { DecodeResult } from '../../../../src/protocol/codec';
import { CONTENT_TYPE, RECEPTION_PHASE } from '../../../../src/protocol/codes';
import { accept, offeredTo, type WaitingEntry } from '../../../support/agentQueue';
import { AgentSocket } from '../../../support/agentSocket';
import { connectAs, isSignal, textMessage, type TestSocket } from '../../../support/sandbox';
import { twoNodesPerTest } from '../../../support/twoNodes';

const AI_OF_DEMO = '20001';
const ANN = '30001';
const BEN = '30002';

type Waiting = WaitingEntry & { position: number };

const { start: startTwoNodes, track } = twoNodesPerTest('reception-cluster');

function dataOf(result: DecodeResult): Record<string, unknown> {
  if (result.kind !== 'frame') throw new Error(`expected a frame, got ${JSON.stringify(result)}`);
  return result.frame.data as Record<string, unknown>;
}

/** Asks for a human: the reception's id, or undefined when nobody could take it (302). */
async function contact(socket: TestSocket): Promise<string | undefined> {
  const data = dataOf(
    await socket.request('seat_reception_contact', { conversation_id: `si_${socket.uid}_${AI_OF_DEMO}`, reason: '' }),
  );
  const reception = data.reception as { id: string; phase: number } | undefined;
  if (reception) expect(reception.phase).toBe(RECEPTION_PHASE.humanRequested);
  return reception?.id;
}

const waitingLists = (agent: AgentSocket): Waiting[][] =>
  agent.received.filter((frame) => frame.type === 'waiting').map((frame) => frame.receptions as Waiting[]);

const queueSignals = (socket: TestSocket) =>
  socket.received.flatMap((result) =>
    result.kind === 'frame' &&
    result.frame.identify === 'push_signal_msg' &&
    result.frame.data.content_type === CONTENT_TYPE.queue
      ? [JSON.parse(result.frame.data.content) as { position: number }]
      : [],
  );

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
    await alice.waitFor(
      (result) =>
        result.kind === 'frame' &&
        result.frame.identify === 'push_msg' &&
        result.frame.data.content_type === CONTENT_TYPE.groupSystem,
    );

    ann.send({ type: 'send', reception_id: receptionId, content: 'Hello from node B', client_msg_id: 'ann-1' });
    const pushed = await alice.waitFor(
      (result) =>
        result.kind === 'frame' &&
        result.frame.identify === 'push_msg' &&
        result.frame.data.content === 'Hello from node B',
    );
    expect(pushed.kind === 'frame' && pushed.frame.data).toMatchObject({
      chat_type: 2,
      group_id: groupId,
      sender_id: ANN,
    });

    dataOf(
      await alice.request(
        'send_msg',
        textMessage('Hello from node A', { chat_type: 2, group_id: groupId, receiver_id: '' }),
      ),
    );
    const forwarded = await ann.waitFor(
      (frame) => frame.type === 'message' && (frame.message as { content: string }).content === 'Hello from node A',
    );
    expect(forwarded).toMatchObject({ reception_id: receptionId });
  });

  it('shows node A the presence an agent sets on node B', async () => {
    const { a, b } = await startTwoNodes();
    const ann = track(await AgentSocket.signIn(b, 'ann'));
    const alice = track(await connectAs(a));
    const bob = track(await connectAs(a, { username: 'bob' }));

    // Away on node B, the only agent: node A answers a request "nobody online" (302).
    // Each wait reads only the frames after its own change: the greeting's presence said "online" already.
    let from = ann.received.length;
    ann.send({ type: 'presence', status: 'away' });
    await ann.waitFor((frame) => frame.type === 'presence' && frame.status === 'away', from);
    expect(await contact(alice)).toBeUndefined();
    await alice.waitFor(isSignal(CONTENT_TYPE.noAgentOnline));

    // Online again on node B: node A's request is offered to her.
    from = ann.received.length;
    ann.send({ type: 'presence', status: 'online' });
    await ann.waitFor((frame) => frame.type === 'presence' && frame.status === 'online', from);
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
    const customers = [
      track(await connectAs(a)),
      track(await connectAs(b, { username: 'bob' })),
      track(await connectAs(a, { username: 'chloe' })),
    ];

    const asked = await Promise.all(customers.map(contact));
    if (asked.some((receptionId) => !receptionId)) throw new Error('no reception');
    await ann.waitFor((frame) => frame.type === 'waiting' && (frame.receptions as Waiting[]).length === 3);
    // Let every change of both nodes reach Ann.
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const list of waitingLists(ann))
      expect(list.filter((entry) => entry.offered_to?.id === ANN).length).toBeLessThanOrEqual(1);
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
    const presence = await ann.waitFor(
      (frame) => frame.type === 'presence' && (frame.serving as string[]).length === 1,
    );
    expect(presence).toMatchObject({ max_chats: 1, serving: [offered[0].reception_id] });
  });

  it('transfers a chat from an agent on node B to an agent on node A, with the note and the customer’s notice', async () => {
    const { a, b } = await startTwoNodes();
    const ann = track(await AgentSocket.signIn(b, 'ann'));
    const alice = track(await connectAs(a));
    const receptionId = await contact(alice);
    if (!receptionId) throw new Error('no reception');
    await ann.waitFor(offeredTo(receptionId, ANN));
    await accept(ann, receptionId);
    const ben = track(await AgentSocket.signIn(a, 'ben'));
    expect([ann.node, ben.node, alice.node]).toEqual(['node-b', 'node-a', 'node-a']);

    // Node B lists Ben, whose console is on node A, as one with room.
    const asked = ann.received.length;
    ann.send({ type: 'transfer_targets', reception_id: receptionId });
    expect(await ann.waitFor((frame) => frame.type === 'transfer_targets', asked)).toMatchObject({
      agents: [{ id: BEN, load: 0 }],
    });

    const from = ann.received.length;
    ann.send({ type: 'transfer', reception_id: receptionId, to_agent_id: BEN, note: 'Over to node A' });
    expect(await ann.waitFor((frame) => frame.type === 'transferred', from)).toMatchObject({ to: { id: BEN } });
    const accepted = await ben.waitFor((frame) => frame.type === 'accepted' && frame.reception_id === receptionId);
    expect(accepted).toMatchObject({ transfer: { from: { id: ANN }, note: 'Over to node A' } });
    const notice = await alice.waitFor(
      (result) =>
        result.kind === 'frame' &&
        result.frame.identify === 'push_msg' &&
        result.frame.data.content_type === CONTENT_TYPE.groupSystem &&
        result.frame.data.sender_id === BEN,
    );
    expect(JSON.parse(dataOf(notice).content as string)).toMatchObject({ notice: 'agent_changed', agent: 'Ben' });
    expect(JSON.stringify(alice.received)).not.toContain('Over to node A');

    // Ann's frames on node B are refused now; the customer on node A reaches Ben on node A.
    const refusedFrom = ann.received.length;
    ann.send({ type: 'send', reception_id: receptionId, content: 'still mine?' });
    expect(await ann.waitFor((frame) => frame.type === 'error', refusedFrom)).toMatchObject({
      message: 'you are not serving this reception',
    });
    dataOf(
      await alice.request(
        'send_msg',
        textMessage('Hello Ben', { chat_type: 2, group_id: accepted.group_id as string, receiver_id: '' }),
      ),
    );
    await ben.waitFor(
      (frame) => frame.type === 'message' && (frame.message as { content: string }).content === 'Hello Ben',
    );
  });
});
