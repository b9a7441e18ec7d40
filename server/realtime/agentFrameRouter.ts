import type { FastifyBaseLogger } from 'fastify';
import { decodeAgentToServerFrame, type AgentToServerFrame, type AgentToServerFrameType } from '../../src/protocol/agentFrames';
import { SandboxError } from '../errors';
import type { AgentChannel } from './agentChannel';

/** What each agent frame does, by its type; the sender comes first. */
export type AgentFrameRoutes = {
  [T in AgentToServerFrameType]: (agentId: string, frame: Extract<AgentToServerFrame, { type: T }>) => void;
};

type AnyRoute = (agentId: string, frame: AgentToServerFrame) => void;

/**
 * Decodes each agent frame once and runs the route for its type. A frame that cannot be decoded or
 * acted on is answered with `{ type: 'error', message }` to its sender; the socket stays open.
 */
export function createAgentFrameRouter(routes: AgentFrameRoutes, agents: Pick<AgentChannel, 'send'>, log: Pick<FastifyBaseLogger, 'error'>) {
  const fail = (agentId: string, message: string) => agents.send(agentId, { type: 'error', message });
  return function routeAgentFrame(agentId: string, text: string): void {
    const decoded = decodeAgentToServerFrame(text);
    if (!decoded.ok) {
      fail(agentId, decoded.reason);
      return;
    }
    const { frame } = decoded;
    // The table pairs each type with its own frame; TypeScript cannot follow that through the index.
    const route = routes[frame.type] as AnyRoute;
    try {
      route(agentId, frame);
    } catch (error) {
      if (error instanceof SandboxError) {
        fail(agentId, error.message);
      } else {
        log.error({ err: error, type: frame.type }, 'agent frame failed');
        fail(agentId, 'server error');
      }
    }
  };
}
