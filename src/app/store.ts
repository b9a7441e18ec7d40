import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { ApiLocation } from '../api/envelopeBaseQuery';
import { startChatListeners } from '../features/chat/chatListeners';
import { startOutboxListeners } from '../features/chat/outboxListeners';
import { startSyncListeners } from '../features/chat/syncListeners';
import { chatReducer } from '../features/chat/chatSlice';
import { messagesReducer } from '../features/chat/messagesSlice';
import { connectionReducer } from '../features/connection/connectionSlice';
import { startReceptionListeners } from '../features/reception/receptionListeners';
import { receptionReducer } from '../features/reception/receptionSlice';
import { workOrdersReducer } from '../features/workOrders/workOrdersSlice';
import { startSessionListeners } from '../features/session/sessionListeners';
import { selectSocketEndpoint } from '../features/session/sessionSelectors';
import { initialSessionState, sessionReducer, type SessionState } from '../features/session/sessionSlice';
import { createSocketMiddleware } from '../realtime/socketMiddleware';
import type { Recorder } from '../recorder/recorder';
import { createAppListenerMiddleware, type AppStartListening, type ListenerExtra } from './listenerMiddleware';

export const rootReducer = combineReducers({
  session: sessionReducer,
  connection: connectionReducer,
  chat: chatReducer,
  messages: messagesReducer,
  reception: receptionReducer,
  workOrders: workOrdersReducer,
  [api.reducerPath]: api.reducer,
});

const STORED_MESSAGES_PATH = 'messages.conversations';
const passThrough: Middleware = () => (next) => (action) => next(action);

export interface AppStoreOptions extends ListenerExtra, ApiLocation {
  /** ws:// or wss:// origin of the socket endpoint. */
  socketBase: string;
  session?: Partial<SessionState>;
  createSocket?: (url: string) => WebSocket;
  /** Records the session (src/recorder); sees every action, frame and REST exchange. */
  recorder?: Recorder;
  /** Redux DevTools: development builds and links with debug=1. */
  devTools?: boolean;
}

export function createAppStore(options: AppStoreOptions) {
  const listeners = createAppListenerMiddleware({ vault: options.vault, sessionStorage: options.sessionStorage });
  const startListening = listeners.startListening as AppStartListening;
  startSessionListeners(startListening);
  startChatListeners(startListening);
  startOutboxListeners(startListening);
  startSyncListeners(startListening);
  startReceptionListeners(startListening);
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

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
