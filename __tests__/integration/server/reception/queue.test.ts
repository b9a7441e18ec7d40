/**
 * The agent side of issue 17 against the real sandbox: offers to the least-loaded online agent within
 * capacity, presence, the fair queue (abandoned requests, measured estimates), catch-up after a
 * reconnect, the context an agent gets on accept, and typing.
 */
import type { DecodeResult } from '../../../../src/protocol/codec';
import { CONTENT_TYPE, RECEPTION_PHASE } from '../../../../src/protocol/codes';
import type { WireMessage } from '../../../../src/protocol/entities';
import { accept, offeredTo, type WaitingEntry } from '../../../support/agentQueue';
import { AgentSocket, signInAgent } from '../../../support/agentSocket';
import { connectAs, textMessage, type TestSocket } from '../../../support/sandbox';
import { sandboxPerTest } from '../../../support/sandboxPerTest';
import { until } from '../../../support/until';

const AI_OF_DEMO = '20001';
const ANN = '30001';
const BEN = '30002';

type Waiting = WaitingEntry & { position: number; estimated_wait_seconds: number };

function dataOf(result: DecodeResult): Record<string, unknown> {
  if (result.kind !== 'frame') throw new Error(`expected a frame, got ${JSON.stringify(result)}`);
  return result.frame.data as Record<string, unknown>;
}

const queueSignals = (socket: TestSocket) =>
  socket.received.flatMap((result) =>
    result.kind === 'frame' &&
    result.frame.identify === 'push_signal_msg' &&
    result.frame.data.content_type === CONTENT_TYPE.queue
      ? [JSON.parse(result.frame.data.content) as { position: number; estimated_wait_seconds: number }]
      : [],
  );

const lastQueueSignal = (socket: TestSocket) => queueSignals(socket).at(-1);

async function contact(socket: TestSocket): Promise<string> {
  const data = dataOf(
    await socket.request('seat_reception_contact', { conversation_id: `si_${socket.uid}_${AI_OF_DEMO}`, reason: '' }),
  );
  const reception = data.reception as { id: string; phase: number };
  expect(reception.phase).toBe(RECEPTION_PHASE.humanRequested);
  return reception.id;
}

/** The latest waiting list an agent got. */
const waitingOf = (agent: AgentSocket): Waiting[] =>
  (agent.received.filter((frame) => frame.type === 'waiting').at(-1)?.receptions ?? []) as Waiting[];

