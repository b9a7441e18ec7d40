/**
 * Revocation reaches live sockets (issue 30): logout and expiry close the token's open sockets,
 * customers' and agents', with 4001 within a second; an agent whose token ended gets no offer, context
 * or message, and a frame of theirs is not acted on. The other node: __tests__/cluster/…/revocation.
 */
import { CONTENT_TYPE, RECEPTION_PHASE, WS_CLOSE_CODE } from '../../../../src/protocol/codes';
import { accept, offeredTo } from '../../../support/agentQueue';
import { AgentSocket, signInAgent } from '../../../support/agentSocket';
import { closeWithin, customerWithToken, logoutAgent, logoutCustomer } from '../../../support/revocation';
import {
  connectAs,
  newDataDir,
  removeDataDir,
  startSandboxIn,
  textMessage,
  type TestSocket,
} from '../../../support/sandbox';
import { sandboxPerTest } from '../../../support/sandboxPerTest';
import { openTestDatabase } from '../../../support/testDatabase';

const AI_OF_DEMO = '20001';
const ANN = '30001';
const TTL_MS = 1500;

async function contact(customer: TestSocket): Promise<string> {
  const result = await customer.request('seat_reception_contact', {
    conversation_id: `si_${customer.uid}_${AI_OF_DEMO}`,
    reason: 'help',
  });
  if (result.kind !== 'frame' || result.frame.identify !== 'seat_reception_contact')
    throw new Error(`no contact reply: ${JSON.stringify(result)}`);
  return result.frame.data.reception!.id;
}

async function phaseOf(customer: TestSocket, receptionId: string): Promise<number | undefined> {
  const status = await customer.request('seat_reception_status', { reception_id: receptionId });
  return status.kind === 'frame' && status.frame.identify === 'seat_reception_status'
    ? status.frame.data.reception?.phase
    : undefined;
}

describe('revocation reaches live sockets', () => {
  const env = sandboxPerTest('byTest');
  const { track } = env;

  it("closes a customer's socket with 4001 within a second of logout, and only that token's", async () => {
    const running = await env.start();
    const alice = await customerWithToken(running);
    track(alice.socket);
    const bob = track(await connectAs(running, { username: 'bob' }));
    await logoutCustomer(running, alice.token);
    const loggedOutAt = Date.now();
    const closed = await closeWithin(alice.socket.closed, 1000);
    expect(closed).toEqual({ code: WS_CLOSE_CODE.unauthorized, at: expect.any(Number) });
    expect((closed as { at: number }).at - loggedOutAt).toBeLessThanOrEqual(1000);
    expect(await closeWithin(bob.closed, 100)).toBe('open');
    expect(['frame', 'replyError']).toContain((await bob.request('seat_reception_status', { reception_id: '0' })).kind);
  });

  it("closes a customer's socket with 4001 within a second after its token expires", async () => {
    const running = await env.start({ tokenTtlMs: TTL_MS });
    const alice = await customerWithToken(running);
    track(alice.socket);
    const closed = await closeWithin(alice.socket.closed, TTL_MS + 2000);
    expect(closed).toEqual({ code: WS_CLOSE_CODE.unauthorized, at: expect.any(Number) });
    const { at } = closed as { at: number };
    expect(at).toBeGreaterThanOrEqual(alice.signedInAt.from + TTL_MS);
    expect(at).toBeLessThanOrEqual(alice.signedInAt.to + TTL_MS + 1000);
  });

  it("closes an agent's socket within a second of logout; it gets no offer, context or message after", async () => {
    const running = await env.start();
    const signedOut = await signInAgent(running, 'ann');
    const stale = track(await AgentSocket.open(running, signedOut.token));
    const other = track(await AgentSocket.signIn(running, 'ann'));
    await logoutAgent(running, signedOut.token);
    const loggedOutAt = Date.now();
    const closed = await closeWithin(stale.closed, 1000);
    expect(closed).toEqual({ code: WS_CLOSE_CODE.unauthorized, at: expect.any(Number) });
    expect((closed as { at: number }).at - loggedOutAt).toBeLessThanOrEqual(1000);
    const seenBefore = stale.received.length;

    // Her other console, signed in with another token, still works: it gets the offer, the context and
    // the customer's message, the signed-out one none of them.
    const alice = track(await connectAs(running));
    const receptionId = await contact(alice);
    await other.waitFor(offeredTo(receptionId, ANN));
    const accepted = await accept(other, receptionId);
    expect(accepted).toMatchObject({ type: 'accepted', context: expect.any(Object) });
    await alice.request(
      'send_msg',
      textMessage('are you there?', { chat_type: 2, receiver_id: '', group_id: accepted.group_id as string }),
    );
    await other.waitFor((frame) => frame.type === 'message' && frame.reception_id === receptionId);
    expect(stale.received.slice(seenBefore)).toEqual([]);
  });

  it("closes an agent's socket with 4001 within a second after its token expires", async () => {
    const running = await env.start({ agentTokenTtlMs: TTL_MS });
    const { token, expires_at: expiresAt } = await signInAgent(running, 'ann');
    const ann = track(await AgentSocket.open(running, token));
    const closed = await closeWithin(ann.closed, TTL_MS + 2000);
    expect(closed).toEqual({ code: WS_CLOSE_CODE.unauthorized, at: expect.any(Number) });
    const { at } = closed as { at: number };
    expect(at).toBeGreaterThanOrEqual(expiresAt);
    expect(at).toBeLessThanOrEqual(expiresAt + 1000);
  });
});

describe("an agent's frame after their token ended unseen by this node", () => {
  it('is not acted on: the socket closes with 4001 and the reception stays waiting', async () => {
    const dataDir = newDataDir('token-revocation-');
    const sockets: { close(): Promise<unknown> }[] = [];
    const running = await startSandboxIn(dataDir);
    try {
      const { token } = await signInAgent(running, 'ann');
      const ann = await AgentSocket.open(running, token);
      sockets.push(ann);
      const alice = await connectAs(running);
      sockets.push(alice);
      const receptionId = await contact(alice);
      await ann.waitFor(offeredTo(receptionId, ANN));
      // As another node's logout whose word has not arrived yet: the row says revoked, nobody was told.
      const database = await openTestDatabase(dataDir);
      await database.db.updateTable('agent_tokens').set({ revoked_at: Date.now() }).execute();
      await database.close();

      ann.send({ type: 'accept', reception_id: receptionId });
      expect(await closeWithin(ann.closed, 1000)).toEqual({
        code: WS_CLOSE_CODE.unauthorized,
        at: expect.any(Number),
      });
      expect(await phaseOf(alice, receptionId)).toBe(RECEPTION_PHASE.humanRequested);
      expect(
        alice.received.some(
          (result) =>
            result.kind === 'frame' &&
            result.frame.identify === 'push_msg' &&
            result.frame.data.content_type === CONTENT_TYPE.groupSystem,
        ),
      ).toBe(false);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
      await running.close();
      await removeDataDir(dataDir);
    }
  });
});
