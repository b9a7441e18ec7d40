import type { DecodeResult, IncomingFrame } from '../../../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE } from '../../../../src/protocol/codes';
import { conversationIdOf } from '../../../../src/protocol/conversationId';
import { historyPageSchema, type HistoryPage } from '../../../../src/protocol/entities';
import { sendStatusSchema } from '../../../../src/protocol/sendStatus';
import { incomingDataSchemas } from '../../../../src/protocol/frames';
import { REST, type IncomingIdentifier } from '../../../../src/protocol/identifiers';
import { readEnvelope } from '../../../../src/protocol/rest';
import {
  connectAs,
  getWithToken,
  login,
  startSandbox,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';
import { storeForTests } from '../../../support/testStore';

const ALICE = '10001';
const BOB = '10002';
const AI_OF_DEMO = '20001';
const ALICE_AI = conversationIdOf(CHAT_TYPE.single, ALICE, AI_OF_DEMO);
const BOB_AI = conversationIdOf(CHAT_TYPE.single, BOB, AI_OF_DEMO);

function frameOf<I extends IncomingIdentifier>(result: DecodeResult, identify: I): IncomingFrame<I> {
  if (result.kind !== 'frame' || result.frame.identify !== identify)
    throw new Error(`expected ${identify}, got ${JSON.stringify(result)}`);
  expect(incomingDataSchemas[identify](result.frame.data).ok).toBe(true);
  return result.frame as IncomingFrame<I>;
}

function errorCodeOf(result: DecodeResult): number | undefined {
  return result.kind === 'replyError' ? result.error.err_code : undefined;
}

/** Sends a text to the AI and waits for its stored answer; returns the question's seq. */
async function askAndAwait(socket: TestSocket, text: string): Promise<number> {
  const ack = frameOf(await socket.request('send_msg', textMessage(text, { sender_id: socket.uid })), 'send_msg');
  await socket.waitFor(
    (result) =>
      result.kind === 'frame' && result.frame.identify === 'push_msg' && result.frame.data.seq === ack.data.seq + 1,
  );
  return ack.data.seq;
}

describe('GET /api/v1/msg/history-list', () => {
  let sandbox: RunningSandbox;
  let aliceToken: string;
  const history = (query: string, token: string | null = aliceToken) =>
    getWithToken(sandbox.baseUrl, `${REST.historyList}?${query}`, token ?? undefined);
  async function page(query: string, token?: string): Promise<HistoryPage> {
    const { status, body } = await history(query, token);
    const result = readEnvelope(body, historyPageSchema);
    if (!result.ok) throw new Error(`history-list failed: ${JSON.stringify(body)}`);
    expect(status).toBe(200);
    return result.data;
  }
  const seqsOf = (result: HistoryPage) => result.messages.map((message) => message.seq);

  beforeAll(async () => {
    sandbox = await startSandbox();
    aliceToken = (await login(sandbox.baseUrl)).token;
    const socket = await connectAs(sandbox);
    // 12 questions and 12 answers: seqs 1..24, alice on the odd ones.
    for (let i = 0; i < 12; i++) await askAndAwait(socket, `question ${i}`);
    await socket.close();
  });
  afterAll(() => sandbox.close());

  it('answers the newest 10 by default, ascending, with has_more', async () => {
    const newest = await page(`conversation_id=${ALICE_AI}`);
    expect(seqsOf(newest)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(newest.has_more).toBe(true);
    expect(newest.messages[0]).toMatchObject({
      sender_id: ALICE,
      receiver_id: AI_OF_DEMO,
      content_type: CONTENT_TYPE.text,
      content: 'question 7',
    });
    expect(newest.messages[1]).toMatchObject({ sender_id: AI_OF_DEMO, content_type: CONTENT_TYPE.aiReply });
  });

  it('pages back by before_seq until has_more is false, without gaps or repeats', async () => {
    const seen: number[] = [];
    let before: number | undefined;
    const pages: HistoryPage[] = [];
    do {
      const next = await page(`conversation_id=${ALICE_AI}${before === undefined ? '' : `&before_seq=${before}`}`);
      pages.push(next);
      seen.unshift(...seqsOf(next));
      before = next.messages[0]?.seq;
    } while (pages[pages.length - 1].has_more);
    expect(pages.map(seqsOf)).toEqual([
      [15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
      [5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
      [1, 2, 3, 4],
    ]);
    expect(pages.map((each) => each.has_more)).toEqual([true, true, false]);
    expect(seen).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it('honours page_size up to 50 and before_seq beyond the newest', async () => {
    expect(seqsOf(await page(`conversation_id=${ALICE_AI}&page_size=3&before_seq=10`))).toEqual([7, 8, 9]);
    const all = await page(`conversation_id=${ALICE_AI}&page_size=50`);
    expect(all.messages).toHaveLength(24);
    expect(all.has_more).toBe(false);
    expect(seqsOf(await page(`conversation_id=${ALICE_AI}&page_size=24`)).length).toBe(24);
    expect((await page(`conversation_id=${ALICE_AI}&page_size=23`)).has_more).toBe(true);
    expect(seqsOf(await page(`conversation_id=${ALICE_AI}&before_seq=1000&page_size=2`))).toEqual([23, 24]);
    expect(await page(`conversation_id=${ALICE_AI}&before_seq=1`)).toEqual({ messages: [], has_more: false });
  });

  it.each([
    ['no conversation_id', ''],
    ['an empty conversation_id', 'conversation_id='],
    ['page_size 0', `conversation_id=${ALICE_AI}&page_size=0`],
    ['page_size 51', `conversation_id=${ALICE_AI}&page_size=51`],
    ['a page_size that is not a number', `conversation_id=${ALICE_AI}&page_size=ten`],
    ['before_seq 0', `conversation_id=${ALICE_AI}&before_seq=0`],
    ['a negative before_seq', `conversation_id=${ALICE_AI}&before_seq=-5`],
    ['a fractional before_seq', `conversation_id=${ALICE_AI}&before_seq=2.5`],
    ['a repeated before_seq', `conversation_id=${ALICE_AI}&before_seq=5&before_seq=6`],
  ])('refuses %s with parameterError', async (_case, query) => {
    const { status, body } = await history(query);
    expect(status).toBe(400);
    expect(body).toEqual({ code: ERROR_CODE.parameterError, msg: expect.any(String), data: null });
  });

  it('needs a token', async () => {
    const { status, body } = await history(`conversation_id=${ALICE_AI}`, null);
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: ERROR_CODE.tokenInvalid, data: null });
  });

  it('answers notFound for a conversation the user is not a member of, whether or not it exists', async () => {
    const { token: bobToken } = await login(sandbox.baseUrl, { username: 'bob' });
    for (const conversationId of [ALICE_AI, 'si_10001_99999', 'sg_1', 'nonsense']) {
      const { status, body } = await history(`conversation_id=${conversationId}`, bobToken);
      expect(status).toBe(404);
      expect(body).toEqual({ code: ERROR_CODE.notFound, msg: expect.any(String), data: null });
    }
  });

  it('answers notFound for the user’s own conversation asked with another product’s token', async () => {
    const { token } = await login(sandbox.baseUrl, { app_key: 'demo-faq' });
    const { status, body } = await history(`conversation_id=${ALICE_AI}`, token);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: ERROR_CODE.notFound });
  });

  it('answers an empty page for the user’s own conversation that does not exist yet', async () => {
    const { token: bobToken } = await login(sandbox.baseUrl, { username: 'bob' });
    expect(await page(`conversation_id=${BOB_AI}`, bobToken)).toEqual({ messages: [], has_more: false });
  });
});

describe('GET /api/v1/msg/check-send-status', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers sendStatusSchema, scoped to the token’s user and product', async () => {
    const socket = await connectAs(sandbox);
    const message = textMessage('hello');
    const ack = frameOf(await socket.request('send_msg', message), 'send_msg');
    await socket.close();
    const status = async (token: string) => {
      const { body } = await getWithToken(
        sandbox.baseUrl,
        `${REST.checkSendStatus}?client_msg_id=${message.client_msg_id}`,
        token,
      );
      const result = readEnvelope(body, sendStatusSchema);
      if (!result.ok) throw new Error(JSON.stringify(body));
      return result.data;
    };
    expect(await status((await login(sandbox.baseUrl)).token)).toEqual({ is_send: true, seq: ack.data.seq });
    // Another product of the same customer, another customer: not theirs.
    expect(await status((await login(sandbox.baseUrl, { app_key: 'demo-faq' })).token)).toEqual({ is_send: false });
    expect(await status((await login(sandbox.baseUrl, { username: 'bob' })).token)).toEqual({ is_send: false });
  });
});

