import { createCluster } from '../../../../server/cluster';
import { ReceptionService } from '../../../../server/reception/service';
import type { ReceptionRow } from '../../../../server/store/receptions';
import {
  FakeAgents,
  FakeCustomers,
  fakeStore,
  HeldAnswers,
  PRODUCT,
  settle,
  waitingReception,
} from '../../../support/receptionFakes';

/**
 * The reception service's events run one at a time (its cluster lock, here the in-process one). Each case holds one store answer of a
 * first event back, lets a second event happen meanwhile, then releases it: run side by side, the two
 * would leave an offer to an agent who has gone, an agent over capacity, or a customer who came back
 * dropped from the queue. No database: the store is a fake whose answers are held on demand.
 */

const CUSTOMER = 'c1';

async function setUp(waiting: ReceptionRow[], { capacity = 2, queueGraceMs = 60_000 } = {}) {
  const answers = new HeldAnswers();
  const { store, abandoned } = fakeStore(waiting, { capacity, answers });
  const registry = new FakeCustomers();
  const agents = new FakeAgents();
  const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const cluster = await createCluster({ log });
  const service = new ReceptionService(store, registry, agents, cluster, { queueGraceMs, log });
  const close = async () => {
    await service.dispose();
    await cluster.close();
  };
  return { service, answers, registry, agents, log, abandoned, close };
}

describe('reception events run one at a time', () => {
  it('an agent who leaves while an offer to them is being made keeps no offer', async () => {
    const { service, answers, registry, agents, log, close } = await setUp([waitingReception('r1', CUSTOMER)]);
    agents.online.push('ann');
    await service.setPresence('ann', 'away');
    expect(registry.lastQueuePosition(CUSTOMER)).toBe(1);

    answers.holdNext('servedBy');
    const comingBack = service.setPresence('ann', 'online');
    await settle();
    expect(answers.holding).toBe(1);
    agents.leave('ann');
    const gone = service.agentDisconnected();
    await settle();
    answers.release();
    await Promise.all([comingBack, gone]);

    // Nobody is about to join (position 0): the customer is first in the queue again.
    expect(registry.lastQueuePosition(CUSTOMER)).toBe(1);
    expect(log.error).not.toHaveBeenCalled();
    await close();
  });

  it('an agent is never offered more receptions than their capacity', async () => {
    const { service, answers, agents, close } = await setUp(
      [waitingReception('r1', CUSTOMER), waitingReception('r2', 'c2')],
      { capacity: 1 },
    );
    agents.online.push('ann');
    await service.setPresence('ann', 'away');

    answers.holdNext('servedBy');
    const comingBack = service.setPresence('ann', 'online');
    await settle();
    expect(answers.holding).toBe(1);
    const otherChange = service.agentDisconnected();
    await settle();
    answers.release();
    await Promise.all([comingBack, otherChange]);

    const lastList = agents.waitingLists.at(-1);
    const offers =
      lastList?.type === 'waiting' ? lastList.receptions.filter((reception) => reception.offered_to?.id === 'ann') : [];
    expect(offers.map((reception) => reception.reception_id)).toEqual(['r1']);
    await close();
  });

  it('a waiting customer who comes back while their leaving is looked at stays in the queue', async () => {
    const { answers, registry, abandoned, log, close } = await setUp([waitingReception('r1', CUSTOMER)], {
      queueGraceMs: 20,
    });
    // Connected from the start: the grace period every waiting customer gets at startup ends at once.
    registry.connected({ userId: CUSTOMER, productId: PRODUCT });
    await settle();

    answers.holdNext('openOfCustomer');
    registry.disconnected({ userId: CUSTOMER, productId: PRODUCT });
    await settle();
    expect(answers.holding).toBe(1);
    registry.connected({ userId: CUSTOMER, productId: PRODUCT });
    await settle();
    answers.release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settle();

    expect(abandoned).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
    await close();
  });
});
