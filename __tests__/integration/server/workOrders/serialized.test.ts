import type { ServerToAgentFrame } from '../../../../src/protocol/agentFrames';
import type { WorkOrderStatus } from '../../../../src/protocol/orders';
import { createCluster } from '../../../../server/cluster';
import type { AgentChannel, CustomerChannel } from '../../../../server/ports';
import type { CitationSources } from '../../../../server/storage/citations';
import type { Store } from '../../../../server/store';
import type { WorkOrderRow } from '../../../../server/store/workOrders';
import { WorkOrderService } from '../../../../server/workOrders/service';

/**
 * A work-order change and the list that tells the agents of it run one at a time (the cluster lock, here the in-process one): a list read before
 * a later change must not reach the agents after that change's list. No database: the store is a fake
 * whose `recent` answer can be held back.
 */

const row = (id: string): WorkOrderRow => ({
  id,
  productId: 'p1',
  customerId: 'c1',
  kind: 1,
  type: 1,
  status: 'submitted',
  summary: '',
  createdAt: 1,
});

const COMPANY = '100';

async function setUp() {
  const rows = new Map([row('w1'), row('w2')].map((workOrder) => [workOrder.id, workOrder]));
  let holdNextList = false;
  let releaseList = () => {};
  const store = {
    workOrders: {
      find: async (id: string) => rows.get(id),
      moveStatus: async (id: string, from: WorkOrderStatus, to: WorkOrderStatus) => {
        const current = rows.get(id);
        if (current?.status !== from) return false;
        rows.set(id, { ...current, status: to });
        return true;
      },
      recent: async () => {
        // Read now, answered when released: what a slow query would have seen.
        const list = [...rows.values()];
        if (!holdNextList) return list;
        holdNextList = false;
        return new Promise<WorkOrderRow[]>((resolve) => (releaseList = () => resolve(list)));
      },
    },
    users: { aiOfProduct: async () => undefined, findByIds: async () => [], companyOf: async () => COMPANY },
    products: { findById: async () => ({ companyId: COMPANY }) },
  } as unknown as Store;
  /** What Ann's consoles were sent (Ben, of the same company, gets the same). */
  const broadcasts: ServerToAgentFrame[] = [];
  const agents: AgentChannel = {
    onlineAgentIds: async () => ['ann', 'ben'],
    send: (agentId, frame) => {
      if (agentId === 'ann') broadcasts.push(frame);
    },
  };
  const customers: CustomerChannel = { push: () => {} };
  const cluster = await createCluster({ log: { error: () => {}, warn: () => {}, info: () => {} } });
  const service = new WorkOrderService(store, customers, agents, {} as CitationSources, cluster);
  return {
    service,
    broadcasts,
    holdNext: () => (holdNextList = true),
    release: () => releaseList(),
    close: () => cluster.close(),
  };
}

async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

it('the agents’ last work-order list shows every advance, whatever order the reads finish in', async () => {
  const { service, broadcasts, holdNext, release, close } = await setUp();
  holdNext();
  const first = service.advance('ann', 'w1');
  await settle();
  const second = service.advance('ben', 'w2');
  await settle();
  release();
  await Promise.all([first, second]);

  const last = broadcasts.at(-1);
  const statuses = last?.type === 'work_orders' ? last.work_orders.map((workOrder) => workOrder.status) : [];
  expect(statuses).toEqual(['in_review', 'in_review']);
  await close();
});