describe('the agent queue', () => {
  const env = sandboxPerTest('byTest');
  const { track } = env;

  it('offers each request to the least-loaded online agent; with a capacity of 1 each, two agents serve three customers in order', async () => {
    await env.start({ agentMaxChats: 1 });
    const ann = track(await AgentSocket.signIn(env.sandbox, 'ann'));
    const ben = track(await AgentSocket.signIn(env.sandbox, 'ben'));
    const [alice, bob, chloe] = await Promise.all(
      ['alice', 'bob', 'chloe'].map(async (username) => track(await connectAs(env.sandbox, { username }))),
    );

    const first = await contact(alice);
    await ann.waitFor(offeredTo(first, ANN));
    const second = await contact(bob);
    await ann.waitFor(offeredTo(second, BEN));
    const third = await contact(chloe);
    await until(() => waitingOf(ann).some((entry) => entry.reception_id === third));
    expect(waitingOf(ann).find((entry) => entry.reception_id === third)).toMatchObject({
      position: 1,
      estimated_wait_seconds: 60,
    });
    expect(waitingOf(ann).find((entry) => entry.reception_id === third)?.offered_to).toBeUndefined();
    await until(() => lastQueueSignal(chloe)?.position === 1);

    // Only the agent a reception is offered to may take it.
    expect(await accept(ben, first)).toMatchObject({ type: 'error', message: 'the reception is not offered to you' });
    expect(await accept(ann, first)).toMatchObject({ type: 'accepted' });
    expect(await accept(ben, second)).toMatchObject({ type: 'accepted' });
    expect(await accept(ann, third)).toMatchObject({ type: 'error' });

    // Ann finishes: the third customer is offered to her (the least loaded), and told an agent is coming.
    ann.send({ type: 'end', reception_id: first });
    await ann.waitFor(offeredTo(third, ANN));
    await until(() => lastQueueSignal(chloe)?.position === 0);
    expect(await accept(ann, third)).toMatchObject({ type: 'accepted' });
    const presence = await ann.waitFor(
      (frame) => frame.type === 'presence' && (frame.serving as string[]).includes(third),
    );
    expect(presence).toMatchObject({ status: 'online', max_chats: 1, serving: [third] });
  });

  it('gives an away agent no offers and moves theirs to an online agent', async () => {
    await env.start({});
    const ann = track(await AgentSocket.signIn(env.sandbox, 'ann'));
    const ben = track(await AgentSocket.signIn(env.sandbox, 'ben'));
    const alice = track(await connectAs(env.sandbox));
    const receptionId = await contact(alice);
    await ann.waitFor(offeredTo(receptionId, ANN));

    ann.send({ type: 'presence', status: 'away' });
    await ann.waitFor((frame) => frame.type === 'presence' && frame.status === 'away');
    await ben.waitFor(offeredTo(receptionId, BEN));
    expect(await accept(ann, receptionId)).toMatchObject({ type: 'error' });
    expect(await accept(ben, receptionId)).toMatchObject({ type: 'accepted' });

    // Both consoles of an agent get the same presence.
    const { token } = await signInAgent(env.sandbox, 'ann');
    const second = track(await AgentSocket.open(env.sandbox, token));
    await second.waitFor((frame) => frame.type === 'presence' && frame.status === 'away');
  });

  it('drops a waiting request whose customer has been gone past the grace period; the next customer moves up', async () => {
    await env.start({ agentMaxChats: 1, queueGraceMs: 300 });
    const ann = track(await AgentSocket.signIn(env.sandbox, 'ann'));
    const alice = track(await connectAs(env.sandbox));
    const bob = await connectAs(env.sandbox, { username: 'bob' });
    const chloe = track(await connectAs(env.sandbox, { username: 'chloe' }));
    const served = await contact(alice);
    await ann.waitFor(offeredTo(served, ANN));
    await accept(ann, served);
    const abandoned = await contact(bob);
    const next = await contact(chloe);
    await until(() => lastQueueSignal(chloe)?.position === 2);

    await bob.close();
    await until(() => lastQueueSignal(chloe)?.position === 1);
    await until(() => !waitingOf(ann).some((entry) => entry.reception_id === abandoned));
    expect(waitingOf(ann).map((entry) => entry.reception_id)).toEqual([next]);

    const back = track(await connectAs(env.sandbox, { username: 'bob' }));
    const status = dataOf(await back.request('seat_reception_status', { reception_id: abandoned }));
    expect(status.reception).toMatchObject({ id: abandoned, phase: RECEPTION_PHASE.stoppedByTimeout });
  });

  it('keeps the place of a customer who comes back within the grace period', async () => {
    await env.start({ agentMaxChats: 1, queueGraceMs: 1500 });
    const ann = track(await AgentSocket.signIn(env.sandbox, 'ann'));
    const alice = track(await connectAs(env.sandbox));
    const served = await contact(alice);
    await ann.waitFor(offeredTo(served, ANN));
    await accept(ann, served);
    const bob = await connectAs(env.sandbox, { username: 'bob' });
    const waiting = await contact(bob);
    await bob.close();
    const back = track(await connectAs(env.sandbox, { username: 'bob' }));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const status = dataOf(await back.request('seat_reception_status', { reception_id: waiting }));
    expect(status).toMatchObject({ reception: { phase: RECEPTION_PHASE.humanRequested }, queue_position: 1 });
  });

  it('estimates waits from measured handling times, not a constant', async () => {
    await env.start({ agentMaxChats: 1 });
    const ann = track(await AgentSocket.signIn(env.sandbox, 'ann'));
    const alice = track(await connectAs(env.sandbox));
    const bob = track(await connectAs(env.sandbox, { username: 'bob' }));
    const first = await contact(alice);
    await ann.waitFor(offeredTo(first, ANN));
    await accept(ann, first);
    await contact(bob);
    // Nothing measured yet: the starting estimate.
    await until(() => lastQueueSignal(bob)?.estimated_wait_seconds === 120);
    ann.send({ type: 'end', reception_id: first });
    await ann.waitFor((frame) => frame.type === 'ended');

    // One chat handled in well under a second: the next customer behind a busy agent waits about that long.
    await until(() => waitingOf(ann).some((entry) => entry.offered_to?.id === ANN));
    const offered = waitingOf(ann).find((entry) => entry.offered_to?.id === ANN)!;
    expect(await accept(ann, offered.reception_id)).toMatchObject({ type: 'accepted' });
    const chloe = track(await connectAs(env.sandbox, { username: 'chloe' }));
    const data = dataOf(
      await chloe.request('seat_reception_contact', { conversation_id: `si_${chloe.uid}_${AI_OF_DEMO}`, reason: '' }),
    );
    expect(data.queue_position).toBe(1);
    expect(data.estimated_wait_seconds).toBeLessThan(5);
  });
});

