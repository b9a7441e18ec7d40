import { insertBySeq, lowerBoundBySeq, type Sequenced } from '../../../src/features/chat/messageOrder';

const m = (seq: number, id = `c${seq}`): Sequenced => ({ seq, client_msg_id: id });

function build(seqs: number[]) {
  const list: Sequenced[] = [];
  const ids: Record<string, number> = {};
  const outcomes = seqs.map((seq) => insertBySeq(list, ids, m(seq)));
  return { list, ids, outcomes };
}

describe('lowerBoundBySeq', () => {
  it.each([
    [[], 5, 0],
    [[1, 2, 3], 0, 0],
    [[1, 2, 3], 2, 1],
    [[1, 3, 5], 4, 2],
    [[1, 3, 5], 9, 3],
  ])('in %j, seq %i belongs at %i', (seqs, seq, index) => {
    expect(lowerBoundBySeq(seqs.map((s) => m(s)), seq)).toBe(index);
  });
});

describe('insertBySeq', () => {
  it.each([
    ['in-order arrivals append', [1, 2, 3], [1, 2, 3], ['appended', 'appended', 'appended']],
    ['a late message is placed by seq', [1, 3, 2], [1, 2, 3], ['appended', 'appended', 'inserted']],
    ['a repeated seq is dropped', [1, 2, 2], [1, 2], ['appended', 'appended', 'duplicate']],
    ['reverse order ends sorted', [5, 4, 3, 2, 1], [1, 2, 3, 4, 5], ['appended', 'inserted', 'inserted', 'inserted', 'inserted']],
  ])('%s', (_case, arrivals, expected, outcomes) => {
    const result = build(arrivals as number[]);
    expect(result.list.map((x) => x.seq)).toEqual(expected);
    expect(result.outcomes).toEqual(outcomes);
  });

  it('drops a message whose client_msg_id is already stored under another seq', () => {
    const list: Sequenced[] = [];
    const ids: Record<string, number> = {};
    insertBySeq(list, ids, m(1, 'same'));
    expect(insertBySeq(list, ids, m(7, 'same'))).toBe('duplicate');
    expect(list).toHaveLength(1);
  });

  it('indexes every stored client_msg_id with its seq', () => {
    expect(build([2, 1]).ids).toEqual({ c1: 1, c2: 2 });
  });
});
