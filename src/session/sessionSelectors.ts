import { PLATFORM_ID } from '../protocol/codes';
import { WS_PATH } from '../protocol/identifiers';
import type { SocketEndpoint } from '../realtime/socketMiddleware';
import type { SessionState } from './sessionSlice';

interface StateWithSession {
  session: SessionState;
}

export const selectUserId = (state: StateWithSession) => state.session.userId;
export const selectIdentityStatus = (state: StateWithSession) => state.session.identity;
export const selectIdentityError = (state: StateWithSession) => state.session.identityError;

/** Spec §7: token, uid, platform_id=1, product_id, country_code. Null until signed in. */
export function selectSocketEndpoint(state: StateWithSession, socketBase: string): SocketEndpoint | null {
  const { token, userId, productId, locale } = state.session;
  if (!token || !userId || !productId) return null;
  const query = new URLSearchParams({
    token,
    uid: userId,
    platform_id: String(PLATFORM_ID),
    product_id: productId,
    country_code: locale,
  });
  return { url: `${socketBase}${WS_PATH}?${query}`, senderId: userId, productId };
}

/** The socket origin for an API origin ('' = this page's origin). */
export function socketBaseFor(apiBase: string, pageOrigin: string): string {
  return (apiBase || pageOrigin).replace(/^http/, 'ws');
}
