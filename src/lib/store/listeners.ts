import type { ListenerEffectAPI, TypedStartListening } from '@reduxjs/toolkit';
import type { KeyValueStore } from '../storage';
import type { AppThunkDispatch } from './hooks';

/** What every listener effect gets besides the store: this tab's storage. */
export interface ListenerExtra {
  sessionStorage: KeyValueStore;
}

/**
 * The app's `startListening`, handed to each feature's `start…Listeners`; the feature types it with
 * the state it reads (`startListening.withTypes<State, AppThunkDispatch, ListenerExtra>()`).
 */
export type StartListening = TypedStartListening<unknown, AppThunkDispatch, ListenerExtra>;

export type ListenerApi<State> = ListenerEffectAPI<State, AppThunkDispatch, ListenerExtra>;

export function listenerTypedFor<State>(startListening: StartListening) {
  return startListening.withTypes<State, AppThunkDispatch, ListenerExtra>();
}