describe('an agent console', () => {
  const env = sandboxPerTest();
  const { track } = env;

  it('gets the customer’s context on accept: AI conversation, handoff summary, locale, time zone, product, orders and saved replies', async () => {
    const alice = track(await connectAs(env.sandbox, { country_code: 'BR' }));
    dataOf(await alice.request('init_ai_customer_conversation', { time_zone: 'America/Sao_Paulo' }));
    for (const question of ['where is my withdrawal', 'I want a human'])
      dataOf(await alice.request('send_msg', textMessage(question)));
    await until(
      () =>
        alice.received.filter((result) => result.kind === 'frame' && result.frame.identify === 'push_msg').length >= 2,
    );

    const ann = track(await AgentSocket.signIn(env.sandbox, 'ann'));
    const receptionId = await contact(alice);
    await ann.waitFor(offeredTo(receptionId, ANN));
    const accepted = await accept(ann, receptionId);
    const context = accepted.context as {
      customer: Record<string, unknown>;
      ai_history: WireMessage[];
      handoff: { questions: string[]; reply_codes: string[]; reason: string };
      withdrawal_orders: unknown[];
      canned_replies: { title: string; text: string }[];
    };
    expect(context.customer).toEqual({
      id: '10001',
      nickname: 'Alice',
      locale: 'pt-BR',
      time_zone: 'America/Sao_Paulo',
      product: { id: '1', name: expect.any(String) },
    });
    expect(context.ai_history.map((message) => message.content)).toEqual(
      expect.arrayContaining(['where is my withdrawal', 'I want a human']),
    );
    expect(context.ai_history.length).toBeGreaterThanOrEqual(4);
    expect(context.handoff.questions).toEqual(['where is my withdrawal', 'I want a human']);
    expect(context.handoff.reply_codes.length).toBeGreaterThan(0);
    expect(context.handoff.reason).toBe('I want a human');
    expect(context.withdrawal_orders.length).toBeGreaterThan(0);
    expect(context.canned_replies.map((reply) => reply.title)).toEqual(['Saudação', 'Verificando', 'Encerramento']);
  });

  it('resumes after a reconnect: the served chat comes back and sync returns every message missed, once', async () => {
    const alice = track(await connectAs(env.sandbox));
    const { token } = await signInAgent(env.sandbox, 'ann');
    const first = await AgentSocket.open(env.sandbox, token);
    const receptionId = await contact(alice);
    await first.waitFor(offeredTo(receptionId, ANN));
    const accepted = await accept(first, receptionId);
    const groupId = accepted.group_id as string;
    const lastSeen = Math.max(...(accepted.history as WireMessage[]).map((message) => message.seq));
    await first.close();

    const missed = ['one', 'two', 'three'];
    for (const content of missed) {
      dataOf(
        await alice.request('send_msg', textMessage(content, { chat_type: 2, group_id: groupId, receiver_id: '' })),
      );
    }

    const again = track(await AgentSocket.open(env.sandbox, token));
    const resumed = await again.waitFor((frame) => frame.type === 'accepted' && frame.reception_id === receptionId);
    expect(resumed.resumed).toBe(true);
    expect(await again.waitFor((frame) => frame.type === 'presence')).toMatchObject({ serving: [receptionId] });

    again.send({ type: 'sync', reception_id: receptionId, after_seq: lastSeen });
    const page = await again.waitFor((frame) => frame.type === 'messages');
    const messages = page.messages as WireMessage[];
    expect(messages.map((message) => message.content)).toEqual(missed);
    expect(messages.map((message) => message.seq)).toEqual([lastSeen + 1, lastSeen + 2, lastSeen + 3]);
    expect(page.more).toBe(false);
  });

  it('greets a console that connects with the queue, its presence and its work orders once each', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, 'ann'));
    await ann.waitFor((frame) => frame.type === 'work_orders');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ann.received.map((frame) => frame.type)).toEqual(['waiting', 'presence', 'work_orders']);
  });

  it('echoes an agent’s text to all their consoles once, even when the same client_msg_id is sent twice', async () => {
    const alice = track(await connectAs(env.sandbox));
    const { token } = await signInAgent(env.sandbox, 'ann');
    const ann = track(await AgentSocket.open(env.sandbox, token));
    const other = track(await AgentSocket.open(env.sandbox, token));
    const receptionId = await contact(alice);
    await ann.waitFor(offeredTo(receptionId, ANN));
    await accept(ann, receptionId);

    for (let attempt = 0; attempt < 2; attempt++)
      ann.send({ type: 'send', reception_id: receptionId, content: 'Checking now', client_msg_id: 'agent-1' });
    await until(() => ann.received.filter((frame) => frame.type === 'message').length === 2);
    const echoes = ann.received
      .filter((frame) => frame.type === 'message')
      .map((frame) => frame.message as WireMessage);
    expect(echoes.map((message) => [message.client_msg_id, message.sender_id, message.seq])).toEqual([
      ['agent-1', ANN, echoes[0].seq],
      ['agent-1', ANN, echoes[0].seq],
    ]);
    await other.waitFor(
      (frame) => frame.type === 'message' && (frame.message as WireMessage).client_msg_id === 'agent-1',
    );
    await until(() =>
      alice.received.some(
        (result) =>
          result.kind === 'frame' &&
          result.frame.identify === 'push_msg' &&
          result.frame.data.content === 'Checking now',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      alice.received.filter(
        (result) =>
          result.kind === 'frame' &&
          result.frame.identify === 'push_msg' &&
          result.frame.data.content === 'Checking now',
      ),
    ).toHaveLength(1);

    // A client_msg_id is bounded as on the customer's send_msg: nothing is stored for a longer one.
    ann.send({ type: 'send', reception_id: receptionId, content: 'Too long an id', client_msg_id: 'x'.repeat(129) });
    expect(await ann.waitFor((frame) => frame.type === 'error')).toMatchObject({
      message: 'client_msg_id is empty or too long',
    });
  });

  it('tells the customer the agent is typing (signal 311)', async () => {
    const alice = track(await connectAs(env.sandbox));
    const ann = track(await AgentSocket.signIn(env.sandbox, 'ann'));
    const receptionId = await contact(alice);
    await ann.waitFor(offeredTo(receptionId, ANN));
    await accept(ann, receptionId);
    ann.send({ type: 'typing', reception_id: receptionId });
    const signal = dataOf(
      await alice.waitFor(
        (result) =>
          result.kind === 'frame' &&
          result.frame.identify === 'push_signal_msg' &&
          result.frame.data.content_type === CONTENT_TYPE.agentTyping,
      ),
    );
    expect(signal).toMatchObject({ reception_id: receptionId, group_id: `cg_1_${alice.uid}` });
  });
});
