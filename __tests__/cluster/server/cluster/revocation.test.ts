/**
 * Revocation reaches live sockets on the other node too (issue 30): a logout on node A closes the
 * token's sockets on node B with 4001 within a second, through the cluster's bus; a token's expiry
 * closes its socket on whichever node holds it. Where the nodes' PostgreSQL and Redis come from:
 * twoNodes.ts.
 */
import { WS_CLOSE_CODE } from '../../../../src/protocol/codes';
import { accept, offeredTo } from '../../../support/agentQueue';
import { AgentSocket, signInAgent } from '../../../support/agentSocket';
import { closeWithin, customerWithToken, logoutAgent, logoutCustomer } from '../../../support/revocation';
import { connectAs } from '../../../support/sandbox';
import { twoNodesPerTest } from '../../../support/twoNodes';

const AI_OF_DEMO = '20001';
const ANN = '30001';
const TTL_MS = 1500;
const CLOSED_BY_TOKEN = { code: WS_CLOSE_CODE.unauthorized, at: expect.any(Number) };

const { start: startTwoNodes, track } = twoNodesPerTest('revocation-cluster');

describe('revocation across two nodes', () => {
  it("closes a customer's socket on node B within a second of logging out on node A", async () => {
    const { a, b } = await startTwoNodes();
    const alice = await customerWithToken(a, b);
    track(alice.socket);
    expect(alice.socket.node).toBe('node-b');
    await logoutCustomer(a, alice.token);
    const loggedOutAt = Date.now();
    const closed = await closeWithin(alice.socket.closed, 1000);
    expect(closed).toEqual(CLOSED_BY_TOKEN);
    expect((closed as { at: number }).at - loggedOutAt).toBeLessThanOrEqual(1000);
  });

  it("closes an agent's console on node B within a second of logging out on node A; it gets no offer after", async () => {
    const { a, b } = await startTwoNodes();
    const signedOut = await signInAgent(a, 'ann');
    const stale = track(await AgentSocket.open(b, signedOut.token));
    const other = track(await AgentSocket.signIn(b, 'ann'));
    await logoutAgent(a, signedOut.token);
    const loggedOutAt = Date.now();
    const closed = await closeWithin(stale.closed, 1000);
    expect(closed).toEqual(CLOSED_BY_TOKEN);
    expect((closed as { at: number }).at - loggedOutAt).toBeLessThanOrEqual(1000);
    const seenBefore = stale.received.length;

    const alice = track(await connectAs(a));
    const contacted = await alice.request('seat_reception_contact', {
      conversation_id: `si_${alice.uid}_${AI_OF_DEMO}`,
      reason: 'help',
    });
    if (contacted.kind !== 'frame' || contacted.frame.identify !== 'seat_reception_contact')
      throw new Error(`no contact reply: ${JSON.stringify(contacted)}`);
    const receptionId = contacted.frame.data.reception!.id;
    await other.waitFor(offeredTo(receptionId, ANN));
    expect(await accept(other, receptionId)).toMatchObject({ type: 'accepted', reception_id: receptionId });
    expect(stale.received.slice(seenBefore)).toEqual([]);
  });

  it("closes a customer's and an agent's sockets on node B within a second after their tokens expire", async () => {
    const { a, b } = await startTwoNodes({ tokenTtlMs: TTL_MS, agentTokenTtlMs: TTL_MS });
    const alice = await customerWithToken(a, b);
    track(alice.socket);
    const { token, expires_at: expiresAt } = await signInAgent(a, 'ann');
    const ann = track(await AgentSocket.open(b, token));
    const [customerClosed, agentClosed] = await Promise.all([
      closeWithin(alice.socket.closed, TTL_MS + 2000),
      closeWithin(ann.closed, TTL_MS + 2000),
    ]);
    expect([customerClosed, agentClosed]).toEqual([CLOSED_BY_TOKEN, CLOSED_BY_TOKEN]);
    const customerAt = (customerClosed as { at: number }).at;
    expect(customerAt).toBeGreaterThanOrEqual(alice.signedInAt.from + TTL_MS);
    expect(customerAt).toBeLessThanOrEqual(alice.signedInAt.to + TTL_MS + 1000);
    expect((agentClosed as { at: number }).at).toBeGreaterThanOrEqual(expiresAt);
    expect((agentClosed as { at: number }).at).toBeLessThanOrEqual(expiresAt + 1000);
  });
});
