import { createFaultController, type FaultController } from '../../../../server/realtime/faults';
import type { DecodeResult, IncomingFrame } from '../../../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE } from '../../../../src/protocol/codes';
import { conversationIdOf } from '../../../../src/protocol/conversationId';
import { sendStatusSchema } from '../../../../src/protocol/sendStatus';
import { incomingDataSchemas } from '../../../../src/protocol/frames';
import { REST, type IncomingIdentifier } from '../../../../src/protocol/identifiers';
import { readEnvelope } from '../../../../src/protocol/rest';
import {
  connectAs,
  getWithToken,
  login,
  newDataDir,
  removeDataDir,
  startSandbox,
  startSandboxIn,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';

const ALICE_AI = conversationIdOf(CHAT_TYPE.single, '10001', '20001');

function frameOf<I extends IncomingIdentifier>(result: DecodeResult, identify: I): IncomingFrame<I> {
  if (result.kind !== 'frame' || result.frame.identify !== identify)
    throw new Error(`expected ${identify}, got ${JSON.stringify(result)}`);
  expect(incomingDataSchemas[identify](result.frame.data).ok).toBe(true);
  return result.frame as IncomingFrame<I>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isAiAnswer = (result: DecodeResult) =>
  result.kind === 'frame' &&
  result.frame.identify === 'push_msg' &&
  result.frame.data.content_type === CONTENT_TYPE.aiReply;
const isReplyTo = (msgIncr: string) => (result: DecodeResult) =>
  result.kind === 'frame' && result.frame.msg_incr === msgIncr;

async function maxSeqOf(socket: TestSocket): Promise<number> {
  return frameOf(await socket.request('get_max_and_min_seq', { conversation_id: ALICE_AI }), 'get_max_and_min_seq').data
    .max_seq;
}

async function messagesOf(socket: TestSocket) {
  const maxSeq = await maxSeqOf(socket);
  if (maxSeq === 0) return [];
  return frameOf(
    await socket.request('pull_msg_by_max_seq', { conversation_id: ALICE_AI, max_seq: maxSeq, count: 100 }),
    'pull_msg_by_max_seq',
  ).data.messages;
}

async function sendStatus(sandbox: RunningSandbox, clientMsgId: string) {
  const { token } = await login(sandbox.baseUrl);
  const { body } = await getWithToken(sandbox.baseUrl, `${REST.checkSendStatus}?client_msg_id=${clientMsgId}`, token);
  const result = readEnvelope(body, sendStatusSchema);
  if (!result.ok) throw new Error(JSON.stringify(body));
  return result.data;
}

describe('the fault switch (in-process)', () => {
  let sandbox: RunningSandbox;
  let faults: FaultController;
  const sockets: TestSocket[] = [];
  const connect = async () => {
    const socket = await connectAs(sandbox);
    sockets.push(socket);
    return socket;
  };

  beforeEach(async () => {
    faults = createFaultController();
    sandbox = await startSandbox({ faults, aiDelayMs: 0 });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await sandbox.close();
  });

  it('is off when created', () => {
    expect(faults.snapshot()).toEqual({ swallowPongs: false, swallowAcks: false, delayFramesMs: 0 });
    expect(faults.openSockets).toBe(0);
  });

  it('dropConnections terminates every socket without a close frame; the sandbox serves the next one', async () => {
    const first = await connect();
    const second = await connectAs(sandbox, { username: 'bob' });
    sockets.push(second);
    expect(faults.openSockets).toBe(2);
    expect(faults.dropConnections()).toBe(2);
    expect((await first.closed).code).toBe(1006);
    expect((await second.closed).code).toBe(1006);
    await sleep(20);
    expect(faults.openSockets).toBe(0);

    const again = await connect();
    frameOf(await again.request('ping', {}), 'ping');
    // No 314: the dropped connection was forgotten, not evicted.
    expect(
      again.received.filter((result) => result.kind === 'frame' && result.frame.identify === 'push_signal_msg'),
    ).toEqual([]);
  });

  it('swallowPongs: ping gets no reply while on, other requests do; reset restores it', async () => {
    const socket = await connect();
    faults.swallowPongs = true;
    const lost = socket.sendRequest('ping', {});
    frameOf(await socket.request('get_max_and_min_seq', { conversation_id: ALICE_AI }), 'get_max_and_min_seq');
    await sleep(100);
    expect(socket.received.some(isReplyTo(lost))).toBe(false);
    faults.reset();
    frameOf(await socket.request('ping', {}), 'ping');
    expect(socket.received.some(isReplyTo(lost))).toBe(false);
  });

  it('swallowAcks: send_msg is stored, the AI answers, check-send-status finds it, and a resend gets the ack without a second answer', async () => {
    const socket = await connect();
    faults.swallowAcks = true;
    const message = textMessage('password please');
    const lost = socket.sendRequest('send_msg', message);
    const answer = frameOf(await socket.waitFor(isAiAnswer), 'push_msg');
    expect(socket.received.some(isReplyTo(lost))).toBe(false);

    const status = await sendStatus(sandbox, message.client_msg_id);
    expect(status).toEqual({ is_send: true, seq: answer.data.seq - 1 });

    faults.swallowAcks = false;
    const ack = frameOf(await socket.request('send_msg', message), 'send_msg');
    expect(ack.data).toMatchObject({ client_msg_id: message.client_msg_id, seq: status.seq });
    await sleep(50);
    expect(socket.received.filter(isAiAnswer)).toHaveLength(1);
    expect(await maxSeqOf(socket)).toBe(answer.data.seq);
  });

  it('delayFramesMs holds every frame back, in order, even when the delay changes', async () => {
    const socket = await connect();
    faults.delayFramesMs = 300;
    const started = Date.now();
    const slow = socket.sendRequest('ping', {});
    await sleep(20);
    faults.delayFramesMs = 0;
    const fast = socket.sendRequest('ping', {});
    await socket.waitFor(isReplyTo(fast));
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    const order = socket.received.map((result) => (result.kind === 'frame' ? result.frame.msg_incr : '?'));
    expect(order).toEqual([slow, fast]);

    // Pushes too: the AI's typing signal, its read receipt and its answer come after the delay, after the ack.
    faults.delayFramesMs = 150;
    const sentAt = Date.now();
    const msgIncr = socket.sendRequest('send_msg', textMessage('hello'));
    await socket.waitFor(isAiAnswer);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(140);
    const kinds = socket.received
      .slice(2)
      .map((result) => (result.kind === 'frame' ? result.frame.identify : result.kind));
    expect(kinds).toEqual(['send_msg', 'push_signal_msg', 'push_signal_msg', 'push_msg']);
    expect(socket.received.some(isReplyTo(msgIncr))).toBe(true);
  });

  it('drops queued frames with the socket, and never throws at a socket that is gone', async () => {
    const socket = await connect();
    faults.delayFramesMs = 200;
    socket.sendRequest('send_msg', textMessage('deposit'));
    await sleep(50);
    faults.dropConnections();
    await socket.closed;
    faults.reset();
    await sleep(250);
    const next = await connect();
    const stored = await messagesOf(next);
    // Stored although nobody heard about it: the client finds it by seq sync.
    expect(stored.map((message) => message.content_type)).toEqual([CONTENT_TYPE.text, CONTENT_TYPE.aiReply]);
  });
});

describe('AI answers are stored at most once', () => {
  let sandbox: RunningSandbox;
  const faults = createFaultController();
  beforeAll(async () => {
    // Long enough that the answer is still due when the resend arrives on a new connection, on a loaded machine too.
    sandbox = await startSandbox({ faults, aiDelayMs: 1500 });
  });
  afterAll(() => sandbox.close());

  it('when the connection drops before the answer and the message is resent on a new one', async () => {
    const first = await connectAs(sandbox);
    const message = textMessage('how do I withdraw?');
    const ack = frameOf(await first.request('send_msg', message), 'send_msg');
    // Dropped while the AI is still typing: the answer is pushed to nobody, without an error.
    faults.dropConnections();
    await first.closed;
    const second = await connectAs(sandbox);
    const resent = frameOf(await second.request('send_msg', message), 'send_msg');
    expect(resent.data).toEqual(ack.data);
    await second.waitFor(isAiAnswer);
    await sleep(200);
    const stored = await messagesOf(second);
    expect(stored.filter((each) => each.client_msg_id === message.client_msg_id)).toHaveLength(1);
    expect(stored.filter((each) => each.content_type === CONTENT_TYPE.aiReply && each.seq > ack.data.seq)).toHaveLength(
      1,
    );
    // The resend asked nothing (no typing signal); the first question's answer, given once, went to the
    // customer's current connection, which is the new one, after the AI's read receipt for the question.
    const pushes = second.received.filter(
      (result) => result.kind === 'frame' && result.frame.identify.startsWith('push_'),
    );
    expect(pushes).toHaveLength(2);
    expect(frameOf(pushes[0], 'push_signal_msg').data).toMatchObject({ content_type: CONTENT_TYPE.readReceipt });
    expect(frameOf(pushes[1], 'push_msg').data).toMatchObject({
      seq: ack.data.seq + 1,
      content_type: CONTENT_TYPE.aiReply,
    });
    await second.close();
  });

  it('when the same message is resent many times at once, and after the answer', async () => {
    const socket = await connectAs(sandbox);
    const before = await maxSeqOf(socket);
    const message = textMessage('deposit missing');
    const acks = await Promise.all(Array.from({ length: 5 }, () => socket.request('send_msg', message)));
    const seqs = new Set(acks.map((reply) => frameOf(reply, 'send_msg').data.seq));
    expect([...seqs]).toEqual([before + 1]);
    await socket.waitFor(isAiAnswer);
    frameOf(await socket.request('send_msg', message), 'send_msg');
    await sleep(300);
    expect(socket.received.filter(isAiAnswer)).toHaveLength(1);
    expect(await maxSeqOf(socket)).toBe(before + 2);
    await socket.close();
  });

  it('when the server closes with answers pending: they are given at once, then never again', async () => {
    const dataDir = newDataDir('support-ai-close-');
    try {
      let running = await startSandboxIn(dataDir, { aiDelayMs: 60_000 });
      let socket = await connectAs(running);
      const message = textMessage('password');
      const ack = frameOf(await socket.request('send_msg', message), 'send_msg');
      await running.close();
      await socket.closed;

      running = await startSandboxIn(dataDir, { aiDelayMs: 0, port: running.port });
      socket = await connectAs(running);
      expect((await messagesOf(socket)).map((each) => [each.seq, each.content_type])).toEqual([
        [ack.data.seq, CONTENT_TYPE.text],
        [ack.data.seq + 1, CONTENT_TYPE.aiReply],
      ]);
      expect(frameOf(await socket.request('send_msg', message), 'send_msg').data).toEqual(ack.data);
      await sleep(50);
      expect(await maxSeqOf(socket)).toBe(ack.data.seq + 1);
      await socket.close();
      await running.close();
    } finally {
      await removeDataDir(dataDir);
    }
  });
});

describe('in-process restart on the same port', () => {
  const dataDir = newDataDir('support-same-port-');
  afterAll(() => removeDataDir(dataDir));

  it('keeps the URL, the data, the token and the seq, and the shared fault switch', async () => {
    const faults = createFaultController();
    let sandbox = await startSandboxIn(dataDir, { faults });
    const { baseUrl, wsUrl, port } = sandbox;
    let socket = await connectAs(sandbox);
    const first = frameOf(await socket.request('send_msg', textMessage('hello')), 'send_msg');
    await socket.waitFor(isAiAnswer);
    await sandbox.close();
    expect((await socket.closed).code).not.toBe(1006);

    sandbox = await startSandboxIn(dataDir, { faults, port });
    expect([sandbox.baseUrl, sandbox.wsUrl, sandbox.port]).toEqual([baseUrl, wsUrl, port]);
    socket = await connectAs(sandbox);
    const next = frameOf(await socket.request('send_msg', textMessage('thanks')), 'send_msg');
    expect(next.data.seq).toBe(first.data.seq + 2);
    expect(faults.openSockets).toBe(1);
    faults.dropConnections();
    expect((await socket.closed).code).toBe(1006);
    await sandbox.close();
  });
});
