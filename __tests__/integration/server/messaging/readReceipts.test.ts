/**
 * Read receipts against the real sandbox (issue 16, point 1; docs/protocol.md, "Read receipts"): the
 * AI reads the question it answers, an agent reads the support group when it accepts, sends or reports
 * `seen`; the customer gets a 310 signal when that covers a message of theirs, and
 * get_max_and_min_seq says how far the other side has read (peer_read_seq), across a restart too.
 */
import type { DecodeResult, IncomingFrame } from '../../../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE } from '../../../../src/protocol/codes';
import { readReceiptSchema, type ReadReceipt } from '../../../../src/protocol/frames';
import type { IncomingIdentifier } from '../../../../src/protocol/identifiers';
import { AgentSocket, type AgentFrame } from '../../../support/agentSocket';
import {
  connectAs,
  newDataDir,
  removeDataDir,
  startSandboxIn,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';
import { sandboxPerTest } from '../../../support/sandboxPerTest';

const ALICE = '10001';
const ANN = '30001';
const BEN = '30002';
const AI_OF_DEMO = '20001';
const AI_CONVERSATION = `si_${ALICE}_${AI_OF_DEMO}`;
const ALICE_GROUP = `cg_1_${ALICE}`;
const GROUP_CONVERSATION = `sg_${ALICE_GROUP}`;

function frameOf<I extends IncomingIdentifier>(result: DecodeResult, identify: I): IncomingFrame<I> {
  if (result.kind !== 'frame' || result.frame.identify !== identify)
    throw new Error(`expected a ${identify} frame, got ${JSON.stringify(result)}`);
  return result.frame as IncomingFrame<I>;
}

interface Receipt extends ReadReceipt {
  senderId: string;
  /** Where it arrived among everything the socket received. */
  index: number;
}

/** The 310 signals the customer received so far, decoded with the client's own schema. */
function receiptsOf(socket: TestSocket): Receipt[] {
  return socket.received.flatMap((result, index) => {
    if (
      result.kind !== 'frame' ||
      result.frame.identify !== 'push_signal_msg' ||
      result.frame.data.content_type !== CONTENT_TYPE.readReceipt
    )
      return [];
    const receipt = readReceiptSchema(JSON.parse(result.frame.data.content), 'content');
    if (!receipt.ok) throw new Error(receipt.error);
    return [{ ...receipt.value, senderId: result.frame.data.sender_id, index }];
  });
}

/** Where the pushed message with this seq arrived; pushes name their conversation by group_id ('' for the AI chat). */
function indexOfPush(socket: TestSocket, seq: number, conversationId: string): number {
  const groupId = conversationId === GROUP_CONVERSATION ? ALICE_GROUP : '';
  return socket.received.findIndex(
    (result) =>
      result.kind === 'frame' &&
      result.frame.identify === 'push_msg' &&
      result.frame.data.seq === seq &&
      result.frame.data.group_id === groupId,
  );
}

async function peerReadSeq(socket: TestSocket, conversationId: string): Promise<number> {
  return frameOf(
    await socket.request('get_max_and_min_seq', { conversation_id: conversationId }),
    'get_max_and_min_seq',
  ).data.peer_read_seq;
}

async function sendToGroup(socket: TestSocket, content: string): Promise<number> {
  const ack = frameOf(
    await socket.request(
      'send_msg',
      textMessage(content, { chat_type: CHAT_TYPE.group, group_id: ALICE_GROUP, receiver_id: '' }),
    ),
    'send_msg',
  );
  return ack.data.seq;
}

async function contact(socket: TestSocket): Promise<string> {
  const reply = frameOf(
    await socket.request('seat_reception_contact', { conversation_id: AI_CONVERSATION, reason: 'help' }),
    'seat_reception_contact',
  );
  return reply.data.reception!.id;
}

/** Sends an agent frame and waits for the first later frame that matches. */
async function agentDoes(
  agent: AgentSocket,
  frame: Record<string, unknown>,
  reply: (received: AgentFrame) => boolean,
): Promise<AgentFrame> {
  const from = agent.received.length;
  agent.send(frame);
  return agent.waitFor(reply, from);
}

describe('read receipts: the AI', () => {
  const dataDir = newDataDir('support-read-receipts-');
  let sandbox: RunningSandbox | undefined;
  let alice: TestSocket | undefined;

  afterAll(async () => {
    await alice?.close();
    await sandbox?.close();
    await removeDataDir(dataDir);
  });

  it("reads the question it answers: a 310 with the question's seq before the answer, and peer_read_seq, kept across a restart", async () => {
    sandbox = await startSandboxIn(dataDir);
    alice = await connectAs(sandbox);
    frameOf(
      await alice.request('init_ai_customer_conversation', { time_zone: 'UTC' }),
      'init_ai_customer_conversation',
    );
    expect(await peerReadSeq(alice, AI_CONVERSATION)).toBe(0);

    const question = frameOf(await alice.request('send_msg', textMessage('how do I reset my password')), 'send_msg')
      .data.seq;
    const asked = alice;
    await asked.waitFor(() => indexOfPush(asked, question + 1, AI_CONVERSATION) >= 0);
    const receipts = receiptsOf(asked);
    expect(
      receipts.map(({ conversation_id, read_seq, senderId }) => ({ conversation_id, read_seq, senderId })),
    ).toEqual([{ conversation_id: AI_CONVERSATION, read_seq: question, senderId: AI_OF_DEMO }]);
    expect(receipts[0].index).toBeLessThan(indexOfPush(asked, question + 1, AI_CONVERSATION));
    const range = frameOf(
      await asked.request('get_max_and_min_seq', { conversation_id: AI_CONVERSATION }),
      'get_max_and_min_seq',
    ).data;
    expect(range).toEqual({
      conversation_id: AI_CONVERSATION,
      max_seq: question + 1,
      min_seq: 1,
      peer_read_seq: question,
    });

    // Read state is in SQLite, not in the process.
    await alice.close();
    await sandbox.close();
    sandbox = await startSandboxIn(dataDir);
    alice = await connectAs(sandbox);
    expect(await peerReadSeq(alice, AI_CONVERSATION)).toBe(question);
  });
});

describe('read receipts: agents', () => {
  const env = sandboxPerTest();
  const { track } = env;

  /** Alice asks for a human and Ann accepts. */
  async function handover() {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const receptionId = await contact(alice);
    await agentDoes(ann, { type: 'accept', reception_id: receptionId }, (frame) => frame.type === 'accepted');
    return { ann, alice, receptionId };
  }

  const groupReceipts = (socket: TestSocket) =>
    receiptsOf(socket).filter((receipt) => receipt.conversation_id === GROUP_CONVERSATION);

  it('seen reads the group up to its last message; a second seen with nothing new sends nothing', async () => {
    const { ann, alice, receptionId } = await handover();
    const seq = await sendToGroup(alice, 'my deposit is missing');
    await ann.waitFor((frame) => frame.type === 'message');
    expect(groupReceipts(alice)).toEqual([]);

    ann.send({ type: 'seen', reception_id: receptionId });
    await alice.waitFor(() => groupReceipts(alice).length > 0);
    expect(groupReceipts(alice).map(({ read_seq, senderId }) => ({ read_seq, senderId }))).toEqual([
      { read_seq: seq, senderId: ANN },
    ]);
    expect(await peerReadSeq(alice, GROUP_CONVERSATION)).toBe(seq);

    // The agent's frames are handled in order: once its text arrives, the second seen has been handled.
    ann.send({ type: 'seen', reception_id: receptionId });
    ann.send({ type: 'send', reception_id: receptionId, content: 'Let me check' });
    await alice.waitFor(
      (result) =>
        result.kind === 'frame' && result.frame.identify === 'push_msg' && result.frame.data.content === 'Let me check',
    );
    expect(groupReceipts(alice)).toHaveLength(1);
  });

  it('sending reads the group first: the 310 comes before the agent’s text; its own text needs no receipt', async () => {
    const { ann, alice, receptionId } = await handover();
    const seq = await sendToGroup(alice, 'hello?');
    await ann.waitFor((frame) => frame.type === 'message');
    ann.send({ type: 'send', reception_id: receptionId, content: 'Hello, Alice' });
    await alice.waitFor(() => indexOfPush(alice, seq + 1, GROUP_CONVERSATION) >= 0);
    const [receipt, ...more] = groupReceipts(alice);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ read_seq: seq, senderId: ANN });
    expect(receipt.index).toBeLessThan(indexOfPush(alice, seq + 1, GROUP_CONVERSATION));

    // Ann's own text is above her cursor now; seeing it again tells the customer nothing.
    ann.send({ type: 'seen', reception_id: receptionId });
    ann.send({ type: 'send', reception_id: receptionId, content: 'Checking' });
    await alice.waitFor(() => indexOfPush(alice, seq + 2, GROUP_CONVERSATION) >= 0);
    expect(groupReceipts(alice)).toHaveLength(1);
    expect(await peerReadSeq(alice, GROUP_CONVERSATION)).toBe(seq + 1);
  });

  it('accepting reads what the customer wrote while waiting', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const receptionId = await contact(alice);
    const seq = await sendToGroup(alice, 'still there?');
    await agentDoes(ann, { type: 'accept', reception_id: receptionId }, (frame) => frame.type === 'accepted');
    const joined = frameOf(
      await alice.waitFor(
        (result) =>
          result.kind === 'frame' &&
          result.frame.identify === 'push_msg' &&
          result.frame.data.content_type === CONTENT_TYPE.groupSystem,
      ),
      'push_msg',
    );
    await alice.waitFor(() => groupReceipts(alice).length > 0);
    expect(joined.data.seq).toBe(seq + 1);
    expect(groupReceipts(alice)).toMatchObject([{ read_seq: joined.data.seq, senderId: ANN }]);
  });

  it('refuses seen from an agent who does not serve the reception, and from a frame without reception_id: nothing is read', async () => {
    const { ann, alice, receptionId } = await handover();
    const ben = track(await AgentSocket.signIn(env.sandbox, BEN));
    const seq = await sendToGroup(alice, 'anyone?');
    await ann.waitFor((frame) => frame.type === 'message');
    const before = await peerReadSeq(alice, GROUP_CONVERSATION);
    expect(before).toBeLessThan(seq);

    expect(
      await agentDoes(ben, { type: 'seen', reception_id: receptionId }, (frame) => frame.type === 'error'),
    ).toEqual({
      type: 'error',
      message: 'you are not serving this reception',
    });
    expect(await agentDoes(ann, { type: 'seen' }, (frame) => frame.type === 'error')).toEqual({
      type: 'error',
      message: 'reception_id is required',
    });
    expect(await peerReadSeq(alice, GROUP_CONVERSATION)).toBe(before);
    expect(groupReceipts(alice)).toEqual([]);

    // The refused frames consumed nothing: the serving agent's seen still reports the message.
    ann.send({ type: 'seen', reception_id: receptionId });
    await alice.waitFor(() => groupReceipts(alice).length > 0);
    expect(groupReceipts(alice)).toMatchObject([{ read_seq: seq, senderId: ANN }]);
  });
});
