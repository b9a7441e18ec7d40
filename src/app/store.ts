import { configureStore, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { ApiLocation } from '../api/envelopeBaseQuery';
import { startChatListeners } from '../features/chat/chatListeners';
import { startOutboxListeners } from '../features/chat/outboxListeners';
import { startReceptionListeners } from '../features/chat/reception/receptionListeners';
import { startSyncListeners } from '../features/chat/syncListeners';
import { selectSocketEndpoint } from '../lib/session/sessionSelectors';
import { startSessionListeners } from '../lib/session/sessionListeners';
import { initialSessionState, type SessionState } from '../lib/session/sessionSlice';
import type { NetworkTap } from '../lib/networkTap';
import type { ListenerExtra, StartListening } from '../lib/store/listeners';
import { createSocketMiddleware } from '../realtime/socketMiddleware';
import { startAppListeners } from './appListeners';
import { rootReducer, type RootState } from './rootReducer';

const STORED_MESSAGES_PATH = 'messages.conversations';
const passThrough: Middleware = () => (next) => (action) => next(action);

/** The session recorder as the store sees it (src/recorder, loaded only with debug=1). */
export interface StoreRecorder {
  middleware: Middleware;
  tap: NetworkTap;
}

export interface AppStoreOptions extends ListenerExtra, ApiLocation {
  /** ws:// or wss:// origin of the socket endpoint. */
  socketBase: string;
  session?: Partial<SessionState>;
  createSocket?: (url: string) => WebSocket;
  /** Records the session; sees every action, frame and REST exchange. */
  recorder?: StoreRecorder;
  /** Redux DevTools: development builds and links with debug=1. */
  devTools?: boolean;
}

export function createAppStore(options: AppStoreOptions) {
  const listeners = createListenerMiddleware({
    extra: { vault: options.vault, sessionStorage: options.sessionStorage } satisfies ListenerExtra,
  });
  const startListening = listeners.startListening as StartListening;
  startSessionListeners(startListening);
  startChatListeners(startListening);
  startOutboxListeners(startListening);
  startSyncListeners(startListening);
  startReceptionListeners(startListening);
  startAppListeners(startListening);
  const socket = createSocketMiddleware({
    endpoint: (state) => selectSocketEndpoint(state as RootState, options.socketBase),
    createSocket: options.createSocket,
    tap: options.recorder?.tap,
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: { ...initialSessionState, ...options.session } },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { apiBase: options.apiBase, tap: options.recorder?.tap } satisfies ApiLocation },
        // The development-only checks would walk the whole conversation (and its index) on every action;
        // the message store is plain data that its pure functions never mutate (messageStore.ts).
        serializableCheck: { ignoredPaths: [STORED_MESSAGES_PATH] },
        immutableCheck: { ignoredPaths: [STORED_MESSAGES_PATH] },
      })
        .prepend(listeners.middleware)
        .prepend(options.recorder?.middleware ?? passThrough)
        .concat(api.middleware, socket),
    devTools: options.devTools ?? false,
  });
}

export type { RootState };
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
