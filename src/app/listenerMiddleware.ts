import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { CredentialVault } from '../features/session/credentialVault';
import type { KeyValueStore } from '../lib/storage';
import type { AppDispatch, RootState } from './store';

export interface ListenerExtra {
  vault: CredentialVault;
  sessionStorage: KeyValueStore;
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;

export function createAppListenerMiddleware(extra: ListenerExtra) {
  return createListenerMiddleware({ extra });
}
