/**
 * Answering left messages (issue 31): a message a customer left while no agent was online is answered
 * from the agent socket; the answer is the agent's text in the customer's support group, pushed at once
 * when they are connected and unread in their history when they come back; every agent sees the left
 * message answered, by whom and when. Only an agent of the customer's company may answer, once.
 */
import type { DecodeResult } from '../../../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE } from '../../../../src/protocol/codes';
import { REST } from '../../../../src/protocol/identifiers';
import { AgentSocket, signInAgent, type AgentFrame } from '../../../support/agentSocket';
import { addOtherCompanyIn, agentToken, OTHER_COMPANY } from '../../../support/recordings';
import {
  connectAs,
  getWithToken,
  login,
  newDataDir,
  removeDataDir,
  startSandboxIn,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';

const ANN = '30001';
const BOB = '10002';
const BOB_GROUP_CONVERSATION = `sg_cg_1_${BOB}`;

interface LeftEntry {
  id: string;
  customer: { id: string };
  content: string;
  answered?: { by: { id: string; nickname: string }; at: number; content: string };
}

const leftOf = (frame: AgentFrame, content: string): LeftEntry | undefined =>
  (frame.left_messages as LeftEntry[]).find((entry) => entry.content === content);

/** The first waiting frame after `from` that lists the left message `content` and says whether it is answered. */
const waitingWith = (socket: AgentSocket, content: string, answered: boolean, from = 0) =>
  socket.waitFor((frame) => {
    const entry = frame.type === 'waiting' ? leftOf(frame, content) : undefined;
    return entry !== undefined && (entry.answered !== undefined) === answered;
  }, from);

function dataOf<T>(result: DecodeResult): T {
  if (result.kind !== 'frame') throw new Error(`expected a reply, got ${JSON.stringify(result)}`);
  return result.frame.data as T;
}

/** What the customer's client asks after every open (src/features/chat/listeners/syncListeners.ts). */
async function unreadInSupportGroup(socket: TestSocket) {
  const range = dataOf<{ max_seq: number }>(
    await socket.request('get_max_and_min_seq', { conversation_id: BOB_GROUP_CONVERSATION }),
  );
  const unread = dataOf<{ unread: number; messages: { sender_id: string; content_type: number; content: string }[] }>(
    await socket.request('get_unread_msg_by_max_seq', {
      conversation_id: BOB_GROUP_CONVERSATION,
      max_seq: range.max_seq,
    }),
  );
  return { maxSeq: range.max_seq, ...unread };
}

async function leaveMessage(socket: TestSocket, content: string): Promise<void> {
  expect(dataOf(await socket.request('seat_reception_leave_msg', { content }))).toEqual({});
}

describe('answering left messages', () => {
  const dataDir = newDataDir('left-messages-');
  let sandbox: RunningSandbox;
  const sockets: { close(): Promise<unknown> }[] = [];
  const track = <S extends { close(): Promise<unknown> }>(socket: S): S => {
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    await addOtherCompanyIn(dataDir);
    sandbox = await startSandboxIn(dataDir);
  });

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });

  afterAll(async () => {
    await sandbox?.close();
    await removeDataDir(dataDir);
  });

  it('stores the answer in the customer’s support group, unread until they read it, and marks it answered for every agent', async () => {
    const bob = await connectAs(sandbox, { username: 'bob' });
    await leaveMessage(bob, 'Please call me back about my withdrawal');
    await bob.close();
    const ann = track(await AgentSocket.signIn(sandbox, 'ann'));
    const ben = track(await AgentSocket.signIn(sandbox, 'ben'));
    await waitingWith(ben, 'Please call me back about my withdrawal', false);
    const listed = leftOf(
      await waitingWith(ann, 'Please call me back about my withdrawal', false),
      'Please call me back about my withdrawal',
    );
    expect(listed).toMatchObject({ id: expect.stringMatching(/^\d+$/), customer: { id: BOB } });

    const [annFrom, benFrom] = [ann.received.length, ben.received.length];
    ann.send({ type: 'answer_left_message', left_message_id: listed!.id, content: 'We sent it again: check now.' });
    for (const [socket, from] of [
      [ann, annFrom],
      [ben, benFrom],
    ] as const) {
      const answered = leftOf(
        await waitingWith(socket, 'Please call me back about my withdrawal', true, from),
        'Please call me back about my withdrawal',
      );
      expect(answered?.answered).toEqual({
        by: { id: ANN, nickname: 'Ann' },
        at: expect.any(Number),
        content: 'We sent it again: check now.',
      });
    }

    // Bob comes back: the answer is in his support group, from Ann, and unread.
    const back = track(await connectAs(sandbox, { username: 'bob' }));
    const { token } = await login(sandbox.baseUrl, { username: 'bob' });
    const unread = await unreadInSupportGroup(back);
    expect(unread.unread).toBe(1);
    expect(unread.messages).toEqual([
      expect.objectContaining({
        sender_id: ANN,
        chat_type: CHAT_TYPE.group,
        content_type: CONTENT_TYPE.text,
        content: 'We sent it again: check now.',
      }),
    ]);
    const recent = (await getWithToken(sandbox.baseUrl, REST.recentConversations, token)).body as {
      data: { conversations: { conversation_id: string; unread: number }[] };
    };
    expect(recent.data.conversations).toContainEqual(
      expect.objectContaining({ conversation_id: BOB_GROUP_CONVERSATION, unread: 1 }),
    );
    const members = (await getWithToken(sandbox.baseUrl, `${REST.groupMemberList}?group_id=cg_1_${BOB}`, token)) as {
      body: { data: { members: { user_id: string }[] } };
    };
    expect(members.body.data.members.map((member) => member.user_id)).toContain(ANN);

    // Answered once: Ben's answer is refused and stores nothing.
    const benError = ben.received.length;
    ben.send({ type: 'answer_left_message', left_message_id: listed!.id, content: 'Me too' });
    expect(await ben.waitFor((frame) => frame.type === 'error', benError)).toMatchObject({
      message: expect.stringContaining('answered already'),
    });
    expect((await unreadInSupportGroup(back)).maxSeq).toBe(unread.maxSeq);
  });

  it('pushes the answer to a customer who is connected', async () => {
    const alice = track(await connectAs(sandbox));
    await leaveMessage(alice, 'Is anyone there?');
    const ann = track(await AgentSocket.signIn(sandbox, 'ann'));
    const listed = leftOf(await waitingWith(ann, 'Is anyone there?', false), 'Is anyone there?');
    ann.send({ type: 'answer_left_message', left_message_id: listed!.id, content: 'Yes, Ann here.' });
    const pushed = await alice.waitFor(
      (result) =>
        result.kind === 'frame' && result.frame.identify === 'push_msg' && result.frame.data.sender_id === ANN,
    );
    expect(pushed.kind === 'frame' && pushed.frame.data).toMatchObject({
      chat_type: CHAT_TYPE.group,
      group_id: 'cg_1_10001',
      content_type: CONTENT_TYPE.text,
      content: 'Yes, Ann here.',
    });
  });

  it('lets no agent of another company answer, nor anyone answer a blank text or a message that does not exist', async () => {
    const bob = track(await connectAs(sandbox, { username: 'bob' }));
    await leaveMessage(bob, 'A question for my own company');
    const olga = track(
      await AgentSocket.open(
        sandbox,
        await agentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password),
      ),
    );
    const ann = track(await AgentSocket.open(sandbox, (await signInAgent(sandbox, 'ann')).token));
    const listed = leftOf(
      await waitingWith(ann, 'A question for my own company', false),
      'A question for my own company',
    );
    for (const [socket, frame] of [
      [olga, { type: 'answer_left_message', left_message_id: listed!.id, content: 'From the other company' }],
      [ann, { type: 'answer_left_message', left_message_id: listed!.id, content: '   ' }],
      [ann, { type: 'answer_left_message', left_message_id: '999999', content: 'Nobody left this' }],
      [ann, { type: 'answer_left_message', left_message_id: 'not-a-number', content: 'Nor this' }],
    ] as const) {
      const from = socket.received.length;
      socket.send(frame);
      expect(await socket.waitFor((found) => found.type === 'error', from)).toMatchObject({ type: 'error' });
    }
    const before = bob.received.length;
    const from = ann.received.length;
    ann.send({ type: 'answer_left_message', left_message_id: listed!.id, content: 'From your own company' });
    await waitingWith(ann, 'A question for my own company', true, from);
    await bob.waitFor(
      (result) =>
        result.kind === 'frame' && result.frame.identify === 'push_msg' && result.frame.data.sender_id === ANN,
    );
    const pushedTexts = bob.received
      .slice(before)
      .flatMap((result) =>
        result.kind === 'frame' && result.frame.identify === 'push_msg' ? [result.frame.data.content] : [],
      );
    expect(pushedTexts).toEqual(['From your own company']);
  });
});
