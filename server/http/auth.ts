import type { FastifyRequest } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { HEADERS } from '../../src/protocol/identifiers';
import { SandboxError } from '../errors';
import type { Store } from '../store';
import type { Product } from '../store/products';
import type { User } from '../store/users';

export interface Session {
  user: User;
  product: Product;
}

/** A single-valued request header; repeated or empty counts as absent. */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The user and product named by the X-Token header: tokenInvalid when absent or unknown, tokenExpired
 * when past its expiry or revoked by logout (docs/protocol.md, "Sessions").
 */
export async function requireSession(store: Store, request: FastifyRequest): Promise<Session> {
  const token = headerOf(request, HEADERS.token);
  const found = token ? await store.tokens.lookup(token) : undefined;
  if (!found) throw new SandboxError(ERROR_CODE.tokenInvalid);
  if (found.status === 'ended') throw new SandboxError(ERROR_CODE.tokenExpired);
  const [user, product] = await Promise.all([
    store.users.findById(found.session.userId),
    store.products.findById(found.session.productId),
  ]);
  if (!user || !product) throw new SandboxError(ERROR_CODE.tokenInvalid);
  return { user, product };
}
