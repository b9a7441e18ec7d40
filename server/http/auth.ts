import type { FastifyRequest } from 'fastify';
import { HEADERS } from '../../src/protocol/identifiers';
import type { CustomerRef } from '../ports';
import type { Session, SessionService } from '../sessions/service';

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
