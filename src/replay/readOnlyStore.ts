import type { Store } from '@reduxjs/toolkit';
import { api } from '../api/api';

/** What a dispatched thunk "returns" here: every method an RTK Query trigger may call, doing nothing. */
const INERT_THUNK_RESULT = Object.freeze({
  /** A mutation hook reads its trigger's `arg.originalArgs` and `requestId`: none, as nothing was sent. */
  arg: Object.freeze({}),
  requestId: undefined,
  abort() {},
  unsubscribe() {},
  updateSubscriptionOptions() {},
  refetch() {},
  reset() {},
  /** Never settles: nothing was asked of any server. */
  unwrap: () => new Promise<never>(() => undefined),
});

/** Answers RTK Query's "is the api middleware there?" probe without any middleware or subscription. */
const NO_SUBSCRIPTIONS = Object.freeze({
  getSubscriptions: () => new Map(),
  getSubscriptionCount: () => 0,
  isRequestSubscribed: () => false,
});

export interface ReadOnlyStore {
  /** The store handed to react-redux's Provider: getState, subscribe, and a dispatch that ignores everything. */
  store: Store;
  /** Shows another recorded state (the viewer's only way to change what the store holds). */
  show(state: unknown): void;
  /** How many actions the rendered components tried to dispatch (all ignored). */
  ignoredDispatches(): number;
}

/**
 * A store for rendering a recorded state with the real components, read-only: no reducer, no
 * middleware (so no socket, no fetch, no listener), and a dispatch that drops every action and never
 * runs a thunk. One store per recording, so `dispatch` keeps its identity while the viewer scrubs.
 */
export function createReadOnlyStore(initial: unknown): ReadOnlyStore {
  let state = initial;
  let ignored = 0;
  const listeners = new Set<() => void>();
  const dispatch = (action: unknown): unknown => {
    ignored += 1;
    if (typeof action === 'function') return INERT_THUNK_RESULT;
    if (api.internalActions.internal_getRTKQSubscriptions.match(action)) return NO_SUBSCRIPTIONS;
    return action;
  };
  const store = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch,
    replaceReducer() {
      throw new Error('the replay store is read-only');
    },
    [Symbol.observable]() {
      throw new Error('the replay store is read-only');
    },
  };
  return {
    store: store as unknown as Store,
    show(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    ignoredDispatches: () => ignored,
  };
}
