import { addListener } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router';
import { loadChunk } from '../lib/loadChunk';
import { sessionApi } from '../session/sessionApi';
import { capturePolicyKey, createRecorderSlot, type RecorderSlot } from './fieldCapture';
import type { FieldRecording, FieldRecordingOptions } from './fieldRecording';
import type { AppStore } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

/** How long after the first screen a first visit's recorder downloads: never while the chat itself loads. */
export const FIRST_VISIT_RECORDER_DELAY_MS = 2_000;

export interface FieldCapture {
  /** The store's recorder (createAppStore's `recorder`). */
  slot: RecorderSlot;
  /**
   * Resolves once the recorder runs when it must see the first action: debug=1, or a policy not `off`
   * remembered from the product's last FAQ config. Otherwise at once.
   */
  early: Promise<unknown>;
  /** The store and router are up: every route is recorded, and each FAQ config's policy is followed. */
  follow(store: AppStore, router: Router): void;
  /** debug=1's download control, once the recorder runs. */
  debugControl(): ReactNode;
}

/**
 * What the page starts of its field recording (docs/recording.md). A first visit learns the policy from
 * the FAQ config and downloads the recorder only after its first screen, and never with `off`; a later
 * visit remembers the policy and records from the first action.
 */
export function startFieldCapture(options: FieldRecordingOptions): FieldCapture {
  const slot = createRecorderSlot();
  let field: FieldRecording | undefined;
  let loading: Promise<FieldRecording> | undefined;
  // The page works without its recording: a recorder that cannot load is tried again with the next config.
  const loaded = () =>
    (loading ??= loadChunk(() => import('./fieldRecording')).then((module) => {
      field = module.createFieldRecording({ ...options, origin: slot.startedAt });
      slot.attach(field.recorder);
      return field;
    })).then(
      () => true,
      () => (loading = undefined),
    );
  const early = options.debug || options.policyStorage.get(capturePolicyKey(options.meta.appKey));
  return {
    slot,
    early: early ? loaded() : Promise.resolve(),
    debugControl: () => field?.debugControl,
    follow(store, router) {
      let path = '';
      let firstScreenShown = () => {};
      const firstScreen = new Promise<void>((resolve) => (firstScreenShown = resolve));
      const followRouter = ({ location, initialized, navigation }: Router['state']) => {
        const next = location.pathname + location.search;
        if (next !== path) slot.route((path = next));
        if (initialized && navigation.state === 'idle') firstScreenShown();
      };
      router.subscribe(followRouter);
      followRouter(router.state);
      field?.connect(store);
      store.dispatch(
        addListener({
          matcher: sessionApi.endpoints.faqConfig.matchFulfilled,
          effect: async ({ payload }) => {
            if (!field) {
              if (payload.capture_policy === 'off') return slot.discardEarly();
              await firstScreen;
              await new Promise((resolve) => setTimeout(resolve, FIRST_VISIT_RECORDER_DELAY_MS));
            }
            if (await loaded()) field?.connect(store);
            field?.configArrived(payload);
          },
        }),
      );
    },
  };
}
