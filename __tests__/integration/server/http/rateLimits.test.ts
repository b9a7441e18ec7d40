/**
 * Frame budgets (docs/protocol.md, "Limits"; docs/security.md, "Rate limits"): frames per socket on both
 * sockets. Sign-in limits: sessions/signInLimits.test.ts.
 */
import WebSocket from 'ws';
import { FLOOD_CLOSE_CODE } from '../../../../server/realtime/closeCodes';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import type { DecodeResult } from '../../../../src/protocol/codec';
import { AgentSocket } from '../../../support/agentSocket';
import { connectAs, startSandbox, type RunningSandbox } from '../../../support/sandbox';

const FLOOD = 500;

const closeOf = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
const errorCode = (result: DecodeResult) => (result.kind === 'replyError' ? result.error.err_code : undefined);

describe('frame budget (FRAME_BUDGET: 20 frames/s, burst 40)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ aiDelayMs: 0 });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it(`throttles a flood of ${FLOOD} frames on a customer socket, answers 1008, then closes with ${FLOOD_CLOSE_CODE}; another user is unaffected`, async () => {
    const alice = await connectAs(sandbox);
    const bob = await connectAs(sandbox, { username: 'bob' });
    const closed = closeOf(alice.socket);
    for (let frame = 0; frame < FLOOD; frame++) alice.sendRequest('ping', {});

    expect(await closed).toBe(FLOOD_CLOSE_CODE);
    const replies = alice.received.filter((result) => result.kind === 'frame' || result.kind === 'replyError');
    expect(replies.length).toBeLessThan(FLOOD / 5);
    expect(replies.filter((result) => errorCode(result) === ERROR_CODE.tooManyRequests).length).toBeGreaterThanOrEqual(
      1,
    );
    expect((await bob.request('ping', {})).kind).toBe('frame');
    await bob.close();
  });

  it(`throttles a flood on an agent socket: one error frame, then a close with ${FLOOD_CLOSE_CODE}; another agent is unaffected`, async () => {
    const ann = await AgentSocket.signIn(sandbox, 'ann');
    const ben = await AgentSocket.signIn(sandbox, 'ben');
    const before = ann.received.length;
    const closed = closeOf(ann.socket);
    for (let frame = 0; frame < FLOOD; frame++) ann.send({ type: 'accept', reception_id: 'no-such-reception' });

    expect(await closed).toBe(FLOOD_CLOSE_CODE);
    const errors = ann.received.slice(before).filter((frame) => frame.type === 'error');
    expect(errors.length).toBeLessThan(FLOOD / 5);
    expect(errors.filter((frame) => /too many frames/.test(String(frame.message)))).toHaveLength(1);
    const from = ben.received.length;
    ben.send({ type: 'accept', reception_id: 'no-such-reception' });
    expect((await ben.waitFor((frame) => frame.type === 'error', from)).message).not.toMatch(/too many frames/);
    await ben.close();
  });
});
