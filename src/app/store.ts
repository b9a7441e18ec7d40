import { configureStore, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { api, type ApiExtra } from '../api/api';
import { STATE_CHECKS } from '../lib/env';
import type { ApiLocation } from '../api/envelopeBaseQuery';
import { startChatListeners } from '../features/chat/listeners/chatListeners';
import { startOutboxListeners } from '../features/chat/listeners/outboxListeners';
import { startReceptionListeners } from '../features/chat/reception/receptionListeners';
import { startSyncListeners } from '../features/chat/listeners/syncListeners';
import { selectSocketEndpoint } from '../session/sessionSelectors';
import type { CredentialVault } from '../session/credentialVault';
import { renewSession } from '../session/renewSession';
import { startSessionListeners } from '../session/sessionListeners';
import { initialSessionState, type SessionState } from '../session/sessionSlice';
import type { EarlyCall, NetworkTap } from '../lib/networkTap';
import type { ListenerExtra, StartListening } from '../lib/store/listeners';
import type { Logger } from '../realtime/logger';
import { createSocketMiddleware } from '../realtime/socketMiddleware';
import { startAppListeners } from './appListeners';
import { rootReducer, type RootState } from './rootReducer';

const STORED_MESSAGES_PATH = 'messages.conversations';
const passThrough: Middleware = () => (next) => (action) => next(action);

/** The session recorder as the store sees it (src/recorder, loaded lazily: docs/recording.md). */
export interface StoreRecorder {
  middleware: Middleware;
  tap: NetworkTap;
  /** The router went to `path`: a `route` entry (src/app/startFieldCapture.ts follows the router). */
  route?(path: string): void;
  /** Before `middleware`: what the store did before this recorder came, from the state it started with. */
  replayEarly?(startState: unknown, calls: readonly EarlyCall[]): void;
}

export interface AppStoreOptions extends ListenerExtra, ApiLocation {
  /** The link's secrets, for signing in again when the session ends. */
  vault: CredentialVault;
  /** ws:// or wss:// origin of the socket endpoint. */
  socketBase: string;
  session?: Partial<SessionState>;
  createSocket?: (url: string) => WebSocket;
  /** Hears what the socket could not do (a frame not sent, a socket error); the console by default. */
  logger?: Logger;
  /** Records the session; sees every action, frame and REST exchange. */
  recorder?: StoreRecorder;
  /**
   * How long, in ms, the development-only state checks may take before they warn (RTK's 32 by default).
   * Tests pass Infinity: there the time says how loaded the machine is, not how large the state is.
   */
  devCheckWarnAfterMs?: number;
  /** Redux DevTools: development builds and links with debug=1. */
  devTools?: boolean;
}

export function createAppStore(options: AppStoreOptions) {
  const listeners = createListenerMiddleware({
    extra: { sessionStorage: options.sessionStorage } satisfies ListenerExtra,
  });
  const startListening = listeners.startListening as StartListening;
  startSessionListeners(startListening, options.vault);
  startChatListeners(startListening);
  startOutboxListeners(startListening);
  startSyncListeners(startListening);
  startReceptionListeners(startListening);
  startAppListeners(startListening);
  const socket = createSocketMiddleware({
    endpoint: (state) => selectSocketEndpoint(state as RootState, options.socketBase),
    createSocket: options.createSocket,
    logger: options.logger ?? console,
    tap: options.recorder?.tap,
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: { ...initialSessionState, ...options.session } },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: {
          extraArgument: { apiBase: options.apiBase, tap: options.recorder?.tap, renewSession } satisfies ApiExtra,
        },
        // The development-only checks would walk the whole conversation (and its index) on every action;
        // the message store is plain data that its pure functions never mutate (messageStore.ts).
        ...(STATE_CHECKS
          ? {
              serializableCheck: { ignoredPaths: [STORED_MESSAGES_PATH], warnAfter: options.devCheckWarnAfterMs },
              immutableCheck: { ignoredPaths: [STORED_MESSAGES_PATH], warnAfter: options.devCheckWarnAfterMs },
            }
          : {}),
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
