import { ERROR_CODE } from '../../../src/protocol/codes';
import { HEADERS, REST } from '../../../src/protocol/identifiers';
import { id, object, optional, str } from '../../../src/protocol/validate';
import { verifyPassword } from '../../db/passwords';
import { SandboxError } from '../../errors';
import { isValidSign } from '../../sign';
import type { Store } from '../../store';
import type { Product } from '../../store/products';
import type { User } from '../../store/users';
import { parseOrThrow, requireText } from '../../validation';
import { headerOf, requireSession } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

const loginBodySchema = object({
  username: optional(str),
  user_id: optional(id),
  password: optional(str),
  nickname: optional(str),
  distinct_id: optional(str),
  app_key: optional(str),
  sign: optional(str),
  language: optional(str),
});

function authFailed(reason: string): SandboxError {
  return new SandboxError(ERROR_CODE.authFailed, reason);
}

/** The user the link names; a username and a user_id that name two different users are refused. */
function findUser(store: Store, username: string | undefined, userId: string | undefined): User | undefined {
  const byName = username !== undefined ? store.users.findByUsername(username) : undefined;
  const byId = userId !== undefined ? store.users.findById(userId) : undefined;
  if (username !== undefined && userId !== undefined && (byName || byId) && byName?.id !== byId?.id) {
    throw authFailed('username and user_id do not match');
  }
  return byName ?? byId;
}

/** A signed link vouches for a user the sandbox has not seen yet (docs/protocol.md, "Decision: sign"). */
function createVouchedUser(store: Store, username: string | undefined, userId: string | undefined, nickname?: string): User {
  const name = username ?? `account-${userId}`;
  try {
    return store.users.createCustomer({ id: userId, username: name, nickname: nickname?.trim() || name });
  } catch {
    throw authFailed('cannot create this user');
  }
}

async function authenticate(store: Store, product: Product, body: ReturnType<typeof parseLogin>): Promise<User> {
  const { username, userId, password, sign } = body;
  const user = findUser(store, username, userId);
  if (product.secret !== null) {
    if (!sign || !isValidSign(sign, product.secret, product.appKey, username, userId)) throw authFailed('bad or missing sign');
    return user ?? createVouchedUser(store, username, userId, body.nickname);
  }
  // Always hash, so an unknown user answers as slowly as a wrong password.
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !passwordMatches) throw authFailed('wrong username or password');
  return user;
}

function parseLogin(input: unknown) {
  const body = parseOrThrow(loginBodySchema, input ?? {}, 'body');
  const username = body.username || undefined;
  const userId = body.user_id || undefined;
  if (username === undefined && userId === undefined) {
    throw new SandboxError(ERROR_CODE.parameterError, 'username or user_id is required');
  }
  // Not trimmed: spaces may be part of a password.
  const password = body.password;
  if (!password) throw new SandboxError(ERROR_CODE.parameterError, 'password is required');
  return {
    username,
    userId,
    password,
    appKey: requireText(body.app_key, 'app_key'),
    sign: body.sign || undefined,
    nickname: body.nickname,
  };
}

export function userRoutes({ store }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: REST.login,
      async handler(request) {
        const body = parseLogin(request.body);
        const product = store.products.findByAppKey(body.appKey);
        if (!product) throw new SandboxError(ERROR_CODE.unsupportedProduct);
        const productHeader = headerOf(request, HEADERS.productId);
        if (productHeader !== undefined && productHeader !== product.id) {
          throw new SandboxError(ERROR_CODE.parameterError, `${HEADERS.productId} does not match app_key`);
        }
        const user = await authenticate(store, product, body);
        if (user.kind !== 'customer') throw authFailed('not a customer account');
        return { id: user.id, token: store.tokens.issue(user.id, product.id) };
      },
    },
    {
      method: 'GET',
      url: REST.userInfo,
      handler(request) {
        const { user } = requireSession(store, request);
        return { id: user.id, username: user.username, nickname: user.nickname, avatar: user.avatar };
      },
    },
  ];
}
