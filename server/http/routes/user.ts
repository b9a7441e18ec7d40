import { ERROR_CODE } from '../../../src/protocol/codes';
import { HEADERS, REST } from '../../../src/protocol/identifiers';
import { id, object, optional, str } from '../../../src/protocol/validate';
import { verifyPassword } from '../../db/passwords';
import { SandboxError } from '../../errors';
import { verifySign } from '../../sign';
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
  ts: optional(id),
  nonce: optional(str),
  language: optional(str),
});

/** Customer ids are numbers (docs/protocol.md, "POST /api/v1/user/login"). */
const USER_ID_PATTERN = /^[0-9]{1,20}$/;
const USERNAME_MAX_CHARS = 64;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

type LoginBody = ReturnType<typeof parseLogin>;

function authFailed(reason: string): SandboxError {
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
  body: LoginBody,
  windowMs: number,
  now: number,
): Promise<void> {
  const verdict = verifySign({
    sign: body.sign,
    secret: product.secret,
    fields: { appKey: product.appKey, username: body.username, userId: body.userId, ts: body.ts, nonce: body.nonce },
    nowMs: now,
    windowMs,
  });
  if (!verdict.ok) throw new SandboxError(verdict.code, verdict.reason);
  if (!(await store.signNonces.claim(product.id, body.nonce as string, verdict.nonceExpiresAt, now))) {
    throw new SandboxError(ERROR_CODE.signExpired, 'nonce already used');
  }
}

async function authenticate(
  store: Store,
  product: Product,
  body: LoginBody,
  signWindowMs: number,
  now: number,
): Promise<User> {
  const { username, userId, password } = body;
  const user = await findUser(store, username, userId);
  if (product.secret !== null) {
    await requireSignedLink(store, { ...product, secret: product.secret }, body, signWindowMs, now);
    return user ?? createVouchedUser(store, username, userId, body.nickname);
  }
  // Always hash, so an unknown user answers as slowly as a wrong password.
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !passwordMatches) throw authFailed('wrong username or password');
  return user;
}

function checkIdentity(username: string | undefined, userId: string | undefined): void {
  if (username === undefined && userId === undefined) {
    throw new SandboxError(ERROR_CODE.parameterError, 'username or user_id is required');
  }
  if (userId !== undefined && !USER_ID_PATTERN.test(userId)) {
    throw new SandboxError(ERROR_CODE.parameterError, 'user_id must be up to 20 digits');
  }
  if (username !== undefined && ([...username].length > USERNAME_MAX_CHARS || CONTROL_CHARS.test(username))) {
    throw new SandboxError(
      ERROR_CODE.parameterError,
      `username must be up to ${USERNAME_MAX_CHARS} characters without control characters`,
    );
  }
}

function parseLogin(input: unknown) {
  const body = parseOrThrow(loginBodySchema, input ?? {}, 'body');
  const username = body.username || undefined;
  const userId = body.user_id || undefined;
  checkIdentity(username, userId);
  // Not trimmed: spaces may be part of a password.
  const password = body.password;
  if (!password) throw new SandboxError(ERROR_CODE.parameterError, 'password is required');
  return {
    username,
    userId,
    password,
    appKey: requireText(body.app_key, 'app_key'),
    sign: body.sign || undefined,
    ts: body.ts || undefined,
    nonce: body.nonce || undefined,
    nickname: body.nickname,
  };
}

export function userRoutes({ store, signInLimit, tokenTtlMs, signWindowMs, now = Date.now }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: REST.login,
      rateLimit: signInLimit,
      async handler(request) {
        const body = parseLogin(request.body);
        const product = await store.products.findByAppKey(body.appKey);
        if (!product) throw new SandboxError(ERROR_CODE.unsupportedProduct);
        const productHeader = headerOf(request, HEADERS.productId);
        if (productHeader !== undefined && productHeader !== product.id) {
          throw new SandboxError(ERROR_CODE.parameterError, `${HEADERS.productId} does not match app_key`);
        }
        const user = await authenticate(store, product, body, signWindowMs, now());
        if (user.kind !== 'customer') throw authFailed('not a customer account');
        // Older tokens stay valid: the customer may have the chat open elsewhere (docs/security.md, "Sessions").
        return { id: user.id, token: await store.tokens.issue(user.id, product.id, tokenTtlMs, now()) };
      },
    },
    {
      method: 'POST',
      url: REST.logout,
      async handler(request) {
        // Idempotent: logging out a token that already ended answers like the first time.
        const token = headerOf(request, HEADERS.token);
        if (!token || !(await store.tokens.lookup(token))) throw new SandboxError(ERROR_CODE.tokenInvalid);
        await store.tokens.revoke(token, now());
        return {};
      },
    },
    {
      method: 'GET',
      url: REST.userInfo,
      async handler(request) {
        const { user } = await requireSession(store, request);
        return { id: user.id, username: user.username, nickname: user.nickname, avatar: user.avatar };
      },
    },
  ];
}
