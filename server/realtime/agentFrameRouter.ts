import type { FastifyBaseLogger } from 'fastify';
import {
  decodeAgentToServerFrame,
  type AgentToServerFrame,
  type AgentToServerFrameType,
} from '../../src/protocol/agentFrames';
import { SandboxError } from '../errors';
import type { AgentChannel } from '../ports';
import { KeyedQueue } from '../lib/keyedQueue';

/** What each agent frame does, by its type; the sender comes first. A route may work asynchronously. */
export type AgentFrameRoutes = {
  [T in AgentToServerFrameType]: (
    agentId: string,
    frame: Extract<AgentToServerFrame, { type: T }>,
  ) => void | Promise<void>;
};

type AnyRoute = (agentId: string, frame: AgentToServerFrame) => void | Promise<void>;

/** Whether the sender may still act, asked in turn just before their frame is acted on. */
export type StillSignedIn = () => Promise<boolean>;

/** Settles once the frame has been acted on (or dropped: its sender was no longer signed in); never rejects. */
export interface AgentFrameRouter {
  (agentId: string, text: string, stillSignedIn?: StillSignedIn): Promise<void>;
  /** Resolves once every frame routed so far has been acted on (the sandbox closes its database after). */
  drain(): Promise<void>;
}

/**
 * Decodes each agent frame once and runs the route for its type. A frame that cannot be decoded or
 * acted on is answered with `{ type: 'error', message }` to its sender; the socket stays open.
 *
 * One agent's frames, from all of their consoles, are acted on one at a time in the order they
 * arrived, so what a route sends back keeps that order; different agents run concurrently.
 */
export function createAgentFrameRouter(
  routes: AgentFrameRoutes,
  agents: Pick<AgentChannel, 'send'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): AgentFrameRouter {
  const fail = (agentId: string, message: string) => agents.send(agentId, { type: 'error', message });
  const queue = new KeyedQueue<string>();

  async function act(agentId: string, text: string): Promise<void> {
    const decoded = decodeAgentToServerFrame(text);
    if (!decoded.ok) {
      fail(agentId, decoded.reason);
      return;
    }
    const { frame } = decoded;
    // The table pairs each type with its own frame; TypeScript cannot follow that through the index.
    const route = routes[frame.type] as AnyRoute;
    try {
      await route(agentId, frame);
    } catch (error) {
      if (error instanceof SandboxError) {
        fail(agentId, error.message);
      } else {
        log.error({ err: error, type: frame.type }, 'agent frame failed');
        fail(agentId, 'server error');
      }
    }
  }

  const routeAgentFrame = (agentId: string, text: string, stillSignedIn?: StillSignedIn): Promise<void> =>
    // act answers every failure of a route; this catches only what escapes it (a failed send).
    queue
      .run(agentId, async () => {
        if (!stillSignedIn || (await stillSignedIn())) await act(agentId, text);
      })
      .catch((error: unknown) => log.error({ err: error }, 'agent frame failed'));
  return Object.assign(routeAgentFrame, { drain: () => queue.drain() });
}
