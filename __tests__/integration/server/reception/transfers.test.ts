/**
 * Transfers and private notes (issue 31) against the real sandbox, over real sockets: the agent serving
 * a customer hands them to another agent or back to the queue with a note; notes reach the agents'
 * sockets and never the customer's socket, pulls or REST history.
 */
import type { DecodeResult } from '../../../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE, RECEPTION_PHASE } from '../../../../src/protocol/codes';
import { REST } from '../../../../src/protocol/identifiers';
import { accept, offeredTo } from '../../../support/agentQueue';
import { AgentSocket, type AgentFrame } from '../../../support/agentSocket';
import { addOtherCompanyIn, agentToken, OTHER_COMPANY } from '../../../support/recordings';
import {
  connectAs,
  getWithToken,
  login,
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
const ALICE_GROUP = `cg_1_${ALICE}`;
const ALICE_GROUP_CONVERSATION = `sg_${ALICE_GROUP}`;

type Note = { id: string; reception_id: string; author: { id: string }; content: string; kind: string; to?: unknown };

function dataOf(result: DecodeResult): Record<string, unknown> {
  if (result.kind !== 'frame') throw new Error(`expected a frame, got ${JSON.stringify(result)}`);
  return result.frame.data as Record<string, unknown>;
}

const isGroupSystem = (result: DecodeResult) =>
  result.kind === 'frame' &&
  result.frame.identify === 'push_msg' &&
  result.frame.data.content_type === CONTENT_TYPE.groupSystem;

/** The 201s the customer was pushed, their content parsed. */
const systemLines = (socket: TestSocket) =>
  socket.received.filter(isGroupSystem).map((result) => JSON.parse(dataOf(result).content as string) as unknown);

async function contact(socket: TestSocket): Promise<string> {
  const data = dataOf(
    await socket.request('seat_reception_contact', {
      conversation_id: `si_${socket.uid}_${AI_OF_DEMO}`,
      reason: 'help',
    }),
  );
  const reception = data.reception as { id: string } | undefined;
  if (!reception) throw new Error(`no reception: ${JSON.stringify(data)}`);
  return reception.id;
}

/** Sends `frame`; the first frame after it that `answered` matches, or an `error`. */
async function answerTo(
  agent: AgentSocket,
  frame: Record<string, unknown>,
  answered: (found: AgentFrame) => boolean,
): Promise<AgentFrame> {
  const from = agent.received.length;
  agent.send(frame);
  return agent.waitFor((found) => found.type === 'error' || answered(found), from);
}

const transfer = (agent: AgentSocket, receptionId: string, toAgentId: string, note = '') =>
  answerTo(
    agent,
    { type: 'transfer', reception_id: receptionId, to_agent_id: toAgentId, note },
    (found) => found.type === 'transferred' && found.reception_id === receptionId,
  );

const presenceServing = (serving: string[]) => (frame: AgentFrame) =>
  frame.type === 'presence' && JSON.stringify(frame.serving) === JSON.stringify(serving);

async function phaseOf(socket: TestSocket, receptionId: string): Promise<number | undefined> {
  const data = dataOf(await socket.request('seat_reception_status', { reception_id: receptionId }));
  return (data.reception as { phase: number } | undefined)?.phase;
}

describe('transfers', () => {
  const env = sandboxPerTest();
  const { track } = env;

  /** Alice asks for a human and Ann, the only agent online then, accepts; Ben comes online after. */
  async function servedByAnn() {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const receptionId = await contact(alice);
    await ann.waitFor(offeredTo(receptionId, ANN));
    expect(await accept(ann, receptionId)).toMatchObject({ type: 'accepted' });
    await alice.waitFor(isGroupSystem);
    const ben = track(await AgentSocket.signIn(env.sandbox, BEN));
    return { ann, ben, alice, receptionId };
  }

  it('hands the customer to another agent: the customer is told, the new agent gets the context and the note, the old one can no longer write', async () => {
    const { ann, ben, alice, receptionId } = await servedByAnn();
    ann.send({ type: 'send', reception_id: receptionId, content: 'Let me get a colleague', client_msg_id: 'ann-1' });
    await alice.waitFor(
      (result) =>
        result.kind === 'frame' &&
        result.frame.identify === 'push_msg' &&
        result.frame.data.content === 'Let me get a colleague',
    );

    const targets = await answerTo(
      ann,
      { type: 'transfer_targets', reception_id: receptionId },
      (found) => found.type === 'transfer_targets',
    );
    expect(targets).toEqual({
      type: 'transfer_targets',
      reception_id: receptionId,
      agents: [{ id: BEN, nickname: 'Ben', load: 0, max_chats: 2 }],
    });

    const fromBen = ben.received.length;
    expect(await transfer(ann, receptionId, BEN, 'Deposit of 50 USD missing; checked the order already')).toEqual({
      type: 'transferred',
      reception_id: receptionId,
      to: { id: BEN, nickname: 'Ben' },
    });

    const accepted = await ben.waitFor(
      (frame) => frame.type === 'accepted' && frame.reception_id === receptionId,
      fromBen,
    );
    expect(accepted).toMatchObject({
      resumed: false,
      group_id: ALICE_GROUP,
      context: { customer: { id: ALICE, nickname: 'Alice' } },
      transfer: { from: { id: ANN, nickname: 'Ann' }, note: 'Deposit of 50 USD missing; checked the order already' },
      notes: [
        {
          reception_id: receptionId,
          author: { id: ANN, nickname: 'Ann' },
          kind: 'transfer',
          to: { id: BEN, nickname: 'Ben' },
          content: 'Deposit of 50 USD missing; checked the order already',
        },
      ],
    });
    const history = accepted.history as { content: string; content_type: number; sender_id: string }[];
    expect(history.map((message) => message.content_type)).toEqual([
      CONTENT_TYPE.groupSystem,
      CONTENT_TYPE.text,
      CONTENT_TYPE.groupSystem,
    ]);
    expect(history[1].content).toBe('Let me get a colleague');

    // The customer: a notice their client words ("You are now talking to Ben"), from Ben; never the note.
    await alice.waitFor(() => systemLines(alice).length === 2);
    expect(systemLines(alice)[1]).toEqual({
      text: 'You are now talking to Ben',
      notice: 'agent_changed',
      agent: 'Ben',
    });
    expect(history[2]).toMatchObject({ sender_id: BEN });
    expect(JSON.stringify(alice.received)).not.toContain('checked the order already');
    expect(await phaseOf(alice, receptionId)).toBe(RECEPTION_PHASE.humanServing);

    // Both agents' loads follow.
    await ann.waitFor(presenceServing([]));
    await ben.waitFor(presenceServing([receptionId]));

    // Ann can no longer write, type, note, end or transfer it; Ben writes to Alice.
    for (const frame of [
      { type: 'send', content: 'still here?' },
      { type: 'typing' },
      { type: 'note', content: 'late note' },
      { type: 'end' },
      { type: 'transfer', to_agent_id: BEN },
      { type: 'transfer_targets' },
    ]) {
      const refused = await answerTo(ann, { ...frame, reception_id: receptionId }, () => false);
      expect([frame.type, refused]).toEqual([
        frame.type,
        { type: 'error', message: 'you are not serving this reception' },
      ]);
    }
    ben.send({ type: 'send', reception_id: receptionId, content: 'Hello, Ben here', client_msg_id: 'ben-1' });
    const fromBenText = await alice.waitFor(
      (result) =>
        result.kind === 'frame' &&
        result.frame.identify === 'push_msg' &&
        result.frame.data.content === 'Hello, Ben here',
    );
    expect(dataOf(fromBenText)).toMatchObject({ sender_id: BEN, reception_id: receptionId });
    expect(JSON.stringify(alice.received)).not.toContain('still here?');

    // The customer's next message goes to Ben, not Ann.
    const fromAnn = ann.received.length;
    dataOf(
      await alice.request(
        'send_msg',
        textMessage('Hi Ben', { chat_type: CHAT_TYPE.group, group_id: ALICE_GROUP, receiver_id: '' }),
      ),
    );
    await ben.waitFor(
      (frame) => frame.type === 'message' && (frame.message as { content: string }).content === 'Hi Ben',
    );
    expect(ann.received.slice(fromAnn).filter((frame) => frame.type === 'message')).toEqual([]);
  });

  it('hands the customer back to the queue: the customer waits again and the note goes to whoever accepts', async () => {
    const { ann, ben, alice, receptionId } = await servedByAnn();
    // Ben serves Bob: once Ann has handed Alice back she is the least loaded, and still not offered her.
    const bob = track(await connectAs(env.sandbox, { username: 'bob' }));
    const bobs = await contact(bob);
    await ben.waitFor(offeredTo(bobs, BEN));
    await accept(ben, bobs);
    expect(await transfer(ann, receptionId, '', 'Needs someone who speaks Portuguese')).toEqual({
      type: 'transferred',
      reception_id: receptionId,
    });
    await alice.waitFor(() => systemLines(alice).length === 2);
    expect(systemLines(alice)[1]).toMatchObject({ notice: 'back_in_queue' });
    expect(await phaseOf(alice, receptionId)).toBe(RECEPTION_PHASE.humanRequested);

    // Offered to Ben (1 of 2 chats), not back to Ann (none).
    await ben.waitFor(offeredTo(receptionId, BEN));
    expect(await accept(ann, receptionId)).toMatchObject({
      type: 'error',
      message: 'the reception is not offered to you',
    });
    const accepted = await accept(ben, receptionId);
    expect(accepted).toMatchObject({
      type: 'accepted',
      transfer: { from: { id: ANN }, note: 'Needs someone who speaks Portuguese' },
      notes: [{ kind: 'transfer', author: { id: ANN }, content: 'Needs someone who speaks Portuguese' }],
    });
    expect((accepted.notes as Note[])[0].to).toBeUndefined();
    expect(await phaseOf(alice, receptionId)).toBe(RECEPTION_PHASE.humanServing);
    expect(JSON.stringify(alice.received)).not.toContain('Portuguese');
  });

  it('offers a chat handed back to the queue to the same agent when nobody else has room', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const receptionId = await contact(alice);
    await accept(ann, receptionId);
    const from = ann.received.length;
    expect(await transfer(ann, receptionId, '')).toMatchObject({ type: 'transferred' });
    await ann.waitFor(offeredTo(receptionId, ANN), from);
    const again = await accept(ann, receptionId);
    // Her own hand-back is no transfer to her.
    expect(again).toMatchObject({ type: 'accepted', notes: [{ kind: 'transfer', author: { id: ANN } }] });
    expect(again.transfer).toBeUndefined();
  });

  it('refuses a transfer to an agent who is offline, away, without room, oneself or unknown; nothing changes', async () => {
    await env.start({ agentMaxChats: 1 });
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const receptionId = await contact(alice);
    await accept(ann, receptionId);

    expect(await transfer(ann, receptionId, BEN)).toEqual({ type: 'error', message: 'Ben is not online' });
    const ben = track(await AgentSocket.signIn(env.sandbox, BEN));
    ben.send({ type: 'presence', status: 'away' });
    await ben.waitFor((frame) => frame.type === 'presence' && frame.status === 'away');
    expect(await transfer(ann, receptionId, BEN)).toEqual({ type: 'error', message: 'Ben is away' });
    const emptyList = await answerTo(
      ann,
      { type: 'transfer_targets', reception_id: receptionId },
      (found) => found.type === 'transfer_targets',
    );
    expect(emptyList).toMatchObject({ agents: [] });

    // Online again, Ben takes Bob: at capacity 1 he has no room.
    ben.send({ type: 'presence', status: 'online' });
    const bob = track(await connectAs(env.sandbox, { username: 'bob' }));
    const bobs = await contact(bob);
    await ben.waitFor(offeredTo(bobs, BEN));
    await accept(ben, bobs);
    expect(await transfer(ann, receptionId, BEN)).toEqual({
      type: 'error',
      message: 'Ben has no room for another chat',
    });
    expect(await transfer(ann, receptionId, ANN)).toEqual({
      type: 'error',
      message: 'you already serve this reception',
    });
    expect(await transfer(ann, receptionId, '99999')).toEqual({ type: 'error', message: 'no such agent' });
    expect(await transfer(ann, receptionId, ALICE)).toEqual({ type: 'error', message: 'no such agent' });
    const tooLong = await transfer(ann, receptionId, '', 'x'.repeat(4001));
    expect(tooLong).toEqual({ type: 'error', message: 'the note is too long' });

    expect(systemLines(alice)).toHaveLength(1);
    expect(await phaseOf(alice, receptionId)).toBe(RECEPTION_PHASE.humanServing);
    const sent = await answerTo(
      ann,
      { type: 'send', reception_id: receptionId, content: 'still yours', client_msg_id: 'ann-still' },
      (found) => found.type === 'message',
    );
    expect(sent).toMatchObject({ type: 'message', reception_id: receptionId });
  });
});

