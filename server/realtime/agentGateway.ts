import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AGENT_SOCKET_PATH, type ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { ReceptionService } from '../reception/service';
import type { SessionService } from '../sessions/service';
import type { WorkOrderService } from '../workOrders/service';
import { createAgentFrameRouter, type AgentFrameRoutes } from './agentFrameRouter';
import { isAllowedAgentOrigin } from './agentOrigin';
import type { AgentSockets } from './agentSockets';
import { onBudgetedMessage } from './budgetedMessages';
import { FLOOD_CLOSE_CODE, SETUP_FAILED_CLOSE_CODE, WS_CLOSE_CODE } from './closeCodes';
import type { FrameBudgetRule } from './frameBudget';
import { rawText } from './rawText';
import type { TokenSockets } from './tokenSockets';

/**
 * The agents' socket, driven by the agent console (/agent). Not part of the customer protocol; an
 * agent signs in first (routes/agent.ts) and opens `/agent-ws?token=…` from an allowed Origin
 * (docs/protocol.md, "Agent socket"; docs/security.md, "Agents").
 */
export const AGENT_WS_PATH = AGENT_SOCKET_PATH;

interface AgentGatewayDeps {
  sessions: SessionService;
  sockets: AgentSockets;
  /** Closes the socket when its token ends (logout, expiry) on any node. */
  tokens: TokenSockets;
  reception: ReceptionService;
  workOrders: WorkOrderService;
  /** Origins besides the sandbox's own that may open the socket. */
  allowedOrigins: readonly string[];
  /** Frames each socket may send (frameBudget.ts); over it, one `error` frame, then a close with 4008. */
  frameBudget: FrameBudgetRule;
}

/**
 * Each route acts only where the agent may: the reception service accepts only a waiting reception
 * offered to this agent, and sends, ends, syncs, marks seen, types, transfers or notes only in the ones
 * this agent serves (a transfer only to an agent of the reception's company); it lets only an agent
 * of the customer's company answer a left message, and only an agent of the work order's company advance
 * it. Each company's agents see its own queue and work orders alone.
 */
function agentFrameRoutes(reception: ReceptionService, workOrders: WorkOrderService): AgentFrameRoutes {
  return {
    accept: (agentId, frame) => reception.accept(agentId, frame.reception_id),
    send: (agentId, frame) =>
      reception.sendToCustomer(
        agentId,
        frame.reception_id,
        { contentType: frame.content_type, content: frame.content },
        frame.client_msg_id,
      ),
    answer_left_message: (agentId, frame) => reception.answerLeftMessage(agentId, frame.left_message_id, frame.content),
    end: (agentId, frame) => reception.endByAgent(agentId, frame.reception_id),
    seen: (agentId, frame) => reception.seenByAgent(agentId, frame.reception_id),
    advance_work_order: (agentId, frame) => workOrders.advance(agentId, frame.id),
    presence: (agentId, frame) => reception.setPresence(agentId, frame.status),
    sync: (agentId, frame) => reception.syncForAgent(agentId, frame.reception_id, frame.after_seq),
    typing: (agentId, frame) => reception.agentTyping(agentId, frame.reception_id),
    transfer: (agentId, frame) => reception.transfer(agentId, frame.reception_id, frame.to_agent_id, frame.note),
    transfer_targets: (agentId, frame) => reception.transferTargets(agentId, frame.reception_id),
    note: (agentId, frame) => reception.writeNote(agentId, frame.reception_id, frame.content),
  };
}

const TOO_MANY_FRAMES: ServerToAgentFrame = { type: 'error', message: 'too many frames: the rest are dropped' };

type Admission = { agentId: string; token: string; expiresAt: number } | { code: number; reason: string };

