import type { SessionState } from './sessionSlice';

interface StateWithSession {
  session: SessionState;
}

/**
 * What the screens beyond the chat read of the session: not in sessionSelectors.ts, which the chat's
 * first download carries.
 */
export const selectAppKey = (state: StateWithSession) => state.session.appKey;
export const selectLocale = (state: StateWithSession) => state.session.locale;
export const selectNickname = (state: StateWithSession) => state.session.nickname;
export const selectColorScheme = (state: StateWithSession) => state.session.colorScheme;
export const selectServiceLink = (state: StateWithSession) => state.session.serviceLink;
export const selectOpenedWithCredentials = (state: StateWithSession) => state.session.openedWithCredentials;
export const selectProductId = (state: StateWithSession) => state.session.productId;
