import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Cluster } from './cluster';
import { registerAgentApi } from './http/routes/agent';
import { registerAgentGateway } from './realtime/agentGateway';
import { AgentSockets } from './realtime/agentSockets';
import type { FaultController } from './realtime/faults';
import { FRAME_BUDGET, type FrameBudgetRule } from './realtime/frameBudget';
import { registerGateway } from './realtime/gateway';
import { createHandlers } from './realtime/handlers';
import { ConnectionRegistry } from './realtime/registry';
import { TokenSockets } from './realtime/tokenSockets';
import type { Services } from './services';

/** This node's sockets, by who owns them. */
export interface SocketOwners {
  /** The customers' connections on this node, and the one way to push to a customer on any node. */
  registry: ConnectionRegistry;
  agentSockets: AgentSockets;
  /** Every socket, customers' and agents', by its token: closed when the token ends, on any node. */
  tokenSockets: TokenSockets;
}

/** The owners of this node's sockets, listening to the other nodes. */
export async function openSocketOwners(cluster: Cluster, log: FastifyBaseLogger): Promise<SocketOwners> {
  const registry = new ConnectionRegistry(log, cluster.customers);
  const tokenSockets = new TokenSockets(cluster, log);
  await tokenSockets.listen();
  const agentSockets = new AgentSockets(cluster, log, tokenSockets);
  await agentSockets.listen();
  return { registry, agentSockets, tokenSockets };
}

/** What of the sandbox's options the sockets use (app.ts, SandboxOptions). */
export interface SocketSettings {
  faults?: FaultController;
  frameBudget?: FrameBudgetRule;
  agentOrigins?: readonly string[];
}

interface SocketRoutes extends SocketOwners {
  agentConsole: boolean;
}

/**
 * The customer socket and, with the agent console, agent sign-in and the agent socket. Returns, per
 * socket route, a function that settles once the frames it received so far have been handled.
 */
export function registerSockets(
  app: FastifyInstance,
  options: SocketSettings,
  services: Services,
  { registry, agentSockets, tokenSockets, agentConsole }: SocketRoutes,
): (() => Promise<void>)[] {
  const frameBudget = options.frameBudget ?? FRAME_BUDGET;
  const { sessions } = services;
  const work = [
    registerGateway(app, {
      sessions,
      registry,
      tokens: tokenSockets,
      handlers: createHandlers(services),
      faults: options.faults,
      frameBudget,
    }),
  ];
  if (!agentConsole) return work;
  registerAgentApi(app, {
    sessions,
    helpCentreEditing: services.helpCentreEditing,
    recordings: services.recordings,
    uploads: services.uploads,
    profiles: services.profiles,
    supervision: services.supervision,
  });
  const { reception, workOrders } = services;
  const allowedOrigins = options.agentOrigins ?? [];
  work.push(
    registerAgentGateway(app, {
      sessions,
      sockets: agentSockets,
      tokens: tokenSockets,
      reception,
      workOrders,
      allowedOrigins,
      frameBudget,
    }),
  );
  return work;
}
