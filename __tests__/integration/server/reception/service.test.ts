/**
 * The reception lifecycle of issue 5 against the real sandbox: the queue, the sandbox-only agent
 * socket (/agent-ws), group messages both ways, the end of a reception and its evaluation.
 */
import type { DecodeResult, IncomingFrame } from '../../../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE, RECEPTION_PHASE } from '../../../../src/protocol/codes';
import type { IncomingIdentifier } from '../../../../src/protocol/identifiers';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import { AgentSocket, type AgentFrame } from '../../../support/agentSocket';
import {
  connectAs,
  getWithToken,
  isSignal,
  login,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';
import { sandboxPerTest } from '../../../support/sandboxPerTest';

const ALICE = '10001';
const BOB = '10002';
const ANN = '30001';
const BEN = '30002';
const AI_OF_DEMO = '20001';
const ALICE_GROUP = `cg_1_${ALICE}`;

function frameOf<I extends IncomingIdentifier>(result: DecodeResult, identify: I): IncomingFrame<I> {
  if (result.kind !== 'frame') throw new Error(`expected a ${identify} frame, got ${JSON.stringify(result)}`);
  expect(result.frame.identify).toBe(identify);
  return result.frame as IncomingFrame<I>;
}

function errorCodeOf(result: DecodeResult): number | undefined {
  return result.kind === 'replyError' ? result.error.err_code : undefined;
}

const isPushedMessage = (contentType: number) => (result: DecodeResult) =>
  result.kind === 'frame' && result.frame.identify === 'push_msg' && result.frame.data.content_type === contentType;

function pushes(socket: TestSocket): { identify: string; content_type: number }[] {
  return socket.received.flatMap((result) =>
    result.kind === 'frame' && (result.frame.identify === 'push_msg' || result.frame.identify === 'push_signal_msg')
      ? [{ identify: result.frame.identify, content_type: result.frame.data.content_type }]
      : [],
  );
}

async function post(
  sandbox: RunningSandbox,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: { code: number; data: unknown } }> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [HEADERS.token]: token },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
}

const isWaitingWith = (receptionId: string) => (frame: AgentFrame) =>
  frame.type === 'waiting' &&
  (frame.receptions as { reception_id: string }[]).some((entry) => entry.reception_id === receptionId);

