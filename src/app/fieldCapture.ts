import { createAction, type Middleware } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { EarlyCall, NetworkTap } from '../lib/networkTap';
import type { StoreRecorder } from './store';

/**
 * What the entry holds of field recordings (docs/recording.md); the recorder itself loads lazily,
 * and never with the policy `off`.
 */

/** localStorage, per app key: "<policy> <sample rate>" as the product's FAQ config last said; absent: off. */
export const capturePolicyKey = (appKey: string) => `support.capture.${appKey}`;

const TAP_METHODS = ['frameIn', 'frameOut', 'socket', 'restRequest', 'restResponse'] as const;

/** Beyond this many calls kept for a recorder still loading, its recording starts when it comes. */
export const EARLY_CALLS_LIMIT = 20_000;

export interface RecorderSlot extends StoreRecorder {
  /** performance.now() when the slot began keeping: t = 0 of a recorder that comes later. */
  startedAt: number;
  /**
   * From now on the recorder sees every action, frame and REST exchange; what the store did before it
   * came is replayed into it first, from the state the store started with.
   */
  attach(recorder: StoreRecorder): void;
  /** The router went to `path` (pathname and search). */
  route(path: string): void;
  /** The policy is off: nothing is kept for a recorder that will not come. */
  discardEarly(): void;
}

/**
 * The store's middleware chain and its network taps are fixed when it is built; a recorder that loads
 * later (a first visit learns the policy from the FAQ config, and downloads the recorder after its first
 * screen) takes this place in them. Until then each call is kept as it came, bounded, so the recording
 * still starts with the page.
 */
export function createRecorderSlot(): RecorderSlot {
  let recorder: StoreRecorder | undefined;
  let bind: (() => void) | undefined;
  let early: EarlyCall[] | null = [];
  // The recorder numbers REST requests from 1 too: replaying the kept ones in order gives them these ids.
  let restIds = 0;
  const keep = (call: EarlyCall) => {
    early?.push(call);
    if (early && early.length > EARLY_CALLS_LIMIT) early = null;
  };
  return {
    startedAt: performance.now(),
    middleware: (api) => {
      const startState = api.getState();
      return (next) => {
        let handle: ReturnType<ReturnType<Middleware>> = (action) => {
          keep([performance.now(), 'action', [action], api.getState()]);
          return next(action);
        };
        bind = () => {
          if (early?.length) recorder?.replayEarly?.(startState, early);
          early = null;
          if (recorder) handle = recorder.middleware(api)(next);
        };
        if (recorder) bind();
        return (action) => handle(action);
      };
    },
    tap: Object.fromEntries(
      TAP_METHODS.map((name) => [
        name,
        (...args: never[]) => {
          if (recorder) return (recorder.tap[name] as (...args: never[]) => unknown)(...args);
          keep([performance.now(), name, args]);
          return name === 'restRequest' ? ++restIds : undefined;
        },
      ]),
    ) as unknown as NetworkTap,
    attach(next) {
      recorder = next;
      bind?.();
    },
    route(path) {
      if (recorder) recorder.route?.(path);
      else keep([performance.now(), 'route', [path]]);
    },
    discardEarly() {
      early = null;
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
