import type { ServerToAgentFrame } from '../../src/protocol/agentFrames';

/**
 * How services reach the agents of the sandbox-only agent socket without holding sockets
 * (realtime/agentSockets.ts holds them). A frame for an agent who is offline goes nowhere.
 */
export interface AgentChannel {
  /** The agents whose socket is open, in the order they first came online. */
  onlineAgentIds(): string[];
  send(agentId: string, frame: ServerToAgentFrame): void;
  /** To every online agent. */
  broadcast(frame: ServerToAgentFrame): void;
}
