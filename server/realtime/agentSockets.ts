import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { Cluster } from '../cluster';
import type { AgentChannel } from '../ports';
import type { TokenSockets } from './tokenSockets';

/** The bus channel of agent frames between nodes. */
const AGENT_FRAMES = 'agents:frames';

/** A frame for one agent's consoles (`to`), from the node `from`. */
interface RelayedFrame {
  from: string;
  to: string;
  text: string;
}

/** Where no token is tracked (unit tests), a socket is live while open. */
const OPEN_IS_LIVE: Pick<TokenSockets, 'isLive'> = { isLive: (socket) => socket.readyState === socket.OPEN };

/**
 * The only owner of this node's agent sockets. An agent may have several consoles open, on one node or
 * several: each frame for the agent goes to all of them, and the agent is offline only once the last
 * one closes (docs/security.md, "Agents": a second console never silently kicks the first). Frames
 * go to this node's consoles at once and through the cluster's bus to the other nodes' consoles.
 */
export class AgentSockets implements AgentChannel {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  /** The cluster's presence writes, in order: a read of who is online waits for those before it. */
  private presence: Promise<void> = Promise.resolve();

  constructor(
    private readonly cluster: Pick<Cluster, 'nodeId' | 'agents' | 'bus'>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly tokens: Pick<TokenSockets, 'isLive'> = OPEN_IS_LIVE,
  ) {}

  /** Starts hearing the frames other nodes send to agents. */
  async listen(): Promise<void> {
    await this.cluster.bus.subscribe(AGENT_FRAMES, (text) => this.relayed(JSON.parse(text) as RelayedFrame));
  }

  /** Adds one of the agent's sockets; true when the agent had none on this node until now. */
  attach(agentId: string, socket: WebSocket): boolean {
    const own = this.sockets.get(agentId);
    if (own) {
      own.add(socket);
      return false;
    }
    this.sockets.set(agentId, new Set([socket]));
    this.record(() => this.cluster.agents.arrived(agentId));
    return true;
  }

  /** Forgets one of the agent's sockets; true when it was the last on this node. */
  detach(agentId: string, socket: WebSocket): boolean {
    const own = this.sockets.get(agentId);
    if (!own?.delete(socket) || own.size > 0) return false;
    this.sockets.delete(agentId);
    this.record(() => this.cluster.agents.left(agentId));
    return true;
  }

  async onlineAgentIds(): Promise<string[]> {
    await this.presence;
    return this.cluster.agents.onlineAgentIds();
  }

  send(agentId: string, frame: ServerToAgentFrame): void {
    const text = JSON.stringify(frame);
    this.deliverTo(agentId, text);
    this.relay({ from: this.cluster.nodeId, to: agentId, text });
  }

  private relay(frame: RelayedFrame): void {
    this.cluster.bus.publish(AGENT_FRAMES, JSON.stringify(frame));
  }

  private relayed({ from, to, text }: RelayedFrame): void {
    // This node's consoles had it at once.
    if (from !== this.cluster.nodeId) this.deliverTo(to, text);
  }

  private deliverTo(agentId: string, text: string): void {
    for (const socket of [...(this.sockets.get(agentId) ?? [])]) this.sendIfLive(socket, text);
  }

  /** Every frame, an offer included, goes only to a socket whose token has not ended (closed then, with 4001). */
  private sendIfLive(socket: WebSocket, text: string): void {
    if (socket.readyState === socket.OPEN && this.tokens.isLive(socket)) socket.send(text);
  }

  private record(write: () => Promise<void>): void {
    this.presence = this.presence
      .then(write)
      .catch((error: unknown) => this.log.error({ err: error }, 'agent presence could not be recorded'));
  }
}
