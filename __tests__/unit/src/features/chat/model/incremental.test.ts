import { foldOverMessages } from '../../../../../../src/features/chat/model/foldOverMessages';
import { growthOf, messagesAfter } from '../../../../../../src/features/chat/model/incremental';
import {
  emptyMessageStore,
  insertMessage,
  mergeMessages,
} from '../../../../../../src/features/chat/model/messageStore';

const message = (seq: number) => ({ seq, client_msg_id: `m${seq}` });
const storeOf = (...seqs: number[]) =>
  mergeMessages(emptyMessageStore<{ seq: number; client_msg_id: string }>(), seqs.map(message));
const seqsOf = (messages: readonly { seq: number }[]) => messages.map((item) => item.seq);

describe('what a new store version added', () => {
  const base = storeOf(5, 6, 7);

  it.each([
    ['a push at the end', mergeMessages(base, [message(8)]), { at: 'after', seqs: [8] }],
    ['several at the end', mergeMessages(base, [message(8), message(9)]), { at: 'after', seqs: [8, 9] }],
    ['an older page before the start', mergeMessages(base, [message(3), message(4)]), { at: 'before', seqs: [3, 4] }],
  ])('%s', (_case, next, expected) => {
    const growth = growthOf(base, next);
    expect(growth && { at: growth.at, seqs: seqsOf(growth.messages) }).toEqual(expected);
  });

  it.each([
    ['a message in the middle', mergeMessages(storeOf(5, 7), [message(6)]), storeOf(5, 7)],
    ['both ends at once', mergeMessages(base, [message(4), message(8)]), base],
    ['nothing new', base, base],
    ['another conversation', storeOf(1, 2, 3, 4), base],
    ['from empty', base, emptyMessageStore()],
  ])('none for %s', (_case, next, previous) => {
    expect(growthOf(previous, next)).toBeNull();
  });
});

describe('a value folded over a store', () => {
  it('folds only the appended messages into the previous value, and starts over otherwise', () => {
    const seen: number[][] = [];
    const sum = foldOverMessages<{ seq: number; client_msg_id: string }, number>(
      () => 0,
      (total, messages) => {
        seen.push(seqsOf(messages));
        return total + messages.reduce((acc, item) => acc + item.seq, 0);
      },
    );
    const first = storeOf(1, 2, 3);
    expect(sum(first)).toBe(6);
    const pushed = insertMessage(first, message(4));
    expect(sum(pushed)).toBe(10);
    expect(sum(pushed)).toBe(10);
    expect(sum(mergeMessages(pushed, [message(10)]))).toBe(20);
    expect(sum(storeOf(7))).toBe(7);
    expect(seen).toEqual([[1, 2, 3], [4], [10], [7]]);
  });
});

describe('the messages after a seq', () => {
  it.each([
    [0, [1, 2, 3, 200, 201]],
    [3, [200, 201]],
    [201, []],
  ])('after %i', (seq, expected) => {
    const store = mergeMessages(storeOf(1, 2, 3), Array.from({ length: 199 }, (_, i) => message(200 + i)).slice(0, 2));
    expect(seqsOf(messagesAfter(store, seq))).toEqual(expected);
  });
});
