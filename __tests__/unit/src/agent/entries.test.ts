import {
  caughtUpSeq,
  entryOf,
  leavesHole,
  mergeMessages,
  pendingEntry,
  type ConversationEntry,
} from '../../../../src/agent/entries';
import { ALICE, ANN, wireMessage } from './fixtures';

const stored = (seq: number, senderId = ALICE.id, clientMsgId = `c-${seq}`) =>
  wireMessage({ server_msg_id: `s-${seq}`, seq, sender_id: senderId, client_msg_id: clientMsgId, content: `#${seq}` });
const entries = (...seqs: number[]) => seqs.map((seq) => entryOf(stored(seq)));
const pending = (clientMsgId: string) => pendingEntry(ANN, clientMsgId, `pending ${clientMsgId}`, 5);
const keys = (list: readonly ConversationEntry[]) => list.map((entry) => entry.key);

describe('mergeMessages', () => {
  it.each<[string, ConversationEntry[], ReturnType<typeof stored>[], string[]]>([
    ['appends a new message', entries(1, 2), [stored(3)], ['s-1', 's-2', 's-3']],
    ['keeps a message it holds once', entries(1, 2), [stored(2), stored(2)], ['s-1', 's-2']],
    [
      'orders by seq whatever the arrival order',
      entries(5, 6),
      [stored(3), stored(1), stored(4), stored(2)],
      ['s-1', 's-2', 's-3', 's-4', 's-5', 's-6'],
    ],
    ['fills a hole', entries(1, 2, 5), [stored(3), stored(4)], ['s-1', 's-2', 's-3', 's-4', 's-5']],
    [
      'merges an overlapping history (resumed accept)',
      entries(1, 2, 3),
      [stored(2), stored(3), stored(4)],
      ['s-1', 's-2', 's-3', 's-4'],
    ],
    [
      'replaces a pending text by its stored echo (same client_msg_id and sender)',
      [...entries(1), pending('mine-1')],
      [stored(2, ANN, 'mine-1')],
      ['s-1', 's-2'],
    ],
    [
      'keeps pending texts last, in the order they were sent',
      [pending('mine-1'), ...entries(1), pending('mine-2')],
      [stored(2)],
      ['s-1', 's-2', 'pending:mine-1', 'pending:mine-2'],
    ],
    [
      'does not take someone else’s message with the same client_msg_id for the pending text',
      [...entries(1), pending('c-2')],
      [stored(2, ALICE.id, 'c-2')],
      ['s-1', 's-2', 'pending:c-2'],
    ],
    [
      'an echo that comes again after replacing changes nothing',
      entries(1, 2),
      [stored(2, ANN, 'mine-1')],
      ['s-1', 's-2'],
    ],
  ])('%s', (_name, from, messages, expected) => {
    expect(keys(mergeMessages(from, messages))).toEqual(expected);
  });

  it('answers the same list when nothing is new (a repeat changes nothing)', () => {
    const from = entries(1, 2);
    expect(mergeMessages(from, [stored(1), stored(2)])).toBe(from);
    expect(mergeMessages(from, [])).toBe(from);
  });

  it('never changes the list it was given', () => {
    const from = entries(2);
    mergeMessages(from, [stored(1)]);
    expect(keys(from)).toEqual(['s-2']);
  });

  it('the stored echo keeps the server’s seq and is no longer pending', () => {
    const [echo] = mergeMessages([pending('mine-1')], [stored(7, ANN, 'mine-1')]);
    expect(echo).toMatchObject({ key: 's-7', seq: 7, pending: false, senderId: ANN });
  });
});

describe('caughtUpSeq and leavesHole', () => {
  it.each<[string, ConversationEntry[], number]>([
    ['nothing held', [], 0],
    ['only pending texts', [pending('a')], 0],
    ['a run without holes', entries(4, 5, 6), 6],
    ['stops before a hole', entries(4, 5, 9, 10), 5],
    ['ignores pending texts', [...entries(1, 2), pending('a')], 2],
  ])('caughtUpSeq: %s', (_name, list, expected) => {
    expect(caughtUpSeq(list)).toBe(expected);
  });

  it.each<[number, boolean]>([
    [3, false],
    [4, false],
    [5, true],
  ])('after 1..3, seq %i leaves a hole: %s', (seq, expected) => {
    expect(leavesHole(entries(1, 2, 3), seq)).toBe(expected);
  });
});