describe('a transfer to an agent of another company', () => {
  const dataDir = newDataDir('transfers-other-company-');
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    await addOtherCompanyIn(dataDir);
    sandbox = await startSandboxIn(dataDir);
  });
  afterAll(async () => {
    await sandbox?.close();
    await removeDataDir(dataDir);
  });

  it('is refused as if the agent did not exist, and that agent is never listed', async () => {
    const ann = await AgentSocket.signIn(sandbox, ANN);
    const alice = await connectAs(sandbox);
    try {
      const receptionId = await contact(alice);
      await ann.waitFor(offeredTo(receptionId, ANN));
      await accept(ann, receptionId);
      const olga = await AgentSocket.open(
        sandbox,
        await agentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password),
      );
      try {
        await olga.waitFor((frame) => frame.type === 'presence');
        expect(await transfer(ann, receptionId, OTHER_COMPANY.agent.id)).toEqual({
          type: 'error',
          message: 'no such agent',
        });
        const targets = await answerTo(
          ann,
          { type: 'transfer_targets', reception_id: receptionId },
          (found) => found.type === 'transfer_targets',
        );
        expect(targets).toMatchObject({ agents: [] });
        expect(olga.received.filter((frame) => frame.type === 'accepted')).toEqual([]);
        expect(systemLines(alice)).toHaveLength(1);
      } finally {
        await olga.close();
      }
    } finally {
      await alice.close();
      await ann.close();
    }
  });
});

