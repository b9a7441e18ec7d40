import type { ServerToAgentFrame } from '../src/protocol/agentFrames';
import type { IncomingData } from '../src/protocol/frames';
import type { PushIdentifier } from '../src/protocol/identifiers';

/**
 * The ports between domain services and the transport: what a service names to reach a customer or an
 * agent, whichever node holds their socket. `realtime/` and `cluster/` implement them; no domain file
 * imports a transport file (docs/architecture.md, "Server layers").
 */

export interface CustomerRef {
  userId: string;
  productId: string;
}

/** The one way server code pushes to a customer, whichever node holds their connection. */
export interface CustomerChannel {
  /** To the customer's current connection on whichever node holds it; nowhere when there is none. */
  push<I extends PushIdentifier>(customer: CustomerRef, identify: I, data: IncomingData[I]): void;
}

/** May work asynchronously: the registry does not wait, and logs a failure. */
export interface PresenceWatcher {
  /** The user has a connection again (on any node) after having none. */
  connected(userId: string, productId: string): void | Promise<void>;
  /** The user's last connection closed (cluster-wide). */
  disconnected(userId: string, productId: string): void | Promise<void>;
}

/** The customers' connections as the reception sees them: pushes, and who comes and goes. */
export interface CustomerConnections extends CustomerChannel {
  watch(watcher: PresenceWatcher): void;
}

/**
 * How services reach the agents of the sandbox-only agent socket without holding sockets
 * (realtime/agentSockets.ts holds them), on every node. A frame for an agent who is offline goes nowhere.
 */
export interface AgentChannel {
  /** The agents whose socket is open on any live node, in the order they first came online. */
  onlineAgentIds(): Promise<string[]>;
  /** Services send per agent: no frame goes to every agent, whose companies differ (agents/companies.ts). */
  send(agentId: string, frame: ServerToAgentFrame): void;
}

/** Work a service leaves for after the reply has been written (pushes the client must see after it). */
export type AfterReplyTask = () => void | Promise<void>;
export type AfterReply = (task: AfterReplyTask) => void;

/**
 * How sessions tell the transport that a token ended before its expiry (logout, revocation): every
 * node closes the sockets that token opened (realtime/tokenSockets.ts). Expiry needs no telling: each
 * socket's node closes it at its token's expiry instant.
 */
export interface TokenEndings {
  ended(token: string): void;
}