describe('sandbox receptions', () => {
  const env = sandboxPerTest();
  const { track } = env;

  async function contact(socket: TestSocket): Promise<string> {
    const reply = frameOf(
      await socket.request('seat_reception_contact', {
        conversation_id: `si_${socket.uid}_${AI_OF_DEMO}`,
        reason: 'help',
      }),
      'seat_reception_contact',
    );
    expect(reply.data.reception?.phase).toBe(RECEPTION_PHASE.humanRequested);
    return reply.data.reception!.id;
  }

  async function accept(agent: AgentSocket, receptionId: string): Promise<AgentFrame> {
    const from = agent.received.length;
    agent.send({ type: 'accept', reception_id: receptionId });
    return agent.waitFor((frame) => frame.type === 'accepted' && frame.reception_id === receptionId, from);
  }

  it('answers a contact with no agent online with no reception and a 302 signal', async () => {
    const alice = track(await connectAs(env.sandbox));
    const reply = frameOf(
      await alice.request('seat_reception_contact', { conversation_id: `si_${ALICE}_${AI_OF_DEMO}`, reason: 'help' }),
      'seat_reception_contact',
    );
    expect(reply.data).toEqual({});
    const signal = frameOf(await alice.waitFor(isSignal(CONTENT_TYPE.noAgentOnline)), 'push_signal_msg');
    expect(signal.data.content).toBe('');
    expect(frameOf(await alice.request('seat_reception_status', {}), 'seat_reception_status').data).toEqual({});
  });

  it('lists a waiting customer with the locale they asked in, as the agent’s context has it', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox, { country_code: 'BR' }));
    const receptionId = await contact(alice);
    const waiting = await ann.waitFor(isWaitingWith(receptionId));
    const entry = (waiting.receptions as { reception_id: string; locale: string }[]).find(
      (reception) => reception.reception_id === receptionId,
    );
    expect(entry?.locale).toBe('pt-BR');
    const accepted = await accept(ann, receptionId);
    expect((accepted.context as { customer: { locale: string } }).customer.locale).toBe('pt-BR');
  });

  it('queues a customer while every agent is busy and offers the reception once the agent is free', async () => {
    await env.start({ agentMaxChats: 1 });
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const bob = track(await connectAs(env.sandbox, { username: 'bob' }));

    const first = await contact(alice);
    // A second request while the reception is open gets the same reception.
    expect(await contact(alice)).toBe(first);
    await accept(ann, first);

    const reply = frameOf(
      await bob.request('seat_reception_contact', { conversation_id: `si_${BOB}_${AI_OF_DEMO}`, reason: '' }),
      'seat_reception_contact',
    );
    expect(reply.data).toEqual({
      reception: { id: expect.any(String), phase: RECEPTION_PHASE.humanRequested, problem_finished: 0 },
      queue_position: 1,
      estimated_wait_seconds: 120,
    });
    const second = reply.data.reception!.id;
    const queued = frameOf(await bob.waitFor(isSignal(CONTENT_TYPE.queue)), 'push_signal_msg');
    expect(JSON.parse(queued.data.content)).toEqual({ position: 1, estimated_wait_seconds: 120 });
    expect(queued.data.reception_id).toBe(second);

    const from = ann.received.length;
    ann.send({ type: 'end', reception_id: first });
    await ann.waitFor((frame) => frame.type === 'ended' && frame.reception_id === first && frame.by === 'agent', from);
    await ann.waitFor(isWaitingWith(second), from);
    const status = frameOf(await bob.request('seat_reception_status', {}), 'seat_reception_status');
    expect(status.data).toEqual({
      reception: { id: second, phase: RECEPTION_PHASE.humanRequested, problem_finished: 0 },
    });
    await accept(ann, second);
    expect(
      frameOf(await bob.request('seat_reception_status', { reception_id: second }), 'seat_reception_status').data
        .reception?.phase,
    ).toBe(RECEPTION_PHASE.humanServing);
  });

  it('runs the whole flow: summary, accept, messages both ways, agent end, evaluation', async () => {
    const alice = track(await connectAs(env.sandbox));
    frameOf(
      await alice.request('init_ai_customer_conversation', { time_zone: 'UTC' }),
      'init_ai_customer_conversation',
    );
    for (const question of ['how do I reset my password', 'I want a human']) {
      frameOf(await alice.request('send_msg', textMessage(question)), 'send_msg');
    }
    await alice.waitFor(() => alice.received.filter(isPushedMessage(CONTENT_TYPE.aiReply)).length === 2);

    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const receptionId = await contact(alice);
    const waiting = await ann.waitFor(isWaitingWith(receptionId));
    const entry = (
      waiting.receptions as {
        reception_id: string;
        customer: unknown;
        summary: { questions: string[]; since: number };
      }[]
    ).find((item) => item.reception_id === receptionId)!;
    expect(entry.customer).toEqual({ id: ALICE, nickname: 'Alice' });
    expect(entry.summary.questions).toEqual(['how do I reset my password', 'I want a human']);
    expect(entry.summary.since).toEqual(expect.any(Number));

    const accepted = await accept(ann, receptionId);
    expect(accepted.group_id).toBe(ALICE_GROUP);
    const joined = frameOf(await alice.waitFor(isPushedMessage(CONTENT_TYPE.groupSystem)), 'push_msg');
    expect(joined.data).toMatchObject({
      chat_type: CHAT_TYPE.group,
      group_id: ALICE_GROUP,
      sender_id: ANN,
      seq: 1,
      reception_id: receptionId,
    });
    expect(JSON.parse(joined.data.content)).toEqual({
      text: 'Ann joined the chat',
      notice: 'agent_joined',
      agent: 'Ann',
    });
    expect(accepted.history).toEqual([joined.data]);

    // Customer → agent.
    const fromAnn = ann.received.length;
    const ack = frameOf(
      await alice.request(
        'send_msg',
        textMessage('my deposit is missing', { chat_type: CHAT_TYPE.group, group_id: ALICE_GROUP, receiver_id: '' }),
      ),
      'send_msg',
    );
    expect(ack.data.seq).toBe(2);
    const forwarded = await ann.waitFor((frame) => frame.type === 'message', fromAnn);
    expect(forwarded).toMatchObject({
      reception_id: receptionId,
      message: { content: 'my deposit is missing', seq: 2, sender_id: ALICE },
    });

    // Agent → customer.
    ann.send({ type: 'send', reception_id: receptionId, content: 'Let me check that for you' });
    const answer = frameOf(await alice.waitFor(isPushedMessage(CONTENT_TYPE.text)), 'push_msg');
    expect(answer.data).toMatchObject({
      sender_id: ANN,
      group_id: ALICE_GROUP,
      chat_type: CHAT_TYPE.group,
      seq: 3,
      content: 'Let me check that for you',
    });

    const page = frameOf(
      await alice.request('pull_msg_by_max_seq', { conversation_id: `sg_${ALICE_GROUP}`, max_seq: 3, count: 10 }),
      'pull_msg_by_max_seq',
    );
    expect(page.data.messages.map((message) => [message.seq, message.content_type])).toEqual([
      [1, CONTENT_TYPE.groupSystem],
      [2, CONTENT_TYPE.text],
      [3, CONTENT_TYPE.text],
    ]);

    // The agent ends: 307, the evaluation card, then 308 on group type 1.
    const before = pushes(alice).length;
    ann.send({ type: 'end', reception_id: receptionId });
    const evaluate = frameOf(await alice.waitFor(isSignal(CONTENT_TYPE.evaluateSignal)), 'push_signal_msg');
    expect(evaluate.data).toMatchObject({ group_type: 1, reception_id: receptionId });
    expect(pushes(alice).slice(before)).toEqual([
      { identify: 'push_signal_msg', content_type: CONTENT_TYPE.stopSignal },
      { identify: 'push_msg', content_type: CONTENT_TYPE.evaluationCard },
      { identify: 'push_signal_msg', content_type: CONTENT_TYPE.evaluateSignal },
    ]);
    const stop = frameOf(await alice.waitFor(isSignal(CONTENT_TYPE.stopSignal)), 'push_signal_msg');
    expect(stop.data).toMatchObject({ content: '', reception_id: receptionId });
    const card = frameOf(await alice.waitFor(isPushedMessage(CONTENT_TYPE.evaluationCard)), 'push_msg');
    expect(JSON.parse(card.data.content)).toEqual({ reception_id: receptionId });
    expect(
      frameOf(await alice.request('seat_reception_status', {}), 'seat_reception_status').data.reception?.phase,
    ).toBe(RECEPTION_PHASE.stoppedByAgent);

    const { token } = await login(env.sandbox.baseUrl);
    const evaluation = { reception_id: receptionId, score: 5, content: 'great', problem_finished: 1 };
    expect(await post(env.sandbox, REST.submitEvaluate, token, { ...evaluation, score: 6 })).toMatchObject({
      status: 400,
      body: { code: ERROR_CODE.parameterError },
    });
    expect(await post(env.sandbox, REST.submitEvaluate, token, { reception_id: receptionId, score: 4 })).toMatchObject({
      body: { code: ERROR_CODE.parameterError },
    });
    // "Not solved" with no score is refused, never stored as a default score (issue 16, point 6).
    for (const noScore of [{}, { score: null }, { score: 0 }, { score: '' }]) {
      const onlyNotSolved = { reception_id: receptionId, content: '', problem_finished: 0, ...noScore };
      expect(await post(env.sandbox, REST.submitEvaluate, token, onlyNotSolved)).toMatchObject({
        status: 400,
        body: { code: ERROR_CODE.parameterError },
      });
    }
    expect(await post(env.sandbox, REST.submitEvaluate, token, evaluation)).toEqual({
      status: 200,
      body: { code: 0, msg: 'ok', data: {} },
    });
    const greyed = frameOf(await alice.waitFor(isSignal(CONTENT_TYPE.evaluationGreyed)), 'push_signal_msg');
    expect(greyed.data.reception_id).toBe(receptionId);
    expect(await post(env.sandbox, REST.submitEvaluate, token, evaluation)).toMatchObject({
      status: 409,
      body: { code: ERROR_CODE.alreadySubmitted },
    });
    const status = frameOf(
      await alice.request('seat_reception_status', { reception_id: receptionId }),
      'seat_reception_status',
    );
    expect(status.data.reception).toEqual({
      id: receptionId,
      phase: RECEPTION_PHASE.stoppedByAgent,
      problem_finished: 1,
    });
  });

  it('refuses an evaluation of a reception that is still open, or of someone else', async () => {
    track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const receptionId = await contact(alice);
    const { token } = await login(env.sandbox.baseUrl);
    const evaluation = { reception_id: receptionId, score: 3, content: '', problem_finished: 0 };
    expect(await post(env.sandbox, REST.submitEvaluate, token, evaluation)).toMatchObject({
      status: 400,
      body: { code: ERROR_CODE.parameterError },
    });
    const bob = await login(env.sandbox.baseUrl, { username: 'bob' });
    expect(await post(env.sandbox, REST.submitEvaluate, bob.token, evaluation)).toMatchObject({
      status: 404,
      body: { code: ERROR_CODE.notFound },
    });
  });

  it('lets the customer end (307 and the card, no 308) and end-and-evaluate at once', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const first = await contact(alice);
    await accept(ann, first);

    let from = ann.received.length;
    expect(
      frameOf(await alice.request('seat_reception_end', { reception_id: first }), 'seat_reception_end').data,
    ).toEqual({});
    await ann.waitFor(
      (frame) => frame.type === 'ended' && frame.reception_id === first && frame.by === 'customer',
      from,
    );
    await alice.waitFor(isPushedMessage(CONTENT_TYPE.evaluationCard));
    expect(alice.received.some(isSignal(CONTENT_TYPE.stopSignal))).toBe(true);
    expect(alice.received.some(isSignal(CONTENT_TYPE.evaluateSignal))).toBe(false);
    expect(
      frameOf(await alice.request('seat_reception_status', {}), 'seat_reception_status').data.reception?.phase,
    ).toBe(RECEPTION_PHASE.stoppedByUser);

    const renewed = frameOf(
      await alice.request('seat_reception_new', { conversation_id: `si_${ALICE}_${AI_OF_DEMO}` }),
      'seat_reception_new',
    );
    const second = renewed.data.reception!.id;
    expect(second).not.toBe(first);
    await accept(ann, second);

    const bad = await alice.request('seat_reception_end_and_evaluate', {
      reception_id: second,
      score: 0,
      content: '',
      problem_finished: 1,
    });
    expect(errorCodeOf(bad)).toBe(ERROR_CODE.parameterError);
    from = ann.received.length;
    const ended = await alice.request('seat_reception_end_and_evaluate', {
      reception_id: second,
      score: 4,
      content: 'ok',
      problem_finished: 1,
    });
    expect(frameOf(ended, 'seat_reception_end_and_evaluate').data).toEqual({});
    await ann.waitFor(
      (frame) => frame.type === 'ended' && frame.reception_id === second && frame.by === 'customer',
      from,
    );
    const status = frameOf(await alice.request('seat_reception_status', {}), 'seat_reception_status');
    expect(status.data.reception).toEqual({ id: second, phase: RECEPTION_PHASE.stoppedByUser, problem_finished: 1 });
    const again = await alice.request('seat_reception_end_and_evaluate', {
      reception_id: second,
      score: 4,
      content: 'ok',
      problem_finished: 1,
    });
    expect(errorCodeOf(again)).toBe(ERROR_CODE.alreadySubmitted);
    const { token } = await login(env.sandbox.baseUrl);
    expect(
      await post(env.sandbox, REST.submitEvaluate, token, { reception_id: second, score: 4, problem_finished: 1 }),
    ).toMatchObject({
      status: 409,
      body: { code: ERROR_CODE.alreadySubmitted },
    });
  });

  it('keeps a left message and shows it to agents', async () => {
    const alice = track(await connectAs(env.sandbox));
    expect(errorCodeOf(await alice.request('seat_reception_leave_msg', { content: '   ' }))).toBe(
      ERROR_CODE.parameterError,
    );
    expect(errorCodeOf(await alice.request('seat_reception_leave_msg', { content: 'x'.repeat(4001) }))).toBe(
      ERROR_CODE.parameterError,
    );
    expect(
      frameOf(
        await alice.request('seat_reception_leave_msg', { content: 'Please call me back' }),
        'seat_reception_leave_msg',
      ).data,
    ).toEqual({});
    const ben = track(await AgentSocket.signIn(env.sandbox, BEN));
    const waiting = await ben.waitFor((frame) => frame.type === 'waiting');
    expect(waiting.left_messages).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        customer: { id: ALICE, nickname: 'Alice' },
        content: 'Please call me back',
        at: expect.any(Number),
      },
    ]);
  });

  it('answers agent frames it cannot act on with an error frame', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    ann.send({ type: 'accept', reception_id: 'nope' });
    expect(await ann.waitFor((frame) => frame.type === 'error')).toEqual({
      type: 'error',
      message: expect.any(String),
    });
  });

  it('serves find-by-ids, group info, create-group and member-list', async () => {
    const alice = await login(env.sandbox.baseUrl);
    const bob = await login(env.sandbox.baseUrl, { username: 'bob' });

    const found = await getWithToken(
      env.sandbox.baseUrl,
      `${REST.findUsersByIds}?ids=${ANN}&ids=${ALICE}&ids=${ANN}&ids=99999&ids=${AI_OF_DEMO}`,
      alice.token,
    );
    expect(found).toEqual({
      status: 200,
      body: {
        code: 0,
        msg: 'ok',
        data: {
          users: [
            { id: ANN, nickname: 'Ann', avatar: '', kind: 'agent' },
            { id: ALICE, nickname: 'Alice', avatar: '', kind: 'customer' },
            { id: AI_OF_DEMO, nickname: 'AI Assistant', avatar: '', kind: 'ai' },
          ],
        },
      },
    });
    const tooMany = Array.from({ length: 51 }, (_, index) => `ids=${index + 1}`).join('&');
    expect(await getWithToken(env.sandbox.baseUrl, `${REST.findUsersByIds}?${tooMany}`, alice.token)).toMatchObject({
      status: 400,
    });
    expect(await getWithToken(env.sandbox.baseUrl, `${REST.findUsersByIds}?ids=${ANN}`)).toMatchObject({ status: 401 });

    expect((await getWithToken(env.sandbox.baseUrl, REST.customerGroupInfo, alice.token)).body).toEqual({
      code: 0,
      msg: 'ok',
      data: { group: null },
    });
    const created = await post(env.sandbox, REST.createGroup, alice.token, { group_type: 1 });
    const group = { group_id: ALICE_GROUP, group_type: 1, name: expect.any(String), owner_id: ALICE, reception_id: '' };
    expect(created).toEqual({ status: 200, body: { code: 0, msg: 'ok', data: { group } } });
    expect((await post(env.sandbox, REST.createGroup, alice.token, { group_type: 1 })).body.data).toEqual({ group });
    expect(await post(env.sandbox, REST.createGroup, alice.token, { group_type: 2 })).toMatchObject({ status: 400 });
    expect((await getWithToken(env.sandbox.baseUrl, REST.customerGroupInfo, alice.token)).body).toMatchObject({
      data: { group },
    });

    const members = await getWithToken(
      env.sandbox.baseUrl,
      `${REST.groupMemberList}?group_id=${ALICE_GROUP}`,
      alice.token,
    );
    expect(members.body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        members: [
          { user_id: ALICE, role: 'customer', nickname: 'Alice', avatar: '' },
          { user_id: AI_OF_DEMO, role: 'ai', nickname: 'AI Assistant', avatar: '' },
        ],
      },
    });
    expect(
      await getWithToken(env.sandbox.baseUrl, `${REST.groupMemberList}?group_id=${ALICE_GROUP}`, bob.token),
    ).toMatchObject({ status: 404 });
  });
});
