import { ERROR_CODE } from '../../src/protocol/codes';
import { passwordMatches } from './passwordCheck';
import { SandboxError } from '../errors';
import type { Store } from '../store';
import type { Product } from '../store/products';
import type { User } from '../store/users';
import { verifySign } from './signedLinks';

/** What POST user/login brings once parsed (docs/protocol.md, "POST /api/v1/user/login"). */
export interface CustomerCredentials {
  username?: string;
  userId?: string;
  password: string;
  appKey: string;
  sign?: string;
  ts?: string;
  nonce?: string;
  nickname?: string;
}

export function authFailed(reason: string): SandboxError {
  return new SandboxError(ERROR_CODE.authFailed, reason);
}

/** The user the link names; a username and a user_id that name two different users are refused. */
async function findUser(
  store: Store,
  username: string | undefined,
  userId: string | undefined,
): Promise<User | undefined> {
  const [byName, byId] = await Promise.all([
    username !== undefined ? store.users.findByUsername(username) : undefined,
    userId !== undefined ? store.users.findById(userId) : undefined,
  ]);
  if (username !== undefined && userId !== undefined && (byName || byId) && byName?.id !== byId?.id) {
    throw authFailed('username and user_id do not match');
  }
  return byName ?? byId;
}

/** A signed link vouches for a user the sandbox has not seen yet (docs/protocol.md, "Signed links"). */
async function createVouchedUser(
  store: Store,
  username: string | undefined,
  userId: string | undefined,
  nickname?: string,
): Promise<User> {
  const name = username ?? `account-${userId}`;
  try {
    return await store.users.createCustomer({ id: userId, username: name, nickname: nickname?.trim() || name });
  } catch {
    throw authFailed('cannot create this user');
  }
}

/** Authentic, fresh and not used before; the nonce is claimed only once the rest holds. */
async function requireSignedLink(
  store: Store,
  product: Product & { secret: string },
  credentials: CustomerCredentials,
  windowMs: number,
  now: number,
): Promise<void> {
  const { username, userId, ts, nonce } = credentials;
  const verdict = verifySign({
    sign: credentials.sign,
    secret: product.secret,
    fields: { appKey: product.appKey, username, userId, ts, nonce },
    nowMs: now,
    windowMs,
  });
  if (!verdict.ok) throw new SandboxError(verdict.code, verdict.reason);
  if (!(await store.signNonces.claim(product.id, nonce as string, verdict.nonceExpiresAt, now))) {
    throw new SandboxError(ERROR_CODE.signExpired, 'nonce already used');
  }
}

/** The user the credentials name: by a signed link when the product has a secret, else by password. */
export async function authenticate(
  store: Store,
  product: Product,
  credentials: CustomerCredentials,
  signWindowMs: number,
  now: number,
): Promise<User> {
  const { username, userId, password } = credentials;
  const user = await findUser(store, username, userId);
  if (product.secret !== null) {
    await requireSignedLink(store, { ...product, secret: product.secret }, credentials, signWindowMs, now);
    return user ?? createVouchedUser(store, username, userId, credentials.nickname);
  }
  // Always hash, so an unknown user answers as slowly as a wrong password.
  const matches = await passwordMatches(store, user, password);
  if (!user || !matches) throw authFailed('wrong username or password');
  return user;
}
