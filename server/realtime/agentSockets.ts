import type { WebSocket } from 'ws';
import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { AgentChannel } from './agentChannel';

function sendIfOpen(socket: WebSocket, text: string): void {
  if (socket.readyState === socket.OPEN) socket.send(text);
}

/**
 * The only owner of the agents' sockets. An agent may have several consoles open: each frame for the
 * agent goes to all of them, and the agent is offline only once the last one closes (docs/security.md,
 * "Agents": a second console never silently kicks the first).
 */
export class AgentSockets implements AgentChannel {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  /** Adds one of the agent's sockets; true when the agent was offline until now. */
  attach(agentId: string, socket: WebSocket): boolean {
    const own = this.sockets.get(agentId);
    if (own) {
      own.add(socket);
      return false;
    }
    this.sockets.set(agentId, new Set([socket]));
    return true;
  }

  /** Forgets one of the agent's sockets; true when it was the last, so the agent went offline. */
  detach(agentId: string, socket: WebSocket): boolean {
    const own = this.sockets.get(agentId);
    if (!own?.delete(socket) || own.size > 0) return false;
    this.sockets.delete(agentId);
    return true;
  }

  onlineAgentIds(): string[] {
    return [...this.sockets.keys()];
  }

  send(agentId: string, frame: ServerToAgentFrame): void {
    const own = this.sockets.get(agentId);
    if (!own) return;
    const text = JSON.stringify(frame);
    for (const socket of own) sendIfOpen(socket, text);
  }

  broadcast(frame: ServerToAgentFrame): void {
    const text = JSON.stringify(frame);
    for (const own of this.sockets.values()) for (const socket of own) sendIfOpen(socket, text);
  }
}
