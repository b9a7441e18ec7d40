import type { FastifyInstance } from 'fastify';
import type { ReceptionService } from '../reception/service';
import type { Store } from '../store';
import type { WorkOrderService } from '../workOrders/service';
import { createAgentFrameRouter, type AgentFrameRoutes } from './agentFrameRouter';
import type { AgentSockets } from './agentSockets';
import { WS_CLOSE_CODE } from './closeCodes';
import { rawText } from './rawText';

/**
 * Sandbox-only: the agents' socket, a dev tool to play the agent's side by hand or in tests. It is
 * not part of the customer protocol (docs/protocol.md) and has no authentication: the sandbox binds
 * 127.0.0.1 by default. Frames are described in server/README.md ("Agent socket") and
 * src/protocol/agentFrames.ts.
 */
export const AGENT_WS_PATH = '/agent-ws';

interface AgentGatewayDeps {
  store: Store;
  sockets: AgentSockets;
  reception: ReceptionService;
  workOrders: WorkOrderService;
}

function agentFrameRoutes(reception: ReceptionService, workOrders: WorkOrderService): AgentFrameRoutes {
  return {
    accept: (agentId, frame) => reception.accept(agentId, frame.reception_id),
    send: (agentId, frame) => reception.sendToCustomer(agentId, frame.reception_id, frame.content),
    end: (agentId, frame) => reception.endByAgent(agentId, frame.reception_id),
    advance_work_order: (_agentId, frame) => workOrders.advance(frame.id),
  };
}

/** The agent's id from the upgrade request, or why the socket is refused. */
function agentOf(store: Store, query: unknown): { agentId: string } | { code: number; reason: string } {
  const { agent_id: agentId } = (query ?? {}) as Record<string, unknown>;
  if (typeof agentId !== 'string' || agentId === '') return { code: WS_CLOSE_CODE.badRequest, reason: 'missing agent_id' };
  if (store.users.findById(agentId)?.kind !== 'agent') return { code: WS_CLOSE_CODE.unauthorized, reason: 'unknown agent' };
  return { agentId };
}

export function registerAgentGateway(app: FastifyInstance, { store, sockets, reception, workOrders }: AgentGatewayDeps): void {
  const routeFrame = createAgentFrameRouter(agentFrameRoutes(reception, workOrders), sockets, app.log);
  app.get(AGENT_WS_PATH, { websocket: true }, (socket, request) => {
    const agent = agentOf(store, request.query);
    if (!('agentId' in agent)) {
      socket.close(agent.code, agent.reason);
      return;
    }
    const { agentId } = agent;
    sockets.attach(agentId, socket);
    // The waiting list goes to every agent, this one included, before this one's work-order list.
    reception.onlineAgentsChanged();
    workOrders.agentConnected(agentId);
    socket.on('message', (raw, isBinary) => {
      if (!isBinary) routeFrame(agentId, rawText(raw));
    });
    socket.on('close', () => {
      if (sockets.detach(agentId, socket)) reception.onlineAgentsChanged();
    });
  });
}
