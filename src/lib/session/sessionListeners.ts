import { listenerTypedFor, type ListenerApi, type StartListening } from '../store/listeners';
import { errorCodeOf } from '../../api/apiError';
import { ERROR_CODE, WS_CLOSE_CODE } from '../../protocol/codes';
import type { LoginPayload } from '../../protocol/entities';
import { connectRequested, socketClosed } from '../../realtime/socketActions';
import { sessionApi } from './sessionApi';
import { persistSession } from './sessionPersistence';
import { identityRequired, signInFailed, tokenRejected, type SessionState } from './sessionSlice';

interface StateWithSession {
  session: SessionState;
}

export function startSessionListeners(untyped: StartListening): void {
  const startListening = listenerTypedFor<StateWithSession>(untyped);
  startListening({
    predicate: (_action, current, previous) => current.session !== previous.session,
    effect: (_action, api) => persistSession(api.getState().session, api.extra.sessionStorage),
  });

  startListening({
    actionCreator: identityRequired,
    effect: async (_action, api) => {
      api.unsubscribe();
      try {
        await signIn(api);
      } finally {
        api.subscribe();
      }
    },
  });

  startListening({
    actionCreator: socketClosed,
    effect: (action, api) => {
      if (action.payload.code === WS_CLOSE_CODE.unauthorized) api.dispatch(tokenRejected());
    },
  });
}

async function signIn(api: ListenerApi<StateWithSession>): Promise<void> {
  const session = api.getState().session;
  if (session.token && session.userId) {
    api.dispatch(connectRequested());
    return;
  }
  const secrets = api.extra.vault.read();
  if (!secrets || !session.appKey || (!session.userName && !session.accountId)) {
    api.dispatch(signInFailed({ code: ERROR_CODE.parameterError }));
    return;
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
  };
  const login = api.dispatch(sessionApi.endpoints.login.initiate(payload));
  const result = await login;
  login.reset();
  if ('error' in result) {
    api.dispatch(signInFailed({ code: errorCodeOf(result.error) }));
    return;
  }
  api.extra.vault.forget();
  api.dispatch(connectRequested());
  void api.dispatch(sessionApi.endpoints.userInfo.initiate(undefined, { subscribe: false }));
}
