import {
  DEFAULT_HANDLING_MS,
  estimatedWaitSeconds,
  leastLoaded,
  placesInQueues,
  type OfferCandidate,
  type QueueFacts,
} from '../../../../server/reception/offers';

const agent = (agentId: string, load: number, capacity: number, lastOfferAt = 0): OfferCandidate => ({
  agentId,
  load,
  capacity,
  lastOfferAt,
});

describe('leastLoaded: who gets the next offer', () => {
  it.each<[string, OfferCandidate[], string | undefined]>([
    ['nobody online', [], undefined],
    ['the only agent with room', [agent('ann', 0, 1)], 'ann'],
    ['nobody when everyone is full', [agent('ann', 1, 1), agent('ben', 2, 2)], undefined],
    ['the agent with fewer chats', [agent('ann', 1, 3), agent('ben', 0, 3)], 'ben'],
    ['not a full agent, however few their chats', [agent('ann', 1, 1), agent('ben', 2, 3)], 'ben'],
    ['on a tie, the one longest without an offer', [agent('ann', 1, 2, 5), agent('ben', 1, 2, 3)], 'ben'],
    ['on a full tie, the first listed (online first)', [agent('ann', 0, 2), agent('ben', 0, 2)], 'ann'],
  ])('%s', (_case, candidates, expected) => {
    expect(leastLoaded(candidates)?.agentId).toBe(expected);
  });
});

describe('estimatedWaitSeconds: from the measured mean handling time', () => {
  it.each<[string, number, number[], number, number]>([
    ['nothing measured: the starting mean, one slot', 1, [], 1, DEFAULT_HANDLING_MS / 1000],
    ['nothing measured, two slots', 1, [], 2, DEFAULT_HANDLING_MS / 2000],
    ['the mean of the measured times', 1, [60_000, 180_000], 1, 120],
    ['grows with the position', 3, [30_000], 1, 90],
    ['shrinks with the slots', 4, [30_000], 4, 30],
    ['no agent online counts as one slot', 1, [10_000], 0, 10],
    ['rounded to whole seconds', 1, [1_400], 1, 1],
  ])('%s', (_case, position, times, slots, expected) => {
    expect(estimatedWaitSeconds(position, times, slots)).toBe(expected);
  });
});

describe('placesInQueues: each company its own queue', () => {
  /** Receptions `d…` are the demo company's, `o…` the other's; agents likewise by their first letter. */
  const companyOf = (id: string) => ({ d: 'demo', o: 'other' })[id[0] as 'd' | 'o'];
  const facts = (waiting: string[], offers: Record<string, string>, available: [string, number][]): QueueFacts => ({
    waiting: waiting.map((id) => ({ id })),
    offers: new Map(Object.entries(offers)),
    available: available.map(([agentId, capacity]) => ({ agentId, capacity })),
    companyOfReception: companyOf,
    companyOfAgent: companyOf,
  });
  const placesOf = (queue: QueueFacts, times: number[] = [60_000]) =>
    Object.fromEntries(
      [...placesInQueues(queue, times)].map(([id, wait]) => [id, [wait.queue_position, wait.estimated_wait_seconds]]),
    );

  it.each<[string, QueueFacts, Record<string, [number, number]>]>([
    ['nobody waiting', facts([], {}, [['dAnn', 1]]), {}],
    ['one queue, in order of asking', facts(['d1', 'd2'], {}, [['dAnn', 1]]), { d1: [1, 60], d2: [2, 120] }],
    ['an offered reception has no place', facts(['d1', 'd2'], { d1: 'dAnn' }, [['dAnn', 1]]), { d2: [1, 60] }],
    [
      'two companies count their places apart',
      facts(['d1', 'o1', 'd2', 'o2'], {}, [
        ['dAnn', 1],
        ['oOlga', 1],
      ]),
      { d1: [1, 60], o1: [1, 60], d2: [2, 120], o2: [2, 120] },
    ],
    [
      'slots are the capacity of the company’s own agents',
      facts(['d1', 'o1'], {}, [
        ['dAnn', 2],
        ['dBen', 2],
        ['oOlga', 1],
      ]),
      { d1: [1, 15], o1: [1, 60] },
    ],
    ['a company with nobody available counts one slot', facts(['o1'], {}, [['dAnn', 4]]), { o1: [1, 60] }],
  ])('%s', (_case, queue, expected) => {
    expect(placesOf(queue)).toEqual(expected);
  });
});