describe('unread marks', () => {
  let sandbox: RunningSandbox;
  let bob: TestSocket;
  const unread = async (maxSeq: number) =>
    frameOf(
      await bob.request('get_unread_msg_by_max_seq', { conversation_id: BOB_AI, max_seq: maxSeq }),
      'get_unread_msg_by_max_seq',
    ).data;
  const inbox = async (socket: TestSocket = bob) =>
    frameOf(await socket.request('inbox_msg_list', {}), 'inbox_msg_list').data.conversations;

  beforeAll(async () => {
    sandbox = await startSandbox();
    bob = await connectAs(sandbox, { username: 'bob' });
  });
  afterAll(async () => {
    await bob.close();
    await sandbox.close();
  });

  it('starts empty, for a conversation not created yet', async () => {
    expect(await unread(0)).toEqual({ conversation_id: BOB_AI, unread: 0, messages: [] });
    expect(await inbox()).toEqual([]);
  });

  it('counts the AI’s answers, never the user’s own messages', async () => {
    for (const text of ['hello', 'password', 'deposit']) await askAndAwait(bob, text);
    const all = await unread(6);
    expect(all.unread).toBe(3);
    expect(all.messages.map((message) => [message.seq, message.sender_id])).toEqual([
      [2, AI_OF_DEMO],
      [4, AI_OF_DEMO],
      [6, AI_OF_DEMO],
    ]);
    // The count is the conversation's; the list stops at max_seq.
    const upTo4 = await unread(4);
    expect(upTo4.unread).toBe(3);
    expect(upTo4.messages.map((message) => message.seq)).toEqual([2, 4]);
    expect((await unread(0)).messages).toEqual([]);
  });

  it('marks single seqs, ignoring own messages and seqs of no message', async () => {
    frameOf(await bob.request('mark_msg_by_seq', { conversation_id: BOB_AI, seqs: [4] }), 'mark_msg_by_seq');
    expect(await unread(6)).toMatchObject({ unread: 2, messages: [{ seq: 2 }, { seq: 6 }] });
    frameOf(await bob.request('mark_msg_by_seq', { conversation_id: BOB_AI, seqs: [2, 2, 1, 99] }), 'mark_msg_by_seq');
    expect(await unread(6)).toMatchObject({ unread: 1, messages: [{ seq: 6 }] });
    frameOf(await bob.request('mark_msg_by_seq', { conversation_id: BOB_AI, seqs: [] }), 'mark_msg_by_seq');
    expect((await unread(6)).unread).toBe(1);
  });

  it('lists the conversation in the inbox with its unread count, max_seq and last message', async () => {
    await askAndAwait(bob, 'thanks');
    const entries = await inbox();
    expect(entries).toEqual([
      {
        conversation_id: BOB_AI,
        opposite_id: AI_OF_DEMO,
        chat_type: CHAT_TYPE.single,
        group_id: '',
        unread: 2,
        max_seq: 8,
        last_message: expect.objectContaining({
          seq: 8,
          sender_id: AI_OF_DEMO,
          receiver_id: BOB,
          content_type: CONTENT_TYPE.aiReply,
        }),
      },
    ]);
    // Another product's conversation is not in this product's inbox.
    const onFaq = await connectAs(sandbox, { username: 'bob', app_key: 'demo-faq' });
    frameOf(
      await onFaq.request('init_ai_customer_conversation', { time_zone: 'UTC' }),
      'init_ai_customer_conversation',
    );
    expect((await inbox(onFaq)).map((entry) => entry.conversation_id)).toEqual([
      conversationIdOf(CHAT_TYPE.single, BOB, '20002'),
    ]);
    await onFaq.close();
  });

  it('clears the whole conversation; later answers are unread again', async () => {
    frameOf(await bob.request('clear_conversation_unread', { conversation_id: BOB_AI }), 'clear_conversation_unread');
    expect(await unread(8)).toEqual({ conversation_id: BOB_AI, unread: 0, messages: [] });
    expect((await inbox())[0]).toMatchObject({ unread: 0, max_seq: 8 });
    await askAndAwait(bob, 'withdraw');
    expect(await unread(10)).toMatchObject({ unread: 1, messages: [{ seq: 10 }] });
  });

  it('keeps marks per user: alice’s reads do not touch bob’s', async () => {
    const alice = await connectAs(sandbox);
    await askAndAwait(alice, 'hello');
    frameOf(
      await alice.request('clear_conversation_unread', { conversation_id: ALICE_AI }),
      'clear_conversation_unread',
    );
    expect((await unread(10)).unread).toBe(1);
    await alice.close();
  });

  it('refuses bad seqs and other people’s conversations', async () => {
    expect(errorCodeOf(await bob.request('mark_msg_by_seq', { conversation_id: BOB_AI, seqs: [0] }))).toBe(
      ERROR_CODE.parameterError,
    );
    expect(
      errorCodeOf(
        await bob.request('mark_msg_by_seq', {
          conversation_id: BOB_AI,
          seqs: Array.from({ length: 1001 }, (_, i) => i + 1),
        }),
      ),
    ).toBe(ERROR_CODE.parameterError);
    expect(errorCodeOf(await bob.request('get_unread_msg_by_max_seq', { conversation_id: BOB_AI, max_seq: -1 }))).toBe(
      ERROR_CODE.parameterError,
    );
    for (const identify of ['get_unread_msg_by_max_seq', 'mark_msg_by_seq', 'clear_conversation_unread'] as const) {
      const reply = await bob.request(identify, { conversation_id: ALICE_AI, max_seq: 5, seqs: [1] });
      expect(errorCodeOf(reply)).toBe(ERROR_CODE.notFound);
    }
  });
});

