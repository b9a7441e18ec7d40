import { bestFirst } from '../../../../../server/ai/knowledge/bestFirst';

type Scored = [name: string, score: number];
const score = ([, value]: Scored) => value;
const names = (items: Scored[]) => items.map(([name]) => name);
const stableSorted = (items: Scored[]) => [...items].sort((a, b) => score(b) - score(a));

const ITEMS: Scored[] = [
  ['a', 2],
  ['b', 5],
  ['c', 2],
  ['d', 9],
  ['e', 5],
  ['f', 1],
  ['g', 9],
  ['h', 5],
];

describe('bestFirst', () => {
  it.each<[number, string[]]>([
    [0, []],
    [1, ['d']],
    [2, ['d', 'g']],
    [3, ['d', 'g', 'b']],
    [4, ['d', 'g', 'b', 'e']],
    [5, ['d', 'g', 'b', 'e', 'h']],
    [8, ['d', 'g', 'b', 'e', 'h', 'a', 'c', 'f']],
    [Infinity, ['d', 'g', 'b', 'e', 'h', 'a', 'c', 'f']],
  ])('the best %s, equal scores in their order', (limit, expected) => {
    expect(names(bestFirst(ITEMS, score, limit))).toEqual(expected);
  });

  it('is the head of a stable sort, whatever the order and ties', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const items = Array.from({ length: 40 }, (_, index): Scored => [`#${index}`, ((index * seed * 7919) % 13) / 4]);
      for (const limit of [1, 2, 3, 10, 39])
        expect(bestFirst(items, score, limit)).toEqual(stableSorted(items).slice(0, limit));
    }
  });

  it('leaves the items as they were', () => {
    const items = [...ITEMS];
    bestFirst(items, score, 3);
    bestFirst(items, score, Infinity);
    expect(items).toEqual(ITEMS);
  });

  it('has nothing to pick from nothing', () => {
    expect(bestFirst([], score, 3)).toEqual([]);
  });
});
