import { PLATFORM_ID } from '../../src/protocol/codes';
import { resolveLocale } from '../locale';
import type { SessionService } from '../sessions/service';
import type { SocketSession } from './connection';
import { WS_CLOSE_CODE } from './closeCodes';

/** An admitted socket's session, and its token and when that expires (the socket closes then). */
export type HandshakeResult =
  | { ok: true; session: SocketSession; token: string; expiresAt: number | null }
  | { ok: false; code: number; reason: string };

const REQUIRED = ['token', 'uid', 'platform_id', 'product_id', 'country_code'] as const;

/** Checks the query of `/ws?token&uid&platform_id&product_id&country_code` (docs/protocol.md). */
export async function checkHandshake(query: unknown, sessions: SessionService): Promise<HandshakeResult> {
  const params = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const values: Partial<Record<(typeof REQUIRED)[number], string>> = {};
  for (const name of REQUIRED) {
    const value = params[name];
    // The reason names the parameter, never its value: the token must not reach a log.
    if (typeof value !== 'string' || value === '')
      return { ok: false, code: WS_CLOSE_CODE.badRequest, reason: `missing ${name}` };
    values[name] = value;
  }
  if (values.platform_id !== String(PLATFORM_ID)) {
    return { ok: false, code: WS_CLOSE_CODE.badRequest, reason: 'unsupported platform_id' };
  }
  // An ended (expired, revoked) token is refused like an unknown one: the client signs in again either way.
  const resolved = await sessions.liveSession(values.token as string);
  if (!resolved || resolved.userId !== values.uid || resolved.productId !== values.product_id) {
    return { ok: false, code: WS_CLOSE_CODE.unauthorized, reason: 'invalid token' };
  }
  return {
    ok: true,
    session: { userId: resolved.userId, productId: resolved.productId, locale: resolveLocale(values.country_code) },
    token: values.token as string,
    expiresAt: resolved.expiresAt,
  };
}
