/**
 * Read cursors on the engine under test (SQLite, or PostgreSQL with SANDBOX_TEST_POSTGRES): a read
 * receipt (310) is owed once per newly read message, however many reads of it run at once, as they do
 * when an agent has consoles on two nodes (docs/protocol.md, "Read receipts").
 */
import type { NewMessage } from '../../../../server/store/messages';
import { storeForTests } from '../../../support/testStore';

const opened = storeForTests('support-store-read-cursor-');
const CUSTOMER = '10001';
const READER = '20001';

function draftIn(conversationId: string, clientMsgId: string): NewMessage {
  return {
    conversationId,
    clientMsgId,
    senderId: CUSTOMER,
    receiverId: READER,
    groupId: '',
    chatType: 1,
    contentType: 101,
    content: clientMsgId,
  };
}

describe('read cursors', () => {
  it('reports a message newly read once when the same read runs several times at once', async () => {
    const { store } = opened();
    const { conversationId } = await store.conversations.ensureSingle('1', CUSTOMER, READER);
    const reported: number[] = [];
    for (let round = 1; round <= 20; round += 1) {
      const { seq } = await store.messages.append(draftIn(conversationId, `m${round}`));
      const reads = await Promise.all(
        Array.from({ length: 4 }, () => store.unread.readUpTo(conversationId, READER, seq, CUSTOMER)),
      );
      reported.push(reads.filter(Boolean).length);
    }
    expect(reported).toEqual(Array.from({ length: 20 }, () => 1));
  });

  it("reports nothing for a read that does not move the cursor, or covers only the reader's own messages", async () => {
    const { store } = opened();
    const { conversationId } = await store.conversations.ensureSingle('1', CUSTOMER, '20002');
    const { seq } = await store.messages.append({
      ...draftIn(conversationId, 'own'),
      senderId: '20002',
      receiverId: CUSTOMER,
    });
    expect(await store.unread.readUpTo(conversationId, '20002', seq, CUSTOMER)).toBe(false);
    const theirs = await store.messages.append(draftIn(conversationId, 'theirs'));
    expect(await store.unread.readUpTo(conversationId, '20002', theirs.seq, CUSTOMER)).toBe(true);
    expect(await store.unread.readUpTo(conversationId, '20002', theirs.seq, CUSTOMER)).toBe(false);
    expect(await store.unread.readUpTo(conversationId, '20002', seq, CUSTOMER)).toBe(false);
  });
});
