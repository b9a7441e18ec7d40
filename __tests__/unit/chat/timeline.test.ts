import { interleaveByTime } from '../../../src/features/chat/timeline';

const at = (label: string, send_time: number) => ({ label, send_time });
const labels = (list: readonly { label: string }[]) => list.map((item) => item.label);

describe('the AI chat and the support group as one timeline', () => {
  it.each([
    ['no group messages: the AI chat as it is', [at('a1', 1), at('a2', 5)], [], ['a1', 'a2']],
    ['no AI messages: the group as it is', [], [at('g1', 2)], ['g1']],
    ['interleaved by time', [at('a1', 1), at('a2', 5), at('a3', 9)], [at('g1', 3), at('g2', 7)], ['a1', 'g1', 'a2', 'g2', 'a3']],
    ['the group entirely after the AI chat', [at('a1', 1), at('a2', 2)], [at('g1', 10), at('g2', 11)], ['a1', 'a2', 'g1', 'g2']],
    ['equal times: the AI message first (stable)', [at('a1', 4)], [at('g1', 4)], ['a1', 'g1']],
    ['each list keeps its own (seq) order even when its times go back', [at('a1', 5), at('a2', 3)], [at('g1', 4)], ['g1', 'a1', 'a2']],
  ])('%s', (_case, ai, group, expected) => {
    expect(labels(interleaveByTime(ai, group))).toEqual(expected);
  });

  it('returns the AI list itself when there is no group, so memoized views stay put', () => {
    const ai = [at('a1', 1)];
    expect(interleaveByTime(ai, [])).toBe(ai);
  });
});
