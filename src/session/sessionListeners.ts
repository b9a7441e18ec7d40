import { listenerTypedFor, type ListenerApi, type StartListening } from '../lib/store/listeners';
import { errorCodeOf } from '../api/apiError';
import { ERROR_CODE, WS_CLOSE_CODE } from '../protocol/codes';
import type { LoginPayload } from '../protocol/entities';
import { connectRequested, socketClosed } from '../realtime/socketActions';
import type { CredentialVault } from './credentialVault';
import { sessionApi } from './sessionApi';
import { sessionRenewed, signInFailed, tokenRejected } from './sessionEvents';
import { persistSession } from './sessionPersistence';
import { identityRequired, type SessionState } from './sessionSlice';

interface StateWithSession {
  session: SessionState;
}

/** A session refused again this soon after signing in again is not renewed once more (no login loop). */
export const MIN_RENEWAL_INTERVAL_MS = 10_000;

/** `vault`: the link's secrets, read only to sign in (never in state, nor in other listeners' reach). */
export function startSessionListeners(untyped: StartListening, vault: CredentialVault): void {
  const startListening = listenerTypedFor<StateWithSession>(untyped);
  startListening({
    predicate: (_action, current, previous) => current.session !== previous.session,
    effect: (_action, api) => persistSession(api.getState().session, api.extra.sessionStorage),
  });

  /** The login under way after tokenRejected: a screen asking for the identity meanwhile waits for it. */
  let renewal: Promise<boolean> | null = null;
  startListening({
    actionCreator: identityRequired,
    effect: async (_action, api) => {
      api.unsubscribe();
      try {
        if (renewal) await renewal;
        else await signIn(api, vault);
      } finally {
        api.subscribe();
      }
    },
  });

  let lastRenewalAt = -Infinity;
  startListening({
    actionCreator: tokenRejected,
    effect: async (action, api) => {
      // One renewal at a time: refusals arriving meanwhile wait for its sessionRenewed or signInFailed.
      api.unsubscribe();
      try {
        const now = Date.now();
        if (now - lastRenewalAt < MIN_RENEWAL_INTERVAL_MS) {
          api.dispatch(signInFailed({ code: action.payload.code }));
          return;
        }
        lastRenewalAt = now;
        renewal = logIn(api, vault, action.payload.code);
        if (await renewal) api.dispatch(sessionRenewed());
      } finally {
        renewal = null;
        api.subscribe();
      }
    },
  });

  startListening({
    actionCreator: socketClosed,
    effect: (action, api) => {
      if (action.payload.code === WS_CLOSE_CODE.unauthorized && api.getState().session.token) {
        api.dispatch(tokenRejected({ code: ERROR_CODE.tokenExpired }));
      }
    },
  });
}

async function signIn(api: ListenerApi<StateWithSession>, vault: CredentialVault): Promise<void> {
  const session = api.getState().session;
  if (session.token && session.userId) {
    api.dispatch(connectRequested());
    return;
  }
  await logIn(api, vault, ERROR_CODE.parameterError);
}

/**
 * Logs in with the link's credentials (kept in memory by the vault), then connects. Without them it
 * fails with `codeWithoutCredentials`. True when signed in.
 */
async function logIn(
  api: ListenerApi<StateWithSession>,
  vault: CredentialVault,
  codeWithoutCredentials: number,
): Promise<boolean> {
  const session = api.getState().session;
  const secrets = vault.read();
  if (!secrets || !session.appKey || (!session.userName && !session.accountId)) {
    api.dispatch(signInFailed({ code: codeWithoutCredentials }));
    return false;
  }
  const payload: LoginPayload = {
    password: secrets.pass,
    app_key: session.appKey,
    language: session.locale,
    ...(session.userName ? { username: session.userName } : {}),
    ...(session.accountId ? { user_id: session.accountId } : {}),
    ...(session.nickname ? { nickname: session.nickname } : {}),
    ...(session.distinctId ? { distinct_id: session.distinctId } : {}),
    ...(secrets.sign ? { sign: secrets.sign } : {}),
    ...(secrets.ts ? { ts: secrets.ts } : {}),
    ...(secrets.nonce ? { nonce: secrets.nonce } : {}),
  };
  const login = api.dispatch(sessionApi.endpoints.login.initiate(payload));
  const result = await login;
  login.reset();
  if ('error' in result) {
    api.dispatch(signInFailed({ code: errorCodeOf(result.error) }));
    return false;
  }
  api.dispatch(connectRequested());
  void api.dispatch(sessionApi.endpoints.userInfo.initiate(undefined, { subscribe: false }));
  return true;
}
