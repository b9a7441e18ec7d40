import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import { CONTENT_TYPE, RECEPTION_PHASE } from '../../src/protocol/codes';
import type { Signal } from '../../src/protocol/frames';
import { createCluster } from '../../server/cluster';
import type { AgentChannel } from '../../server/realtime/agentChannel';
import type { CustomerChannel } from '../../server/realtime/customerChannel';
import type { ConnectionRegistry, PresenceWatcher } from '../../server/realtime/registry';
import type { CustomerRef } from '../../server/reception/pushes';
import { ReceptionService } from '../../server/reception/service';
import type { Store } from '../../server/store';
import type { ReceptionRow } from '../../server/store/receptions';

/**
 * The reception service's events run one at a time (its cluster lock, here the in-process one). Each case holds one store answer of a
 * first event back, lets a second event happen meanwhile, then releases it: run side by side, the two
 * would leave an offer to an agent who has gone, an agent over capacity, or a customer who came back
 * dropped from the queue. No database: the store is a fake whose answers are held on demand.
 */

const PRODUCT = 'p1';
const CUSTOMER = 'c1';

function waitingReception(id: string, customerId = CUSTOMER): ReceptionRow {
  return {
    id,
    productId: PRODUCT,
    customerId,
    groupId: `cg_${PRODUCT}_${customerId}`,
    agentId: null,
    phase: RECEPTION_PHASE.humanRequested,
    reason: '',
    locale: '',
    timeZone: '',
    createdAt: 1,
    acceptedAt: null,
    endedAt: null,
  };
}

/** Store answers that can be held back: the next call of a named method waits until `release()`. */
class HeldAnswers {
  private readonly toHold = new Set<string>();
  private readonly held: (() => void)[] = [];

  holdNext(method: string): void {
    this.toHold.add(method);
  }

  answer<T>(method: string, value: T): Promise<T> {
    if (!this.toHold.delete(method)) return Promise.resolve(value);
    return new Promise((resolve) => this.held.push(() => resolve(value)));
  }

  get holding(): number {
    return this.held.length;
  }

  release(): void {
    for (const resume of this.held.splice(0)) resume();
  }
}

function fakeStore(waiting: ReceptionRow[], capacity: number, answers: HeldAnswers) {
  const abandoned: string[] = [];
  const store = {
    receptions: {
      waiting: async () => waiting.filter((reception) => !abandoned.includes(reception.id)),
      servedBy: (_agentId: string) => answers.answer('servedBy', [] as ReceptionRow[]),
      recentHandlingTimes: async () => [],
      latestLeftMessages: async () => [],
      openOfCustomer: (productId: string, customerId: string) =>
        answers.answer('openOfCustomer', waiting.find((reception) => reception.productId === productId && reception.customerId === customerId && !abandoned.includes(reception.id))),
      abandon: async (id: string) => {
        abandoned.push(id);
        return true;
      },
    },
    users: {
      maxChatsOf: async () => capacity,
      findByIds: async () => [],
      aiOfProduct: async () => undefined,
    },
  };
  return { store: store as unknown as Store, abandoned };
}

class FakeAgents implements AgentChannel {
  readonly online: string[] = [];
  readonly broadcasts: ServerToAgentFrame[] = [];

  async onlineAgentIds(): Promise<string[]> {
    return [...this.online];
  }

  send(): void {}

  broadcast(frame: ServerToAgentFrame): void {
    this.broadcasts.push(frame);
  }

  leave(agentId: string): void {
    this.online.splice(this.online.indexOf(agentId), 1);
  }
}

/** One customer's connection (what they are pushed) and the presence watchers the service registers. */
class FakeRegistry implements CustomerChannel {
  readonly signals: Signal[] = [];
  readonly watchers: PresenceWatcher[] = [];

  watch(watcher: PresenceWatcher): void {
    this.watchers.push(watcher);
  }

  push(customer: CustomerRef, _identify: string, data: unknown): void {
    if (customer.userId === CUSTOMER) this.signals.push(data as Signal);
  }

  lastQueuePosition(): number | undefined {
    const queue = this.signals.filter((signal) => signal.content_type === CONTENT_TYPE.queue).at(-1);
    return queue && (JSON.parse(queue.content) as { position: number }).position;
  }
}

/** Lets every pending promise and I/O callback run, so an event not made to wait runs to its end. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

async function setUp(waiting: ReceptionRow[], { capacity = 2, queueGraceMs = 60_000 } = {}) {
  const answers = new HeldAnswers();
  const { store, abandoned } = fakeStore(waiting, capacity, answers);
  const registry = new FakeRegistry();
  const agents = new FakeAgents();
  const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const cluster = await createCluster({ log });
  const service = new ReceptionService(store, registry as unknown as ConnectionRegistry, agents, registry, cluster, { queueGraceMs, log });
  const close = async () => {
    await service.dispose();
    await cluster.close();
  };
  return { service, answers, registry, agents, log, abandoned, close };
}

describe('reception events run one at a time', () => {
  it('an agent who leaves while an offer to them is being made keeps no offer', async () => {
    const { service, answers, registry, agents, log, close } = await setUp([waitingReception('r1')]);
    agents.online.push('ann');
    await service.setPresence('ann', 'away');
    expect(registry.lastQueuePosition()).toBe(1);

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
    expect(registry.lastQueuePosition()).toBe(1);
    expect(log.error).not.toHaveBeenCalled();
    await close();
  });

  it('an agent is never offered more receptions than their capacity', async () => {
    const { service, answers, agents, close } = await setUp([waitingReception('r1'), waitingReception('r2', 'c2')], { capacity: 1 });
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

    const lastList = agents.broadcasts.filter((frame) => frame.type === 'waiting').at(-1);
    const offers = lastList?.type === 'waiting' ? lastList.receptions.filter((reception) => reception.offered_to?.id === 'ann') : [];
    expect(offers.map((reception) => reception.reception_id)).toEqual(['r1']);
    await close();
  });

  it('a waiting customer who comes back while their leaving is looked at stays in the queue', async () => {
    const { answers, registry, abandoned, log, close } = await setUp([waitingReception('r1')], { queueGraceMs: 20 });
    // Connected from the start: the grace period every waiting customer gets at startup ends at once.
    for (const watcher of registry.watchers) void watcher.connected(CUSTOMER, PRODUCT);
    await settle();

    answers.holdNext('openOfCustomer');
    for (const watcher of registry.watchers) void watcher.disconnected(CUSTOMER, PRODUCT);
    await settle();
    expect(answers.holding).toBe(1);
    for (const watcher of registry.watchers) void watcher.connected(CUSTOMER, PRODUCT);
    await settle();
    answers.release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settle();

    expect(abandoned).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
    await close();
  });
});
