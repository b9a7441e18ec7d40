import { ERROR_CODE } from '../../../src/protocol/codes';
import { HEADERS, REST } from '../../../src/protocol/identifiers';
import { id, object, optional, str } from '../../../src/protocol/validate';
import { SandboxError } from '../../errors';
import type { CustomerCredentials } from '../../sessions/customerSignIn';
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

function parseLogin(input: unknown): CustomerCredentials {
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

export function userRoutes({ sessions }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: REST.login,
      handler: (request) => sessions.signIn(parseLogin(request.body), headerOf(request, HEADERS.productId), request.ip),
    },
    {
      method: 'POST',
      url: REST.logout,
      async handler(request) {
        await sessions.signOut(headerOf(request, HEADERS.token));
        return {};
      },
    },
    {
      method: 'GET',
      url: REST.userInfo,
      async handler(request) {
        const { user } = await requireSession(sessions, request);
        return { id: user.id, username: user.username, nickname: user.nickname, avatar: user.avatar };
      },
    },
  ];
}
