/**
 * Seq allocation on the engine under test (SQLite, or PostgreSQL with SANDBOX_TEST_POSTGRES): seqs of a
 * conversation are 1..N with no gap and no duplicate whatever runs at once, an idempotent repeat burns
 * none, and a failed insert leaves none (docs/database.md, "Seq allocation").
 */
import type { Store } from '../../../../server/store';
import type { NewMessage, StoredMessage } from '../../../../server/store/messages';
import { storeForTests } from '../../../support/testStore';

const opened = storeForTests('support-store-seq-');
const store = (): Store => opened().store;

/** A fresh single chat of alice with another seeded AI user each time (any user id will do for the store). */
async function newConversation(otherId: string): Promise<string> {
  return (await store().conversations.ensureSingle('1', '10001', otherId)).conversationId;
}

function draftIn(conversationId: string, clientMsgId: string, senderId = '10001'): NewMessage {
  return {
    conversationId,
    clientMsgId,
    senderId,
    receiverId: '',
    groupId: '',
    chatType: 1,
    contentType: 101,
    content: `text ${clientMsgId}`,
  };
}

function expectGapFree(messages: readonly StoredMessage[], count: number): void {
  expect(messages.map((message) => message.seq).sort((a, b) => a - b)).toEqual(
    Array.from({ length: count }, (_, index) => index + 1),
  );
}

async function storedIn(conversationId: string): Promise<StoredMessage[]> {
  return store().messages.inSeqRange(conversationId, 0, Number.MAX_SAFE_INTEGER);
}

describe('seq allocation', () => {
  it('gives concurrent appends and stores to one conversation seqs 1..N; a repeated client_msg_id gets its first seq back', async () => {
    const conversationId = await newConversation('20001');
    const distinctIds = 12;
    const repeats = 4;
    const appends = 10;
    const stores = Array.from({ length: distinctIds * repeats }, (_, index) =>
      store().messages.storeOnce(draftIn(conversationId, `c${index % distinctIds}`)),
    );
    const appended = Array.from({ length: appends }, (_, index) =>
      store().messages.append(draftIn(conversationId, `a${index}`, '20001')),
    );
    const [stored, plain] = await Promise.all([Promise.all(stores), Promise.all(appended)]);

    expect(stored.filter((result) => result.created)).toHaveLength(distinctIds);
    const seqOf = new Map(
      stored.filter((result) => result.created).map((result) => [result.message.clientMsgId, result.message.seq]),
    );
    for (const result of stored) expect(result.message.seq).toBe(seqOf.get(result.message.clientMsgId));

    const total = distinctIds + appends;
    expectGapFree([...stored.filter((result) => result.created).map((result) => result.message), ...plain], total);
    expectGapFree(await storedIn(conversationId), total);
    expect((await store().conversations.find(conversationId))?.maxSeq).toBe(total);
  });

  it('stores one answer per question when the same answer is stored at once, and burns no seq', async () => {
    const conversationId = await newConversation('20002');
    const question = await store().messages.append(draftIn(conversationId, 'question'));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        store().messages.storeAnswer(draftIn(conversationId, `answer-${index}`, '20002'), question.serverMsgId),
      ),
    );
    expect(answers.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(answers.map((result) => result.message.seq))).toEqual(new Set([2]));
    expect((await store().messages.append(draftIn(conversationId, 'after'))).seq).toBe(3);
  });

  it('leaves no gap when an insert fails after its seq was taken', async () => {
    const conversationId = await newConversation('20003');
    await store().messages.append(draftIn(conversationId, 'first'));
    // content is NOT NULL: the row insert fails after the counter moved, in the same transaction.
    const broken = { ...draftIn(conversationId, 'broken'), content: null as unknown as string };
    // Matched by message: better-sqlite3's error class belongs to whichever test file loaded it first in
    // this Jest worker, so it is no `Error` of this file's realm and `.toThrow()` would not see it.
    const notNull = { message: expect.stringMatching(/null/i) };
    await expect(store().messages.append(broken)).rejects.toMatchObject(notNull);
    await expect(store().messages.storeOnce({ ...broken, clientMsgId: 'broken-once' })).rejects.toMatchObject(notNull);
    expect((await store().messages.append(draftIn(conversationId, 'second'))).seq).toBe(2);
    expectGapFree(await storedIn(conversationId), 2);
    expect((await store().conversations.find(conversationId))?.maxSeq).toBe(2);
  });

  it('keeps conversations apart: concurrent appends to two conversations each count from 1', async () => {
    const [left, right] = [await newConversation('20004'), await newConversation('20005')];
    const appended = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store().messages.append(draftIn(index % 2 === 0 ? left : right, `m${index}`)),
      ),
    );
    expectGapFree(
      appended.filter((message) => message.conversationId === left),
      10,
    );
    expectGapFree(
      appended.filter((message) => message.conversationId === right),
      10,
    );
  });
});
