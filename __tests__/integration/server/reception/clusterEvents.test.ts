import type { ServerToAgentFrame } from '../../../../src/protocol/agentFrames';
import { createCluster, type Cluster, type CustomerSessions, type NodeGone } from '../../../../server/cluster';
import type { CustomerRef } from '../../../../server/ports';
import { ReceptionService } from '../../../../server/reception/service';
import type { ReceptionRow } from '../../../../server/store/receptions';
import {
  FakeAgents,
  FakeCustomers,
  fakeStore,
  PRODUCT,
  settle,
  waitingReception,
} from '../../../support/receptionFakes';
import { until } from '../../../support/until';

/**
 * What the reception service does with the cluster (issue 18): a customer's leaving is timed on the
 * node they left, but dropped only if they are online nowhere and left nowhere later; a node that
 * stopped counts as all its customers leaving, and its agents' offers move. Two services share one
 * in-process cluster's lock and state, as two nodes share Redis; no database (a fake store). The
 * agents (FakeAgents) are one list for both nodes; each node has its own customers' connections.
 */

const ALICE: CustomerRef = { userId: 'c1', productId: PRODUCT };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Long enough that a busy 2-core machine delivers the other node's event well inside each half. */
const GRACE_MS = 800;
const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };

/** Two nodes' services on one cluster; `online` says who is connected on some node; `nodeGone` reaps a node. */
async function setUp(waiting: ReceptionRow[]) {
  const { store, abandoned } = fakeStore(waiting);
  const agents = new FakeAgents();
  const online = new Set<string>();
  const goneListeners: ((gone: NodeGone) => void)[] = [];
  const inProcess = await createCluster({ log });
  const cluster: Cluster = {
    ...inProcess,
    customers: Object.assign(Object.create(inProcess.customers) as CustomerSessions, {
      isOnline: async (customer: CustomerRef) => online.has(customer.userId),
    }),
    onNodeGone: (listener) => goneListeners.push(listener),
  };
  const nodes = [new FakeCustomers(), new FakeCustomers()];
  const services = nodes.map(
    (node) => new ReceptionService(store, node, agents, cluster, { queueGraceMs: GRACE_MS, log }),
  );
  // Everyone is connected from the start: the grace every waiting customer gets at startup ends at once.
  for (const reception of waiting)
    for (const node of nodes) node.connected({ userId: reception.customerId, productId: PRODUCT });
  await settle();
  const close = async () => {
    await Promise.all(services.map((service) => service.dispose()));
    await inProcess.close();
  };
  const nodeGone = (gone: NodeGone) => goneListeners.forEach((listener) => listener(gone));
  return { nodes, services, agents, online, abandoned, nodeGone, close };
}

/** reception id → the agent it is offered to, in a waiting list. */
const offersIn = (frame: ServerToAgentFrame | undefined): Record<string, string> =>
  frame?.type === 'waiting'
    ? Object.fromEntries(
        frame.receptions.flatMap((entry) => (entry.offered_to ? [[entry.reception_id, entry.offered_to.id]] : [])),
      )
    : {};

afterEach(() => {
  expect(log.error).not.toHaveBeenCalled();
  log.error.mockClear();
});

describe('the reception service across nodes', () => {
  it('keeps a waiting customer who left node A but is online on node B', async () => {
    const { nodes, online, abandoned, close } = await setUp([waitingReception('r1', ALICE.userId)]);
    nodes[0].disconnected(ALICE);
    online.add(ALICE.userId);
    await sleep(GRACE_MS * 2);
    await settle();
    expect(abandoned).toEqual([]);
    await close();
  });

  it('times a customer who left node A, came back on node B and left it too from the later leave', async () => {
    const { nodes, abandoned, close } = await setUp([waitingReception('r1', ALICE.userId)]);
    nodes[0].disconnected(ALICE);
    await sleep(GRACE_MS / 2);
    nodes[1].connected(ALICE);
    await settle();
    nodes[1].disconnected(ALICE);
    // Node A's grace has passed, node B's has not: the customer still has their place.
    await sleep(GRACE_MS / 2 + 100);
    await settle();
    expect(abandoned).toEqual([]);
    await sleep(GRACE_MS);
    await settle();
    expect(abandoned).toEqual(['r1']);
    await close();
  });

  it('treats the customers of a node that stopped as gone, and moves its agents’ offers', async () => {
    const { services, agents, abandoned, nodeGone, close } = await setUp([waitingReception('r1', ALICE.userId)]);
    agents.online.push('ann', 'ben');
    await services[1].agentConnected('ann');
    expect(offersIn(agents.waitingLists.at(-1))).toEqual({ r1: 'ann' });

    // Ann's console and the customer were on node B.
    agents.online.splice(0, 1);
    nodeGone({ nodeId: 'node-b', customers: [ALICE], agentIds: ['ann'] });
    await until(() => offersIn(agents.waitingLists.at(-1)).r1 === 'ben');

    await sleep(GRACE_MS * 2);
    await settle();
    expect(abandoned).toEqual(['r1']);
    await close();
  });
});
