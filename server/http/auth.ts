import type { FastifyRequest } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { HEADERS } from '../../src/protocol/identifiers';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import type { AgentSession, Session, SessionService } from '../sessions/service';

/** A single-valued request header; repeated or empty counts as absent. */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The user and product named by the X-Token header (SessionService.ofToken). */
export function requireSession(sessions: SessionService, request: FastifyRequest): Promise<Session> {
  return sessions.ofToken(headerOf(request, HEADERS.token));
}

/** The customer (user and product) named by the X-Token header. */
export async function requireCustomer(sessions: SessionService, request: FastifyRequest): Promise<CustomerRef> {
  const { user, product } = await requireSession(sessions, request);
  return { userId: user.id, productId: product.id };
}

/** The signed-in agent named by the X-Token header (an agent token); a customer's token or none is refused. */
export function requireAgent(sessions: SessionService, request: FastifyRequest): Promise<AgentSession> {
  return sessions.agentSession(headerOf(request, HEADERS.token));
}

/** A signed-in agent with the help centre's editor role (users.can_edit_faq); another agent gets `forbidden`. */
export async function requireEditor(sessions: SessionService, request: FastifyRequest): Promise<AgentSession> {
  const agent = await requireAgent(sessions, request);
  if (!agent.canEditFaq) throw new SandboxError(ERROR_CODE.forbidden, 'editing the help centre needs the editor role');
  return agent;
}

/** A signed-in agent with the supervisor role (users.is_supervisor); another agent gets `forbidden` (HTTP 403). */
export async function requireSupervisor(sessions: SessionService, request: FastifyRequest): Promise<AgentSession> {
  const agent = await requireAgent(sessions, request);
  if (!agent.supervisor) throw new SandboxError(ERROR_CODE.forbidden, "the team's figures need the supervisor role");
  return agent;
}
