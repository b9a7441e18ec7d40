import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';

/**
 * How services reach the agents of the sandbox-only agent socket without holding sockets
 * (realtime/agentSockets.ts holds them), on every node. A frame for an agent who is offline goes nowhere.
 */
export interface AgentChannel {
  /** The agents whose socket is open on any live node, in the order they first came online. */
  onlineAgentIds(): Promise<string[]>;
  send(agentId: string, frame: ServerToAgentFrame): void;
  /** To every online agent. */
  broadcast(frame: ServerToAgentFrame): void;
}
