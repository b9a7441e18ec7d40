import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import type { ReceptionService } from '../reception/service';
import type { Store } from '../store';
import type { WorkOrderService } from '../workOrders/service';
import { WS_CLOSE_CODE } from './closeCodes';

/**
 * Sandbox-only: the agents' socket, a dev tool to play the agent's side by hand or in tests. It is
 * not part of the customer protocol (docs/protocol.md) and has no authentication: the sandbox binds
 * 127.0.0.1 by default. Frames are described in server/README.md ("Agent socket").
 */
export const AGENT_WS_PATH = '/agent-ws';

function text(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (raw instanceof ArrayBuffer ? Buffer.from(raw) : raw).toString('utf8');
}

interface AgentGatewayDeps {
  store: Store;
  reception: ReceptionService;
  workOrders: WorkOrderService;
}

export function registerAgentGateway(app: FastifyInstance, { store, reception, workOrders }: AgentGatewayDeps): void {
  app.get(AGENT_WS_PATH, { websocket: true }, (socket, request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const agentId = typeof query.agent_id === 'string' ? query.agent_id : '';
    if (agentId === '') {
      socket.close(WS_CLOSE_CODE.badRequest, 'missing agent_id');
      return;
    }
    if (store.users.findById(agentId)?.kind !== 'agent') {
      socket.close(WS_CLOSE_CODE.unauthorized, 'unknown agent');
      return;
    }
    reception.agentConnected(agentId, socket);
    workOrders.agentConnected(agentId, socket);
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return;
      const frame = text(raw);
      if (!workOrders.handlesAgentFrame(agentId, frame)) reception.agentFrame(agentId, frame);
    });
    socket.on('close', () => {
      reception.agentDisconnected(agentId, socket);
      workOrders.agentDisconnected(agentId, socket);
    });
  });
}
