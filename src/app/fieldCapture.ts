import { createAction, type Middleware } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { NetworkTap } from '../lib/networkTap';
import type { StoreRecorder } from './store';

/**
 * What the entry holds of field recordings (docs/recording.md); the recorder itself loads lazily,
 * and never with the policy `off`.
 */

/** localStorage, per app key: "<policy> <sample rate>" as the product's FAQ config last said; absent: off. */
export const capturePolicyKey = (appKey: string) => `support.capture.${appKey}`;

const TAP_METHODS = ['frameIn', 'frameOut', 'socket', 'restRequest', 'restResponse'] as const;

export interface RecorderSlot extends StoreRecorder {
  /** From now on the recorder sees every action, frame and REST exchange; its initial state is the store's now. */
  attach(recorder: StoreRecorder): void;
}

/**
 * The store's middleware chain and its network taps are fixed when it is built; a recorder that loads
 * later (a first visit learns the policy from the FAQ config) takes this place in them. Until then an
 * action costs one call and a frame one more.
 */
export function createRecorderSlot(): RecorderSlot {
  let recorder: StoreRecorder | undefined;
  let bind: (() => void) | undefined;
  return {
    middleware: (api) => (next) => {
      let handle: ReturnType<ReturnType<Middleware>> = next;
      bind = () => {
        if (recorder) handle = recorder.middleware(api)(next);
      };
      if (recorder) bind();
      return (action) => handle(action);
    },
    // Before a recorder comes, restRequest returns undefined: its answer is not recorded either.
    tap: Object.fromEntries(
      TAP_METHODS.map((name) => [
        name,
        (...args: never[]) => (recorder?.tap[name] as (...args: never[]) => unknown)?.(...args),
      ]),
    ) as unknown as NetworkTap,
    attach(next) {
      recorder = next;
      bind?.();
    },
  };
}

/** The error screen showed (a route failed to load or render): support may be needed (a field upload's reason). */
export const errorScreenShown = createAction('app/errorScreenShown');

/** The chat's "Send this session to support" and its notice, once a recorder runs (null before: nothing shows). */
let sharingView: ComponentType<{ place: 'menu' | 'notice' }> | null = null;
const viewWatchers = new Set<() => void>();

export const sessionSharingView = {
  get: () => sharingView,
  set(view: typeof sharingView) {
    sharingView = view;
    viewWatchers.forEach((watcher) => watcher());
  },
  subscribe(watcher: () => void) {
    viewWatchers.add(watcher);
    return () => void viewWatchers.delete(watcher);
  },
};
