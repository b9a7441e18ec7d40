/**
 * Agents are users (issue 14): sign-in with a password, expiring and revocable tokens, a socket that
 * needs the token and an allowed Origin, every agent frame authorized, several consoles per agent, and
 * a switch that turns the whole console off.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { SandboxDatabase } from '../../../../server/db/open';
import { AGENT_REST } from '../../../../src/protocol/agentFrames';
import { CONTENT_TYPE, ERROR_CODE, RECEPTION_PHASE, WS_CLOSE_CODE } from '../../../../src/protocol/codes';
import { HEADERS } from '../../../../src/protocol/identifiers';
import {
  AgentSocket,
  agentSocketUrl,
  postAgentLogin,
  refusedAgentSocket,
  signInAgent,
  type AgentFrame,
} from '../../../support/agentSocket';
import { connectAs, newDataDir, removeDataDir, textMessage, type TestSocket } from '../../../support/sandbox';
import { sandboxPerTest } from '../../../support/sandboxPerTest';
import { openTestDatabase } from '../../../support/testDatabase';

const AI_OF_DEMO = '20001';
const HEX_TOKEN = /^[0-9a-f]{64}$/;

describe('agent security', () => {
  const env = sandboxPerTest('byTest');
  const { track } = env;

  async function contact(customer: TestSocket): Promise<string> {
    const result = await customer.request('seat_reception_contact', {
      conversation_id: `si_${customer.uid}_${AI_OF_DEMO}`,
      reason: 'help',
    });
    if (result.kind !== 'frame' || result.frame.identify !== 'seat_reception_contact')
      throw new Error(`no contact reply: ${JSON.stringify(result)}`);
    return result.frame.data.reception!.id;
  }

  const tokenQuery = (token: string) => `token=${token}`;

  describe('sign-in', () => {
    it('signs a demo agent in with its password and refuses a wrong one, an unknown user or a customer alike', async () => {
      const running = await env.start({ agentTokenTtlMs: 60_000 });
      const before = Date.now();
      const { status, envelope } = await postAgentLogin(running, { username: 'ann', password: 'ann-demo-pass' });
      expect(status).toBe(200);
      expect(envelope.data).toEqual({
        agent_id: '30001',
        nickname: 'Ann',
        token: expect.stringMatching(HEX_TOKEN),
        expires_at: expect.any(Number),
        supervisor: false,
      });
      expect(envelope.data!.expires_at).toBeGreaterThanOrEqual(before + 60_000);
      expect(envelope.data!.expires_at).toBeLessThanOrEqual(Date.now() + 60_000);

      for (const body of [
        { username: 'ann', password: 'ben-demo-pass' },
        { username: 'nobody', password: 'ann-demo-pass' },
        { username: 'alice', password: 'demo-pass' },
      ]) {
        const refused = await postAgentLogin(running, body);
        expect([refused.status, refused.envelope.code, refused.envelope.data]).toEqual([
          401,
          ERROR_CODE.authFailed,
          null,
        ]);
      }
      expect((await postAgentLogin(running, { username: 'ann' })).envelope.code).toBe(ERROR_CODE.parameterError);
    });

    it('is rate limited like the customer login', async () => {
      const running = await env.start({ signInLimit: { max: 3, timeWindowMs: 60_000 } });
      const codes = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        codes.push((await postAgentLogin(running, { username: 'ann', password: 'wrong' })).envelope.code);
      expect(codes).toEqual([
        ERROR_CODE.authFailed,
        ERROR_CODE.authFailed,
        ERROR_CODE.authFailed,
        ERROR_CODE.tooManyRequests,
        ERROR_CODE.tooManyRequests,
      ]);
      const { status } = await postAgentLogin(running, { username: 'ann', password: 'ann-demo-pass' });
      expect(status).toBe(429);
    });

    it('refuses the socket once the token has expired', async () => {
      const running = await env.start({ agentTokenTtlMs: 300 });
      const { token } = await signInAgent(running, 'ann');
      track(await AgentSocket.open(running, token));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await refusedAgentSocket(agentSocketUrl(running, tokenQuery(token)))).toEqual({
        code: WS_CLOSE_CODE.unauthorized,
        reason: 'invalid or expired token',
        frames: 0,
      });
    });

    it('revokes the token on logout, and only that one', async () => {
      const running = await env.start();
      const first = await signInAgent(running, 'ann');
      const second = await signInAgent(running, 'ann');
      const response = await fetch(`${running.baseUrl}${AGENT_REST.logout}`, {
        method: 'POST',
        headers: { [HEADERS.token]: first.token },
      });
      expect(((await response.json()) as { code: number }).code).toBe(ERROR_CODE.ok);
      expect((await refusedAgentSocket(agentSocketUrl(running, tokenQuery(first.token)))).code).toBe(
        WS_CLOSE_CODE.unauthorized,
      );
      track(await AgentSocket.open(running, second.token));
    });
  });

  describe('the socket', () => {
    it('is refused without a token, with a bad one and from a foreign Origin, before any frame', async () => {
      const running = await env.start();
      const { token } = await signInAgent(running, 'ann');
      expect(await refusedAgentSocket(agentSocketUrl(running, ''))).toEqual({
        code: WS_CLOSE_CODE.badRequest,
        reason: 'missing token',
        frames: 0,
      });
      expect(await refusedAgentSocket(agentSocketUrl(running, 'agent_id=30001'))).toEqual({
        code: WS_CLOSE_CODE.badRequest,
        reason: 'missing token',
        frames: 0,
      });
      expect(await refusedAgentSocket(agentSocketUrl(running, tokenQuery('f'.repeat(64))))).toEqual({
        code: WS_CLOSE_CODE.unauthorized,
        reason: 'invalid or expired token',
        frames: 0,
      });
      expect(await refusedAgentSocket(agentSocketUrl(running, tokenQuery(token)), 'http://evil.test')).toEqual({
        code: WS_CLOSE_CODE.forbiddenOrigin,
        reason: 'origin not allowed',
        frames: 0,
      });
      // The sandbox's own origin is allowed.
      const own = track(await AgentSocket.open(running, token, { origin: running.baseUrl }));
      await own.waitFor((frame) => frame.type === 'waiting');
    });

    it('accepts the origins of AGENT_ORIGINS', async () => {
      const running = await env.start({ agentOrigins: ['http://console.test:9000'] });
      const { token } = await signInAgent(running, 'ben');
      track(await AgentSocket.open(running, token, { origin: 'http://console.test:9000' }));
      expect(
        (await refusedAgentSocket(agentSocketUrl(running, tokenQuery(token)), 'http://console.test:9001')).code,
      ).toBe(WS_CLOSE_CODE.forbiddenOrigin);
    });
  });

  describe('every frame is authorized', () => {
    it("lets agent B neither accept, send to nor end agent A's reception", async () => {
      const running = await env.start();
      const ann = track(await AgentSocket.signIn(running, 'ann'));
      const ben = track(await AgentSocket.signIn(running, 'ben'));
      const alice = track(await connectAs(running));
      const receptionId = await contact(alice);
      const accepting = ann.received.length;
      ann.send({ type: 'accept', reception_id: receptionId });
      await ann.waitFor((frame) => frame.type === 'accepted' && frame.reception_id === receptionId, accepting);
      await alice.waitFor(
        (result) =>
          result.kind === 'frame' &&
          result.frame.identify === 'push_msg' &&
          result.frame.data.content_type === CONTENT_TYPE.groupSystem,
      );
      const pushesBefore = alice.received.length;

      for (const frame of [
        { type: 'accept', reception_id: receptionId },
        { type: 'send', reception_id: receptionId, content: 'I am not your agent' },
        { type: 'end', reception_id: receptionId },
      ]) {
        const from = ben.received.length;
        ben.send(frame);
        expect(await ben.waitFor((received) => received.type === 'error', from)).toEqual({
          type: 'error',
          message: expect.any(String),
        });
      }
      const status = await alice.request('seat_reception_status', { reception_id: receptionId });
      expect(
        status.kind === 'frame' &&
          status.frame.identify === 'seat_reception_status' &&
          status.frame.data.reception?.phase,
      ).toBe(RECEPTION_PHASE.humanServing);
      // Nothing reached the customer from Ben: only the status reply came after.
      expect(
        alice.received
          .slice(pushesBefore)
          .filter((result) => result.kind === 'frame' && result.frame.identify === 'push_msg'),
      ).toEqual([]);
    });
  });

  describe('two consoles for one agent', () => {
    it('keeps both open, sends every frame to both, and goes offline only with the last', async () => {
      const running = await env.start();
      const first = track(await AgentSocket.signIn(running, 'ann'));
      const second = track(await AgentSocket.signIn(running, 'ann'));
      const alice = track(await connectAs(running));
      const receptionId = await contact(alice);
      const waitingWith = (frame: AgentFrame) =>
        frame.type === 'waiting' &&
        (frame.receptions as { reception_id: string }[]).some((entry) => entry.reception_id === receptionId);
      await first.waitFor(waitingWith);
      await second.waitFor(waitingWith);

      first.send({ type: 'accept', reception_id: receptionId });
      await second.waitFor((frame) => frame.type === 'accepted' && frame.reception_id === receptionId);
      expect(first.socket.readyState).toBe(WebSocket.OPEN);

      await first.close();
      await alice.request(
        'send_msg',
        textMessage('still there?', { chat_type: 2, receiver_id: '', group_id: `cg_1_${alice.uid}` }),
      );
      const forwarded = await second.waitFor((frame) => frame.type === 'message' && frame.reception_id === receptionId);
      expect((forwarded.message as { content: string }).content).toBe('still there?');

      await second.close();
      const bob = track(await connectAs(running, { username: 'bob' }));
      const reply = await bob.request('seat_reception_contact', {
        conversation_id: `si_${bob.uid}_${AI_OF_DEMO}`,
        reason: 'help',
      });
      expect(reply.kind === 'frame' && reply.frame.data).toEqual({});
      await bob.waitFor(
        (result) =>
          result.kind === 'frame' &&
          result.frame.identify === 'push_signal_msg' &&
          result.frame.data.content_type === CONTENT_TYPE.noAgentOnline,
      );
    });
  });

  describe('AGENT_CONSOLE=off', () => {
    it('answers 404 for the page (by path or file name), the sign-in and the socket', async () => {
      const staticDir = mkdtempSync(join(tmpdir(), 'agent-static-'));
      try {
        writeFileSync(join(staticDir, 'agent.html'), '<!doctype html><title>Agent console</title>');
        writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Chat</title>');
        const running = await env.start({ agentConsole: false, staticDir });
        for (const path of ['/agent', '/agent/', '/agent.html'])
          expect([path, (await fetch(`${running.baseUrl}${path}`)).status]).toEqual([path, 404]);
        const login = await postAgentLogin(running, { username: 'ann', password: 'ann-demo-pass' });
        expect([login.status, login.envelope.code]).toEqual([404, ERROR_CODE.notFound]);
        // No agent socket: the upgrade reaches a plain HTTP route (the static files), which
        // @fastify/websocket closes at once without a code (1005) and without a frame.
        expect(await refusedAgentSocket(agentSocketUrl(running, tokenQuery('f'.repeat(64))))).toEqual({
          code: 1005,
          reason: '',
          frames: 0,
        });
      } finally {
        rmSync(staticDir, { recursive: true, force: true });
      }
    });

    it('serves the page while it is on', async () => {
      const staticDir = mkdtempSync(join(tmpdir(), 'agent-static-'));
      try {
        writeFileSync(join(staticDir, 'agent.html'), '<!doctype html><title>Agent console</title>');
        const running = await env.start({ staticDir });
        expect(await (await fetch(`${running.baseUrl}/agent`)).text()).toContain('Agent console');
      } finally {
        rmSync(staticDir, { recursive: true, force: true });
      }
    });
  });
});

describe('seeded agent passwords', () => {
  it('sets a missing password hash and never replaces one that is set', async () => {
    const dataDir = newDataDir('agent-seed-');
    try {
      const hashOf = async ({ db }: SandboxDatabase, id: string) =>
        (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
          .password_hash;
      const first = await openTestDatabase(dataDir);
      expect(await hashOf(first, '30001')).toMatch(/^scrypt\$/);
      await first.db.updateTable('users').set({ password_hash: null }).where('id', '=', '30001').execute();
      await first.db
        .updateTable('users')
        .set({ password_hash: 'scrypt$kept$kept' })
        .where('id', '=', '30002')
        .execute();
      await first.close();
      const again = await openTestDatabase(dataDir);
      expect(await hashOf(again, '30001')).toMatch(/^scrypt\$ln=\d+,r=8,p=1\$[0-9a-f]+\$[0-9a-f]+$/);
      expect(await hashOf(again, '30002')).toBe('scrypt$kept$kept');
      await again.close();
    } finally {
      await removeDataDir(dataDir);
    }
  });
});
