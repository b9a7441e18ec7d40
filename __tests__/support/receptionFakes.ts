/**
 * The reception service (server/reception/service.ts) without a database or sockets: a fake store
 * whose answers can be held back, and fake agent and customer channels that record what they are sent.
 */
import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import { CONTENT_TYPE, RECEPTION_PHASE } from '../../src/protocol/codes';
import type { Signal } from '../../src/protocol/frames';
import type { AgentChannel, CustomerConnections, CustomerRef, PresenceWatcher } from '../../server/ports';
import type { Store } from '../../server/store';
import type { ReceptionRow } from '../../server/store/receptions';

export const PRODUCT = 'p1';

/** A customer's request for a human, waiting in PRODUCT's queue. */
export function waitingReception(id: string, customerId: string): ReceptionRow {
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
export class HeldAnswers {
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

/**
 * The store the service reads: `waiting` less what it abandoned (listed in `abandoned`), no agent
 * serving anyone, every agent of `capacity`. `servedBy` and `openOfCustomer` answer through `answers`.
 */
export function fakeStore(waiting: ReceptionRow[], { capacity = 2, answers = new HeldAnswers() } = {}) {
  const abandoned: string[] = [];
  const stillWaiting = () => waiting.filter((reception) => !abandoned.includes(reception.id));
  const store = {
    receptions: {
      waiting: async () => stillWaiting(),
      servedBy: (_agentId: string) => answers.answer('servedBy', [] as ReceptionRow[]),
      recentHandlingTimes: async () => [],
      openOfCustomer: (productId: string, customerId: string) =>
        answers.answer(
          'openOfCustomer',
          stillWaiting().find((reception) => reception.productId === productId && reception.customerId === customerId),
        ),
      abandon: async (id: string) => {
        abandoned.push(id);
        return true;
      },
    },
    leftMessages: { unanswered: async () => [], recentlyAnswered: async () => [] },
    // One company: every product and agent is the demo company's.
    products: { findById: async () => ({ companyId: FAKE_COMPANY }) },
    users: {
      maxChatsOf: async () => capacity,
      findByIds: async () => [],
      aiOfProduct: async () => undefined,
      companyOf: async () => FAKE_COMPANY,
    },
  };
  return { store: store as unknown as Store, abandoned };
}

const FAKE_COMPANY = '100';

/** The agents online (set by the test) and the waiting lists they were sent. */
export class FakeAgents implements AgentChannel {
  readonly online: string[] = [];
  /** The `waiting` frames sent, one per change (each agent of the one company gets the same). */
  readonly waitingLists: ServerToAgentFrame[] = [];
  private lastList: ServerToAgentFrame | undefined;

  async onlineAgentIds(): Promise<string[]> {
    return [...this.online];
  }

  send(_agentId: string, frame: ServerToAgentFrame): void {
    if (frame.type !== 'waiting' || frame === this.lastList) return;
    this.lastList = frame;
    this.waitingLists.push(frame);
  }

  leave(agentId: string): void {
    this.online.splice(this.online.indexOf(agentId), 1);
  }
}

/** Customers' connections: the presence watchers the service registers, and the signals it pushes. */
export class FakeCustomers implements CustomerConnections {
  readonly watchers: PresenceWatcher[] = [];
  readonly pushed: { customer: CustomerRef; signal: Signal }[] = [];

  watch(watcher: PresenceWatcher): void {
    this.watchers.push(watcher);
  }

  push(customer: CustomerRef, _identify: string, data: unknown): void {
    this.pushed.push({ customer, signal: data as Signal });
  }

  connected(customer: CustomerRef): void {
    for (const watcher of this.watchers) void watcher.connected(customer.userId, customer.productId);
  }

  disconnected(customer: CustomerRef): void {
    for (const watcher of this.watchers) void watcher.disconnected(customer.userId, customer.productId);
  }

  /** The place in the queue the customer was last told. */
  lastQueuePosition(userId: string): number | undefined {
    const queue = this.pushed
      .filter(({ customer, signal }) => customer.userId === userId && signal.content_type === CONTENT_TYPE.queue)
      .at(-1);
    return queue && (JSON.parse(queue.signal.content) as { position: number }).position;
  }
}

/** Lets every pending promise and I/O callback run, so an event not made to wait runs to its end. */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}
