import type { FastifyInstance } from 'fastify';
import { AGENT_REST } from '../../../src/protocol/agentFrames';
import { ERROR_CODE } from '../../../src/protocol/codes';
import { HEADERS } from '../../../src/protocol/identifiers';
import { object, optional, str } from '../../../src/protocol/validate';
import { verifyPassword } from '../../db/passwords';
import { SandboxError } from '../../errors';
import type { Store } from '../../store';
import { parseOrThrow, requireText } from '../../validation';
import { headerOf } from '../auth';
import type { RateLimitRule } from '../rateLimits';
import { registerRoutes } from '../routeRegistration';
import type { ApiRoute } from './types';

/** How long an agent's sign-in lasts unless SandboxOptions.agentTokenTtlMs says otherwise: a working day. */
export const DEFAULT_AGENT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export interface AgentApiDeps {
  store: Store;
  signInLimit: RateLimitRule;
  tokenTtlMs: number;
}

const loginBodySchema = object({ username: optional(str), password: optional(str) });

async function signIn(store: Store, input: unknown, tokenTtlMs: number) {
  const body = parseOrThrow(loginBodySchema, input ?? {}, 'body');
  const username = requireText(body.username, 'username');
  // Not trimmed: spaces may be part of a password.
  if (!body.password) throw new SandboxError(ERROR_CODE.parameterError, 'password is required');
  const user = await store.users.findByUsername(username);
  const agent = user?.kind === 'agent' ? user : undefined;
  // Always hash, so an unknown user (or a customer) answers as slowly as a wrong password.
  const matches = await verifyPassword(body.password, agent?.passwordHash ?? null);
  if (!agent || !matches) throw new SandboxError(ERROR_CODE.authFailed, 'wrong username or password');
  const { token, expiresAt } = await store.agentTokens.issue(agent.id, tokenTtlMs);
  return { agent_id: agent.id, nickname: agent.nickname, token, expires_at: expiresAt };
}

export function agentRoutes({ store, signInLimit, tokenTtlMs }: AgentApiDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: AGENT_REST.login,
      rateLimit: signInLimit,
      handler: (request) => signIn(store, request.body, tokenTtlMs),
    },
    {
      method: 'POST',
      url: AGENT_REST.logout,
      // Idempotent for a token that already ended, as the customer's logout; an unknown one is refused.
      async handler(request) {
        const token = headerOf(request, HEADERS.token) ?? '';
        if (!(await store.agentTokens.isKnown(token))) throw new SandboxError(ERROR_CODE.tokenInvalid);
        await store.agentTokens.revoke(token);
        return {};
      },
    },
  ];
}

/** Agent sign-in and sign-out; only registered while the agent console is on. */
export function registerAgentApi(app: FastifyInstance, deps: AgentApiDeps): void {
  registerRoutes(app, agentRoutes(deps));
}
