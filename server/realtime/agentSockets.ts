import type { WebSocket } from 'ws';
import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { AgentChannel } from './agentChannel';

function sendIfOpen(socket: WebSocket, text: string): void {
  if (socket.readyState === socket.OPEN) socket.send(text);
}

/** The only owner of the agents' sockets: one per agent, the newest wins. */
export class AgentSockets implements AgentChannel {
  private readonly sockets = new Map<string, WebSocket>();

  /** Makes `socket` the agent's; an older socket of the same agent is closed (1000 'opened elsewhere'). */
  attach(agentId: string, socket: WebSocket): void {
    const previous = this.sockets.get(agentId);
    this.sockets.set(agentId, socket);
    if (previous && previous !== socket) previous.close(1000, 'opened elsewhere');
  }

  /** Forgets `socket` unless a newer one replaced it; true when the agent went offline. */
  detach(agentId: string, socket: WebSocket): boolean {
    if (this.sockets.get(agentId) !== socket) return false;
    this.sockets.delete(agentId);
    return true;
  }

  onlineAgentIds(): string[] {
    return [...this.sockets.keys()];
  }

  send(agentId: string, frame: ServerToAgentFrame): void {
    const socket = this.sockets.get(agentId);
    if (socket) sendIfOpen(socket, JSON.stringify(frame));
  }

  broadcast(frame: ServerToAgentFrame): void {
    const text = JSON.stringify(frame);
    for (const socket of this.sockets.values()) sendIfOpen(socket, text);
  }
}
