import type { FastifyInstance } from 'fastify';
import { AGENT_REST } from '../../../src/protocol/agentFrames';
import { ERROR_CODE } from '../../../src/protocol/codes';
import { HEADERS } from '../../../src/protocol/identifiers';
import { object, optional, str } from '../../../src/protocol/validate';
import { SandboxError } from '../../errors';
import type { HelpCentreEditingService } from '../../helpCentre/service';
import type { RecordingService } from '../../recordings/service';
import type { SessionService } from '../../sessions/service';
import { parseOrThrow, requireText } from '../../validation';
import { headerOf } from '../auth';
import { registerRoutes } from '../routeRegistration';
import { customerProfileRoutes, type CustomerProfileApiDeps } from './customerProfiles';
import { agentUploadRoutes } from './agentUploads';
import { helpCentreRoutes } from './helpCentre';
import { recordingAgentRoutes } from './recordings';
import { storageUseRoutes, type StorageUseApiDeps } from './storageUse';
import { supervisorRoutes, type SupervisorApiDeps } from './supervisor';
import type { ApiRoute } from './types';

export interface AgentApiDeps extends StorageUseApiDeps, CustomerProfileApiDeps, SupervisorApiDeps {
  sessions: SessionService;
  helpCentreEditing: HelpCentreEditingService;
  recordings: RecordingService;
}

const loginBodySchema = object({ username: optional(str), password: optional(str) });

function parseSignIn(input: unknown) {
  const body = parseOrThrow(loginBodySchema, input ?? {}, 'body');
  const username = requireText(body.username, 'username');
  // Not trimmed: spaces may be part of a password.
  if (!body.password) throw new SandboxError(ERROR_CODE.parameterError, 'password is required');
  return { username, password: body.password };
}

export function agentRoutes({ sessions }: AgentApiDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: AGENT_REST.login,
      async handler(request) {
        const { username, password } = parseSignIn(request.body);
        return sessions.signInAgent(username, password, request.ip);
      },
    },
    {
      method: 'POST',
      url: AGENT_REST.logout,
      // Idempotent for a token that already ended, as the customer's logout; an unknown one is refused.
      async handler(request) {
        await sessions.signOutAgent(headerOf(request, HEADERS.token) ?? '');
        return {};
      },
    },
  ];
}

/**
 * Agent sign-in and sign-out, the help-centre editor, the customers' recordings, the products'
 * storage use, the customer search and profiles, the agents' own uploads and the supervisor's figures;
 * only registered while the agent console is on.
 */
export function registerAgentApi(app: FastifyInstance, deps: AgentApiDeps): void {
  registerRoutes(app, [
    ...agentRoutes(deps),
    ...helpCentreRoutes(deps),
    ...recordingAgentRoutes(deps),
    ...storageUseRoutes(deps),
    ...customerProfileRoutes(deps),
    ...agentUploadRoutes(deps),
    ...supervisorRoutes(deps),
  ]);
}
