import {
  CHUNK_SIZE,
  emptyMessageStore,
  insertMessage,
  lastMessage,
  mergeMessages,
  lowerBoundBySeq,
  messageAt,
  seqOfClientMsgId,
  storedMessages,
  type MessageStore,
  type Sequenced,
} from '../../../../../../src/features/chat/model/messageStore';

const m = (seq: number, id = `c${seq}`): Sequenced => ({ seq, client_msg_id: id });
const build = (seqs: number[]) =>
  seqs.reduce<MessageStore<Sequenced>>((store, seq) => insertMessage(store, m(seq)), emptyMessageStore());
const seqsOf = (store: MessageStore<Sequenced>) => storedMessages(store).map((message) => message.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('lowerBoundBySeq', () => {
  it.each([
    [[], 5, 0],
    [[1, 2, 3], 0, 0],
    [[1, 2, 3], 2, 1],
    [[1, 3, 5], 4, 2],
    [[1, 3, 5], 9, 3],
  ])('in %j, seq %i belongs at %i', (seqs, seq, index) => {
    expect(
      lowerBoundBySeq(
        seqs.map((s) => m(s)),
        seq,
      ),
    ).toBe(index);
  });
});

describe('insertMessage', () => {
  it.each([
    ['in-order arrivals', [1, 2, 3], [1, 2, 3]],
    ['a late message is placed by seq', [1, 3, 2], [1, 2, 3]],
    ['a repeated seq is dropped', [1, 2, 2], [1, 2]],
    ['reverse order ends sorted', [5, 4, 3, 2, 1], [1, 2, 3, 4, 5]],
    ['gaps are kept as they are', [10, 1, 5], [1, 5, 10]],
    ['many in order span several chunks', range(1, CHUNK_SIZE * 3 + 1), range(1, CHUNK_SIZE * 3 + 1)],
    ['many in reverse split chunks and stay sorted', range(1, CHUNK_SIZE * 3).reverse(), range(1, CHUNK_SIZE * 3)],
  ])('%s', (_case, arrivals, expected) => {
    const store = build(arrivals);
    expect(seqsOf(store)).toEqual(expected);
    expect(store.size).toBe(expected.length);
  });

  it('fills interleaved halves into full order across chunks', () => {
    const odd = range(1, CHUNK_SIZE * 4).filter((seq) => seq % 2 === 1);
    const even = range(1, CHUNK_SIZE * 4).filter((seq) => seq % 2 === 0);
    expect(seqsOf(build([...odd, ...even.reverse()]))).toEqual(range(1, CHUNK_SIZE * 4));
  });

  it('keeps every chunk within CHUNK_SIZE', () => {
    const store = build(range(1, CHUNK_SIZE * 5).sort((a, b) => ((a * 7919) % 1009) - ((b * 7919) % 1009)));
    expect(Math.max(...store.chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(CHUNK_SIZE);
    expect(seqsOf(store)).toEqual(range(1, CHUNK_SIZE * 5));
  });

  it('drops a message whose client_msg_id is stored under another seq, returning the same store', () => {
    const store = insertMessage(emptyMessageStore<Sequenced>(), m(1, 'same'));
    expect(insertMessage(store, m(7, 'same'))).toBe(store);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a message without a proper seq (%s)', (seq) => {
    const store = build([1]);
    expect(insertMessage(store, m(seq, 'no-seq'))).toBe(store);
    expect(
      mergeMessages(
        store,
        Array.from({ length: 80 }, (_, i) => m(seq, `x${i}`)),
      ),
    ).toBe(store);
  });

  it('returns the same store for a repeated seq', () => {
    const store = build([1, 2]);
    expect(insertMessage(store, m(2, 'other-id'))).toBe(store);
  });

  it('leaves the previous version untouched and shares its full chunks', () => {
    const before = build(range(1, CHUNK_SIZE * 2));
    const after = insertMessage(before, m(CHUNK_SIZE * 2 + 1));
    expect(before.size).toBe(CHUNK_SIZE * 2);
    expect(after.chunks[0]).toBe(before.chunks[0]);
    expect(after.chunks[1]).toBe(before.chunks[1]);
  });
});

describe('versions that branch', () => {
  it('answer each for its own messages when both stored one id under different seqs', () => {
    const base = build([1, 2]);
    const early = insertMessage(base, m(5, 'x'));
    const late = insertMessage(base, m(7, 'x'));
    expect(seqOfClientMsgId(early, 'x')).toBe(5);
    expect(seqOfClientMsgId(late, 'x')).toBe(7);
    expect(seqOfClientMsgId(base, 'x')).toBeUndefined();
    expect(seqsOf(insertMessage(base, m(6, 'x')))).toEqual([1, 2, 6]);
  });

  it('take an id a sibling stored, and refuse it once they hold it', () => {
    const base = build([1]);
    insertMessage(base, m(2, 'x'));
    const sibling = insertMessage(base, m(3, 'x'));
    expect(seqsOf(sibling)).toEqual([1, 3]);
    expect(insertMessage(sibling, m(4, 'x'))).toBe(sibling);
  });

  it('still find ids in a version many inserts old', () => {
    const old = build([1, 2, 3]);
    let latest = old;
    for (const seq of range(4, 40)) latest = insertMessage(latest, m(seq));
    expect(seqOfClientMsgId(old, 'c2')).toBe(2);
    expect(seqOfClientMsgId(old, 'c20')).toBeUndefined();
    expect(insertMessage(old, m(9, 'c3'))).toBe(old);
    expect(seqOfClientMsgId(latest, 'c39')).toBe(39);
  });

  it('find ids in a store read back from JSON', () => {
    const read = JSON.parse(JSON.stringify(build([2, 1]))) as MessageStore<Sequenced>;
    expect(seqOfClientMsgId(read, 'c1')).toBe(1);
    expect(insertMessage(read, m(3, 'c2'))).toBe(read);
  });
});

describe('reading', () => {
  const store = build([3, 1, 2]);

  it('indexes client_msg_id to seq', () => {
    expect(seqOfClientMsgId(store, 'c2')).toBe(2);
    expect(seqOfClientMsgId(store, 'nope')).toBeUndefined();
  });

  it.each([
    [0, 1],
    [2, 3],
    [3, undefined],
    [-1, undefined],
  ])('messageAt(%i) has seq %s', (index, seq) => {
    expect(messageAt(store, index)?.seq).toBe(seq);
  });

  it('knows the last message', () => {
    expect(lastMessage(store)?.seq).toBe(3);
    expect(lastMessage(emptyMessageStore())).toBeUndefined();
  });
});