describe('unread storage', () => {
  const opened = storeForTests('support-unread-');

  it('moves the read cursor over every run of read messages, so marks do not pile up', async () => {
    const { store, database } = opened();
    const conversation = await store.conversations.ensureSingle('1', ALICE, AI_OF_DEMO);
    const draft = (senderId: string, receiverId: string, i: number) => ({
      conversationId: conversation.conversationId,
      clientMsgId: `c-${i}`,
      senderId,
      receiverId,
      groupId: '',
      chatType: CHAT_TYPE.single,
      contentType: CONTENT_TYPE.text,
      content: `m${i}`,
    });
    // 200 messages: the AI sends the even seqs, alice the odd ones.
    for (let i = 1; i <= 200; i++)
      await store.messages.append(i % 2 ? draft(ALICE, AI_OF_DEMO, i) : draft(AI_OF_DEMO, ALICE, i));
    expect(await store.unread.count(conversation.conversationId, ALICE)).toBe(100);
    expect(await store.unread.count(conversation.conversationId, AI_OF_DEMO)).toBe(100);

    const evens = Array.from({ length: 100 }, (_, i) => 2 * (i + 1));
    const shuffled = [...evens].sort((a, b) => ((a * 7919) % 101) - ((b * 7919) % 101));
    let read = 0;
    for (const seq of shuffled) {
      await store.unread.mark(conversation.conversationId, ALICE, [seq]);
      read += 1;
      expect(await store.unread.count(conversation.conversationId, ALICE)).toBe(100 - read);
    }
    const marks = await database.db
      .selectFrom('read_marks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cursor = await database.db
      .selectFrom('read_cursors')
      .select('read_seq')
      .where('user_id', '=', ALICE)
      .executeTakeFirstOrThrow();
    expect(marks.n).toBe(0);
    expect(cursor.read_seq).toBe(200);
  });
});
