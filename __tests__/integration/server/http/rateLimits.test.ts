/**
 * Rate limits and frame budgets (docs/protocol.md, "Limits"; docs/security.md, "Rate limits"):
 * sign-in attempts per client, frames per socket on both sockets.
 */
import WebSocket from 'ws';
import { SIGN_IN_LIMIT } from '../../../../server/http/rateLimits';
import { FLOOD_CLOSE_CODE } from '../../../../server/realtime/closeCodes';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import type { DecodeResult } from '../../../../src/protocol/codec';
import { REST } from '../../../../src/protocol/identifiers';
import { AgentSocket, postAgentLogin } from '../../../support/agentSocket';
import { connectAs, startSandbox, type RunningSandbox } from '../../../support/sandbox';

const FLOOD = 500;

async function wrongLogin(sandbox: RunningSandbox) {
  const response = await fetch(`${sandbox.baseUrl}${REST.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'alice', password: 'not-the-password', app_key: 'demo', language: 'US' }),
  });
  const envelope = (await response.json()) as { code: number };
  return { status: response.status, code: envelope.code, retryAfter: response.headers.get('retry-after') };
}

const closeOf = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
const errorCode = (result: DecodeResult) => (result.kind === 'replyError' ? result.error.err_code : undefined);

describe('sign-in rate limit (SIGN_IN_LIMIT: 10 per minute per client)', () => {
  let sandbox: RunningSandbox;
  beforeEach(async () => {
    sandbox = await startSandbox({ signInLimit: SIGN_IN_LIMIT });
  });
  afterEach(async () => {
    await sandbox.close();
  });

  it('refuses the 11th and later of 20 wrong passwords with tooManyRequests (HTTP 429, Retry-After)', async () => {
    const attempts = [];
    for (let attempt = 0; attempt < 20; attempt++) attempts.push(await wrongLogin(sandbox));
    expect(attempts.slice(0, 10).map((attempt) => attempt.code)).toEqual(Array(10).fill(ERROR_CODE.authFailed));
    expect(attempts.slice(10).map((attempt) => [attempt.status, attempt.code])).toEqual(
      Array(10).fill([429, ERROR_CODE.tooManyRequests]),
    );
    expect(Number(attempts[19].retryAfter)).toBeGreaterThan(0);
  });

  it('limits agent sign-in the same way', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      codes.push((await postAgentLogin(sandbox, { username: 'ann', password: 'wrong' })).envelope.code);
    }
    expect(codes.slice(0, 10)).not.toContain(ERROR_CODE.tooManyRequests);
    expect(codes.slice(10)).toEqual([ERROR_CODE.tooManyRequests, ERROR_CODE.tooManyRequests]);
  });
});

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
