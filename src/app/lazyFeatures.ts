import { createAction, type Dispatch } from '@reduxjs/toolkit';
import { loadChunk } from '../lib/loadChunk';
import { rootReducer } from './rootReducer';

/**
 * A feature's slices went into the store. Recorded like any action, so a replay holds exactly the
 * slices that were live (src/app/replayReducer.ts).
 */
export const featureLoaded = createAction<{ name: LazyFeatureName; slices: string[] }>('app/featureLoaded');

const announced = new WeakMap<Dispatch, Set<LazyFeatureName>>();

/** Tells each store once that a feature's slices are in (the reducer holds them for every store). */
function announce(dispatch: Dispatch, name: LazyFeatureName, slices: string[]): void {
  const names = announced.get(dispatch) ?? new Set<LazyFeatureName>();
  announced.set(dispatch, names);
  if (names.has(name)) return;
  names.add(name);
  dispatch(featureLoaded({ name, slices }));
}

/**
 * The state of lazily loaded features: it comes in its own chunk with the feature's first view, and
 * its slice is injected then (its REST endpoints inject themselves on import). Views load apart
 * (src/app/screens), so tools without a DOM can load a feature's state alone.
 */
export const lazyFeatures = {
  /** With the chat screen: the evaluation card and popup, ending a session. */
  evaluation: async (dispatch: Dispatch) => {
    const { evaluationSlice } = await loadChunk(() => import('../features/evaluation/evaluationSlice'));
    rootReducer.inject(evaluationSlice);
    announce(dispatch, 'evaluation', [evaluationSlice.reducerPath]);
  },
  /** With the first work-order view in the chat: reply actions, the withdrawal picker, forms and cards. */
  workOrders: async (dispatch: Dispatch) => {
    const { workOrdersSlice } = await loadChunk(() => import('../features/workOrders/workOrdersSlice'));
    rootReducer.inject(workOrdersSlice);
    announce(dispatch, 'workOrders', [workOrdersSlice.reducerPath]);
  },
  /** In a host's iframe, with the host bridge (src/features/hostBridge): what the host shows, unread and ignored counts. */
  hostBridge: async (dispatch: Dispatch) => {
    const { hostBridgeSlice } = await loadChunk(() => import('../features/hostBridge/hostBridgeSlice'));
    rootReducer.inject(hostBridgeSlice);
    announce(dispatch, 'hostBridge', [hostBridgeSlice.reducerPath]);
  },
};

export type LazyFeatureName = keyof typeof lazyFeatures;

export const isLazyFeatureName = (name: unknown): name is LazyFeatureName =>
  typeof name === 'string' && Object.hasOwn(lazyFeatures, name);
