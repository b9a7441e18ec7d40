/**
 * The sandbox-only agent socket (/agent-ws, server/README.md) from a test: plays the agent's side.
 * Node only (the `ws` package).
 */
import WebSocket from 'ws';

export type AgentFrame = Record<string, unknown> & { type: string };

export class AgentSocket {
  readonly received: AgentFrame[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.received.push(JSON.parse(raw.toString()) as AgentFrame);
      for (const wake of [...this.waiters]) wake();
    });
  }

  /** `wsUrl` is the customer socket's URL (…/ws); the agent socket is beside it at /agent-ws. */
  static open(sandbox: { wsUrl: string }, agentId: string): Promise<AgentSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${sandbox.wsUrl.replace(/\/ws$/, '/agent-ws')}?agent_id=${agentId}`);
      const agent = new AgentSocket(socket);
      socket.once('open', () => resolve(agent));
      socket.once('error', reject);
    });
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
