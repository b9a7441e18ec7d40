import fc from 'fast-check';
import {
  emptyMessageStore,
  insertMessage,
  mergeMessages,
  storedMessages,
  type MessageStore,
} from '../../../../../../src/features/chat/model/messageStore';
import {
  followedBy,
  interleaveByTime,
  nextInterleaved,
  type Timeline,
} from '../../../../../../src/features/chat/model/timeline';

const at = (label: string, send_time: number) => ({ label, send_time });
const labels = (list: readonly { label: string }[]) => list.map((item) => item.label);

describe('the AI chat and the support group as one timeline', () => {
  it.each([
    ['no group messages: the AI chat as it is', [at('a1', 1), at('a2', 5)], [], ['a1', 'a2']],
    ['no AI messages: the group as it is', [], [at('g1', 2)], ['g1']],
    [
      'interleaved by time',
      [at('a1', 1), at('a2', 5), at('a3', 9)],
      [at('g1', 3), at('g2', 7)],
      ['a1', 'g1', 'a2', 'g2', 'a3'],
    ],
    [
      'the group entirely after the AI chat',
      [at('a1', 1), at('a2', 2)],
      [at('g1', 10), at('g2', 11)],
      ['a1', 'a2', 'g1', 'g2'],
    ],
    ['equal times: the AI message first (stable)', [at('a1', 4)], [at('g1', 4)], ['a1', 'g1']],
    [
      'each list keeps its own (seq) order even when its times go back',
      [at('a1', 5), at('a2', 3)],
      [at('g1', 4)],
      ['g1', 'a1', 'a2'],
    ],
  ])('%s', (_case, ai, group, expected) => {
    expect(labels(interleaveByTime(ai, group))).toEqual(expected);
  });

  it('returns the AI list itself when there is no group, so memoized views stay put', () => {
    const ai = [at('a1', 1)];
    expect(interleaveByTime(ai, [])).toBe(ai);
  });
});

describe('the timeline kept from one store version to the next', () => {
  interface Message {
    seq: number;
    client_msg_id: string;
    send_time: number;
  }
  const message = (list: 'a' | 'g', seq: number, send_time: number): Message => ({
    seq,
    client_msg_id: `${list}${seq}`,
    send_time,
  });
  const storeOf = (messages: readonly Message[]) => mergeMessages(emptyMessageStore<Message>(), messages);
  const ids = (timeline: Timeline<Message>) =>
    Array.from({ length: timeline.length }, (_, index) => timeline.at(index).client_msg_id);
  const reference = (first: MessageStore<Message>, second: MessageStore<Message>) =>
    interleaveByTime(storedMessages(first), storedMessages(second)).map((item) => item.client_msg_id);

  it.each([
    ['a push to the AI chat', [message('a', 1, 1)], [], [message('a', 2, 5)], 'first', 'after'],
    [
      'a push to the group after the AI chat',
      [message('a', 1, 1)],
      [message('g', 1, 2)],
      [message('g', 2, 3)],
      'second',
      'after',
    ],
    [
      'an AI answer after the group, later in time',
      [message('a', 1, 1)],
      [message('g', 1, 2)],
      [message('a', 2, 3)],
      'first',
      'after',
    ],
    [
      'an AI message at the same time as the group’s last: it goes before it',
      [message('a', 1, 1)],
      [message('g', 1, 4)],
      [message('a', 2, 4)],
      'first',
      'after',
    ],
    [
      'an older page of the AI chat',
      [message('a', 11, 11)],
      [message('g', 1, 20)],
      [message('a', 10, 10), message('a', 9, 9)],
      'first',
      'before',
    ],
    [
      'an older AI page that reaches back past the group',
      [message('a', 11, 11)],
      [message('g', 1, 5)],
      [message('a', 10, 10), message('a', 4, 4)],
      'first',
      'before',
    ],
  ])('%s equals the whole merge', (_case, ai, group, added, which, _where) => {
    const first = storeOf(ai);
    const second = storeOf(group);
    const before = nextInterleaved(null, first, second);
    const nextFirst = which === 'first' ? mergeMessages(first, added) : first;
    const nextSecond = which === 'second' ? mergeMessages(second, added) : second;
    expect(ids(nextInterleaved(before, nextFirst, nextSecond).timeline)).toEqual(reference(nextFirst, nextSecond));
  });

  it('is the previous result itself when neither store changed', () => {
    const before = nextInterleaved(null, storeOf([message('a', 1, 1)]), storeOf([]));
    expect(nextInterleaved(before, before.first, before.second)).toBe(before);
  });

  it('keeps the chunks a push does not touch', () => {
    const many = storeOf(Array.from({ length: 1000 }, (_, i) => message('a', i + 1, i + 1)));
    const before = nextInterleaved(null, many, storeOf([]));
    const after = nextInterleaved(before, insertMessage(many, message('a', 1001, 1001)), before.second);
    expect(after.timeline.length).toBe(1001);
    // Not rebuilt: the first chunk is the very same array (a rebuild would make new ones).
    expect(after.timeline.chunks[0]).toBe(before.timeline.chunks[0]);
  });

  it('agrees with the whole merge over any sequence of pushes, older pages and resets (property)', () => {
    type Step =
      { kind: 'push' | 'older'; list: 'a' | 'g'; count: number; gap: number } | { kind: 'reset'; list: 'a' | 'g' };
    const step = fc.oneof(
      fc.record({
        kind: fc.constantFrom('push' as const, 'older' as const),
        list: fc.constantFrom('a' as const, 'g' as const),
        count: fc.integer({ min: 1, max: 12 }),
        gap: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({ kind: fc.constant('reset' as const), list: fc.constantFrom('a' as const, 'g' as const) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps: Step[]) => {
        const stores = { a: storeOf([message('a', 100, 100)]), g: storeOf([]) };
        const bounds = { a: { low: 100, high: 100 }, g: { low: 200, high: 199 } };
        let clock = 100;
        let kept = nextInterleaved(null, stores.a, stores.g);
        for (const item of steps) {
          const bound = bounds[item.list];
          if (item.kind === 'reset') {
            stores[item.list] = emptyMessageStore<Message>();
            bound.low = bound.high + 1;
          } else if (item.kind === 'push') {
            const added = Array.from({ length: item.count }, (_, i) =>
              message(item.list, bound.high + 1 + i, (clock += item.gap)),
            );
            if (bound.high < bound.low) bound.low = bound.high + 1;
            bound.high += item.count;
            stores[item.list] = mergeMessages(stores[item.list], added);
          } else {
            const oldest = stores[item.list].chunks[0]?.[0]?.send_time ?? clock;
            const count = Math.min(item.count, bound.low - 1);
            if (count <= 0 || stores[item.list].size === 0) continue;
            const added = Array.from({ length: count }, (_, i) =>
              message(item.list, bound.low - 1 - i, oldest - (i + 1) * (item.gap + 1)),
            );
            bound.low -= count;
            stores[item.list] = mergeMessages(stores[item.list], added);
          }
          kept = nextInterleaved(kept, stores.a, stores.g);
          expect(ids(kept.timeline)).toEqual(reference(stores.a, stores.g));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('puts the echoes after the stored messages', () => {
    const kept = nextInterleaved(null, storeOf([message('a', 1, 1)]), storeOf([]));
    expect(ids(followedBy(kept.timeline, [{ seq: 0, client_msg_id: 'echo', send_time: 0 }]))).toEqual(['a1', 'echo']);
    expect(followedBy(kept.timeline, [])).toBe(kept.timeline);
  });
});