describe('private notes', () => {
  const env = sandboxPerTest();
  const { track } = env;
  const MARKER = 'note-only-for-agents-5f2a';

  it('reach the serving agent’s consoles and the next agent, never the customer’s socket, pulls or REST history', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const secondConsole = track(await AgentSocket.signIn(env.sandbox, ANN));
    const { token } = await login(env.sandbox.baseUrl);
    const alice = track(await connectAs(env.sandbox));
    const receptionId = await contact(alice);
    await accept(ann, receptionId);

    const written = await answerTo(
      ann,
      { type: 'note', reception_id: receptionId, content: `VIP customer: ${MARKER}` },
      (found) => found.type === 'note',
    );
    expect(written).toMatchObject({
      type: 'note',
      reception_id: receptionId,
      note: {
        id: expect.any(String),
        author: { id: ANN, nickname: 'Ann' },
        content: `VIP customer: ${MARKER}`,
        kind: 'note',
      },
    });
    await secondConsole.waitFor((frame) => frame.type === 'note');
    expect(await answerTo(ann, { type: 'note', reception_id: receptionId, content: '  ' }, () => false)).toEqual({
      type: 'error',
      message: 'the note is empty',
    });

    // Not served by Ben: refused; after a transfer, Ben sees it.
    const ben = track(await AgentSocket.signIn(env.sandbox, BEN));
    expect(await answerTo(ben, { type: 'note', reception_id: receptionId, content: 'intruder' }, () => false)).toEqual({
      type: 'error',
      message: 'you are not serving this reception',
    });
    const fromBen = ben.received.length;
    await transfer(ann, receptionId, BEN, `handing over (${MARKER})`);
    const accepted = await ben.waitFor((frame) => frame.type === 'accepted', fromBen);
    expect((accepted.notes as Note[]).map((note) => [note.kind, note.author.id, note.content])).toEqual([
      ['note', ANN, `VIP customer: ${MARKER}`],
      ['transfer', ANN, `handing over (${MARKER})`],
    ]);
    // A reconnect brings them again.
    const benAgain = track(await AgentSocket.signIn(env.sandbox, BEN));
    const resumed = await benAgain.waitFor((frame) => frame.type === 'accepted');
    expect(resumed).toMatchObject({ resumed: true, transfer: { from: { id: ANN } } });
    expect(resumed.notes).toEqual(accepted.notes);

    // The customer: nothing of it on the socket, in a pull, in the REST history or the inbox.
    await alice.waitFor(() => systemLines(alice).length === 2);
    const pulled = await alice.request('pull_msg_by_max_seq', {
      conversation_id: ALICE_GROUP_CONVERSATION,
      max_seq: 100,
      count: 100,
    });
    const inbox = await alice.request('inbox_msg_list', {});
    const history = await getWithToken(
      env.sandbox.baseUrl,
      `${REST.historyList}?conversation_id=${ALICE_GROUP_CONVERSATION}&page_size=50`,
      token,
    );
    expect((history.body as { code: number }).code).toBe(ERROR_CODE.ok);
    expect(JSON.stringify((history.body as { data: { messages: unknown[] } }).data.messages)).toContain(
      'You are now talking to Ben',
    );
    for (const [what, seen] of [
      ['socket', JSON.stringify(alice.received)],
      ['pull', JSON.stringify(pulled)],
      ['inbox', JSON.stringify(inbox)],
      ['history', JSON.stringify(history.body)],
    ])
      expect([what, seen.includes(MARKER)]).toEqual([what, false]);
  });

  it('belong to the conversation: the agent of the customer’s next reception sees them', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const first = await contact(alice);
    await accept(ann, first);
    await answerTo(
      ann,
      { type: 'note', reception_id: first, content: 'Prefers e-mail' },
      (found) => found.type === 'note',
    );
    await answerTo(ann, { type: 'end', reception_id: first }, (found) => found.type === 'ended');

    const ben = track(await AgentSocket.signIn(env.sandbox, BEN));
    ann.send({ type: 'presence', status: 'away' });
    await ann.waitFor((frame) => frame.type === 'presence' && frame.status === 'away');
    const second = dataOf(await alice.request('seat_reception_new', { conversation_id: `si_${ALICE}_${AI_OF_DEMO}` }))
      .reception as { id: string };
    await ben.waitFor(offeredTo(second.id, BEN));
    const accepted = await accept(ben, second.id);
    expect(accepted.notes).toMatchObject([{ reception_id: first, author: { id: ANN }, content: 'Prefers e-mail' }]);
    expect(accepted.transfer).toBeUndefined();
  });
});