/** The signed-in agent of the upgrade request, or why the socket is refused; reasons never hold the token. */
async function admit(
  sessions: SessionService,
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): Promise<Admission> {
  if (!isAllowedAgentOrigin(request.headers.origin, request.headers.host, allowedOrigins)) {
    return { code: WS_CLOSE_CODE.forbiddenOrigin, reason: 'origin not allowed' };
  }
  const { token } = (request.query ?? {}) as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return { code: WS_CLOSE_CODE.badRequest, reason: 'missing token' };
  const live = await sessions.agentOfToken(token);
  if (live === undefined) {
    return { code: WS_CLOSE_CODE.unauthorized, reason: 'invalid or expired token' };
  }
  return { ...live, token };
}

interface Attached {
  agentId: string;
  token: string;
}

/** The agent of a socket that is admitted and attached, or undefined when it was refused (and closed) or has left already. */
async function attachAgent(
  socket: WebSocket,
  request: FastifyRequest,
  { sessions, sockets, tokens, allowedOrigins }: AgentGatewayDeps,
): Promise<Attached | undefined> {
  const admission = await admit(sessions, request, allowedOrigins);
  if (!('agentId' in admission)) {
    // Closed before anything is sent: a refused socket reads no frame.
    socket.close(admission.code, admission.reason);
    return undefined;
  }
  if (socket.readyState !== socket.OPEN) return undefined;
  tokens.track(socket, admission.token, admission.expiresAt);
  sockets.attach(admission.agentId, socket);
  return { agentId: admission.agentId, token: admission.token };
}

/** Returns a function that resolves once every agent frame received so far has been acted on. */
export function registerAgentGateway(app: FastifyInstance, deps: AgentGatewayDeps): () => Promise<void> {
  const { sessions, sockets, tokens, reception, workOrders, frameBudget } = deps;
  const routeFrame = createAgentFrameRouter(agentFrameRoutes(reception, workOrders), sockets, app.log);
  app.get(AGENT_WS_PATH, { websocket: true }, (socket, request) => {
    const logFailure = (message: string) => (error: unknown) => request.log.error({ err: error }, message);
    const failSetup = (error: unknown) => {
      logFailure('agent socket setup failed')(error);
      if (socket.readyState === socket.OPEN) socket.close(SETUP_FAILED_CLOSE_CODE, 'server error');
      return undefined;
    };
    const attached = attachAgent(socket, request, deps).catch(failSetup);
    // The queue, presence and served chats first, then the work-order list; the agent's frames after them.
    const ready = attached
      .then(async (agent) => {
        if (agent === undefined) return undefined;
        await reception.agentConnected(agent.agentId);
        await workOrders.agentConnected(agent.agentId);
        return agent;
      })
      .catch(failSetup);
    // Listening starts now, before the token is looked up: early frames wait for `ready` (in arrival
    // order), and a refused socket is told nothing.
    const whenReady = (work: (agent: Attached) => void) => {
      ready
        .then((agent) => {
          if (agent !== undefined) work(agent);
        })
        .catch(logFailure('agent frame failed'));
    };
    // Every action first checks the token still signs the agent in: a revocation the bus has not
    // brought yet (another node's logout) still stops it, and the socket closes with 4001.
    const stillSignedIn = (agent: Attached) => async () => {
      if ((await sessions.agentStillSignedIn(agent.token, agent.agentId)) && tokens.isLive(socket)) return true;
      tokens.close(socket);
      return false;
    };
    onBudgetedMessage(socket, frameBudget, {
      frame: (raw, isBinary) => {
        if (!isBinary) whenReady((agent) => void routeFrame(agent.agentId, rawText(raw), stillSignedIn(agent)));
      },
      refuse: () => whenReady(() => socket.send(JSON.stringify(TOO_MANY_FRAMES))),
      flooded: () =>
        whenReady(() => {
          if (socket.readyState === socket.OPEN) socket.close(FLOOD_CLOSE_CODE, 'too many frames');
        }),
    });
    socket.on('close', () => {
      // After the set-up work, so that going offline never overtakes coming online.
      ready
        .then(() => attached)
        .then(async (agent) => {
          if (agent !== undefined && sockets.detach(agent.agentId, socket)) await reception.agentDisconnected();
        })
        .catch(logFailure('agent socket close failed'));
    });
  });
  return () => routeFrame.drain();
}
