/**
 * Each company its own queue (docs/protocol.md, "Offers and the queue"): against the real sandbox with a
 * second company (product `other-company`, its agent Olga), an agent is offered, shown and may act on
 * only what belongs to the products of their own company: waiting customers, their queue places, left
 * messages and work orders.
 */
import type { DecodeResult } from '../../../../src/protocol/codec';
import { CONTENT_TYPE, RECEPTION_PHASE } from '../../../../src/protocol/codes';
import { accept, offeredTo, type WaitingEntry } from '../../../support/agentQueue';
import { AgentSocket, type AgentFrame } from '../../../support/agentSocket';
import { filing, fileWorkOrder } from '../../../support/orders';
import { addOtherCompanyIn, agentToken, OTHER_COMPANY } from '../../../support/recordings';
import {
  connectAs,
  isSignal,
  login,
  newDataDir,
  removeDataDir,
  startSandboxIn,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';

const ANN = '30001';
const AI_OF = { demo: '20001', other: '20201' } as const;

type Waiting = WaitingEntry & { position: number; customer: { id: string } };
type LeftEntry = { content: string; customer: { id: string } };

function dataOf(result: DecodeResult): Record<string, unknown> {
  if (result.kind !== 'frame') throw new Error(`expected a frame, got ${JSON.stringify(result)}`);
  return result.frame.data as Record<string, unknown>;
}

/** Asks for a human: the reception's id, or undefined when nobody of the product's company could take it (302). */
async function contact(socket: TestSocket, ai: string): Promise<string | undefined> {
  const data = dataOf(
    await socket.request('seat_reception_contact', { conversation_id: `si_${socket.uid}_${ai}`, reason: '' }),
  );
  const reception = data.reception as { id: string; phase: number } | undefined;
  if (reception) expect(reception.phase).toBe(RECEPTION_PHASE.humanRequested);
  return reception?.id;
}

const waitingLists = (agent: AgentSocket) =>
  agent.received.flatMap((frame) =>
    frame.type === 'waiting'
      ? [{ receptions: frame.receptions as Waiting[], left: frame.left_messages as LeftEntry[] }]
      : [],
  );

/** What this agent's frames listed: reception ids, left messages' contents and work-order ids. */
function seenBy(agent: AgentSocket): Set<string> {
  const seen = new Set<string>();
  for (const { receptions, left } of waitingLists(agent)) {
    for (const entry of receptions) seen.add(entry.reception_id);
    for (const entry of left) seen.add(entry.content);
  }
  for (const frame of agent.received)
    if (frame.type === 'work_orders') for (const order of frame.work_orders as { id: string }[]) seen.add(order.id);
  return seen;
}

const lastOf = (agent: AgentSocket, type: string): AgentFrame | undefined =>
  agent.received.filter((frame) => frame.type === type).at(-1);

describe('each company its own queue', () => {
  const dataDir = newDataDir('company-queues-');
  let sandbox: RunningSandbox;
  const sockets: { close(): Promise<unknown> }[] = [];
  const track = <S extends { close(): Promise<unknown> }>(socket: S): S => {
    sockets.push(socket);
    return socket;
  };
  const olgaSignsIn = async () =>
    track(
      await AgentSocket.open(
        sandbox,
        await agentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password),
      ),
    );

  beforeAll(async () => {
    await addOtherCompanyIn(dataDir);
    // One chat each: a second customer of a company waits in its queue.
    sandbox = await startSandboxIn(dataDir, { agentMaxChats: 1 });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(async () => {
    await sandbox?.close();
    await removeDataDir(dataDir);
  });

  it('answers "nobody online" to a customer whose company has no agent online, though another company’s has', async () => {
    const olga = await olgaSignsIn();
    await olga.waitFor((frame) => frame.type === 'presence');
    const alice = track(await connectAs(sandbox));
    expect(await contact(alice, AI_OF.demo)).toBeUndefined();
    await alice.waitFor(isSignal(CONTENT_TYPE.noAgentOnline));

    // Her left message goes to her company's agents alone.
    expect(dataOf(await alice.request('seat_reception_leave_msg', { content: 'Call me back, please' }))).toEqual({});
    const ann = track(await AgentSocket.signIn(sandbox, 'ann'));
    await ann.waitFor(
      (frame) =>
        frame.type === 'waiting' &&
        (frame.left_messages as LeftEntry[]).some((left) => left.content === 'Call me back, please'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seenBy(olga).has('Call me back, please')).toBe(false);
  });

  it('offers each customer to an agent of their company, lists them and counts their place in that company’s queue alone', async () => {
    const [ann, olga] = [track(await AgentSocket.signIn(sandbox, 'ann')), await olgaSignsIn()];
    await Promise.all([ann, olga].map((agent) => agent.waitFor((frame) => frame.type === 'presence')));
    // Users are global: alice and bob ask in both companies' products, each a customer of each.
    const ask = async (username: string, company: 'demo' | 'other') => {
      const socket = track(
        await connectAs(sandbox, { username, ...(company === 'other' ? { app_key: OTHER_COMPANY.appKey } : {}) }),
      );
      const receptionId = await contact(socket, AI_OF[company]);
      if (!receptionId) throw new Error(`no reception for ${username} in ${company}`);
      return receptionId;
    };

    const aliceAtDemo = await ask('alice', 'demo');
    const aliceAtOther = await ask('alice', 'other');
    await ann.waitFor(offeredTo(aliceAtDemo, ANN));
    await olga.waitFor(offeredTo(aliceAtOther, OTHER_COMPANY.agent.id));
    expect((await accept(olga, aliceAtDemo)).type).toBe('error');
    expect(await accept(ann, aliceAtDemo)).toMatchObject({ type: 'accepted' });
    expect(await accept(olga, aliceAtOther)).toMatchObject({ type: 'accepted' });

    // Both agents full: bob waits first in each company's queue.
    const bobAtDemo = await ask('bob', 'demo');
    const bobAtOther = await ask('bob', 'other');
    const placeOf = (agent: AgentSocket, receptionId: string) =>
      (lastOf(agent, 'waiting')?.receptions as Waiting[] | undefined)?.find(
        (entry) => entry.reception_id === receptionId,
      )?.position;
    await ann.waitFor(() => placeOf(ann, bobAtDemo) === 1);
    await olga.waitFor(() => placeOf(olga, bobAtOther) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect([aliceAtDemo, bobAtDemo].filter((id) => seenBy(olga).has(id))).toEqual([]);
    expect([aliceAtOther, bobAtOther].filter((id) => seenBy(ann).has(id))).toEqual([]);
  });

  it('lists a work order to its company’s agents alone, and only they may advance it', async () => {
    const [ann, olga] = [track(await AgentSocket.signIn(sandbox, 'ann')), await olgaSignsIn()];
    await Promise.all([ann, olga].map((agent) => agent.waitFor((frame) => frame.type === 'work_orders')));
    const alice = await login(sandbox.baseUrl);
    const filed = await fileWorkOrder(
      sandbox.baseUrl,
      alice.token,
      filing({ type: 9 }, { payOrderSn: '', reason: 'Charged twice' }),
    );
    const id = (filed.body.data as { id: string }).id;
    const listed = (agent: AgentSocket) =>
      (lastOf(agent, 'work_orders')?.work_orders as { id: string; status: string }[] | undefined) ?? [];
    await ann.waitFor(() => listed(ann).some((order) => order.id === id));

    const from = olga.received.length;
    olga.send({ type: 'advance_work_order', id });
    expect(await olga.waitFor((frame) => frame.type === 'error', from)).toMatchObject({
      message: 'no such work order',
    });
    ann.send({ type: 'advance_work_order', id });
    await ann.waitFor(() => listed(ann).find((order) => order.id === id)?.status === 'in_review');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seenBy(olga).has(id)).toBe(false);
  });
});
