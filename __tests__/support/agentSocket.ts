/**
 * The agent socket (/agent-ws, docs/protocol.md "Agent socket") from a test: signs in as a demo agent
 * and plays the agent's side. Node only (the `ws` package).
 */
import WebSocket from 'ws';
import { DEMO_AGENTS } from '../../server/db/seed';
import { AGENT_REST, AGENT_SOCKET_PATH, type AgentSignIn } from '../../src/protocol/agentFrames';
import { nodeOf } from './nodeHeader';

export type AgentFrame = Record<string, unknown> & { type: string };

/** A demo agent by username (`ann`) or id (`30001`). */
function demoAgent(agent: string) {
  const found = DEMO_AGENTS.find((candidate) => candidate.username === agent || candidate.id === agent);
  if (!found) throw new Error(`no demo agent ${agent}`);
  return found;
}

/** The agent socket's URL beside the customer socket's (`…/ws`), with `query` (no `?`). */
export function agentSocketUrl(sandbox: { wsUrl: string }, query: string): string {
  return `${sandbox.wsUrl.replace(/\/ws$/, AGENT_SOCKET_PATH)}${query ? `?${query}` : ''}`;
}

/** POST agent/login; the envelope as it came. */
export async function postAgentLogin(sandbox: { baseUrl: string }, body: unknown) {
  const response = await fetch(`${sandbox.baseUrl}${AGENT_REST.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    envelope: (await response.json()) as { code: number; msg: string; data: AgentSignIn | null },
  };
}

/** Signs a demo agent in with its demo password (or `password`); throws when refused. */
export async function signInAgent(
  sandbox: { baseUrl: string },
  agent: string,
  password?: string,
): Promise<AgentSignIn> {
  const { username, password: demoPassword } = demoAgent(agent);
  const { envelope } = await postAgentLogin(sandbox, { username, password: password ?? demoPassword });
  if (envelope.code !== 0 || !envelope.data)
    throw new Error(`agent sign-in of ${username} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export interface AgentRefusal {
  code: number;
  reason: string;
  /** Frames read before the close: a refused socket must read none. */
  frames: number;
}

/** Opens the agent socket expecting a refusal; resolves with how it closed. */
export function refusedAgentSocket(url: string, origin?: string): Promise<AgentRefusal> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    let frames = 0;
    socket.on('message', () => {
      frames += 1;
    });
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString(), frames }));
    socket.once('error', reject);
  });
}

export class AgentSocket {
  readonly received: AgentFrame[] = [];
  /** The node that took the socket: its upgrade response's x-sandbox-node header (behind a load balancer). */
  node: string | undefined;
  /** How the socket closed, whichever side closed it. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.once('upgrade', (response) => {
      this.node = nodeOf(response.headers);
    });
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on('message', (raw) => {
      this.received.push(JSON.parse(raw.toString()) as AgentFrame);
      for (const wake of [...this.waiters]) wake();
    });
  }

  /**
   * The agent socket of a signed-in agent, once the sandbox has admitted it: the token is checked
   * after the upgrade, so only the console's first frame (its greeting) says the agent is online.
   * `origin` sends an Origin header as a browser page would.
   */
  static open(sandbox: { wsUrl: string }, token: string, options: { origin?: string } = {}): Promise<AgentSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(
        agentSocketUrl(sandbox, `token=${encodeURIComponent(token)}`),
        options.origin ? { origin: options.origin } : {},
      );
      const agent = new AgentSocket(socket);
      socket.once('message', () => resolve(agent));
      socket.once('close', (code, reason) =>
        reject(new Error(`agent socket closed before its greeting: ${code} ${reason.toString()}`)),
      );
      socket.once('error', reject);
    });
  }

  /** Signs a demo agent (username or id) in and opens its socket. */
  static async signIn(sandbox: { baseUrl: string; wsUrl: string }, agent: string): Promise<AgentSocket> {
    const { token } = await signInAgent(sandbox, agent);
    return AgentSocket.open(sandbox, token);
  }

  send(frame: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first frame after `from` (an index into received) that matches. */
  waitFor(matches: (frame: AgentFrame) => boolean, from = 0, timeoutMs = 5000): Promise<AgentFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received.slice(from).find(matches);
        if (found) {
          clearTimeout(timer);
          this.waiters.delete(check);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no matching agent frame; received ${JSON.stringify(this.received)}`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close(1000);
    });
  }
}
